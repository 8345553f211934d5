import type { Target, targetInput } from '@clutch/contract/organizer';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { deleteTarget, findTarget, findTargetsOf, insertTarget, updateTarget, type TargetRow } from './targets.repository.ts';

type ParsedTargetInput = z.infer<typeof targetInput>;

const isAdmin = (user: UserRow) => user.roles.includes('ADMIN');

/** The organization is its organizer's account: they and any admin may edit its targets (spec: editableBy 'admin'). */
const mayEdit = (viewer: UserRow, organizationId: string) => viewer.id === organizationId || isAdmin(viewer);

function toTargetView(row: TargetRow, viewer: UserRow): Target {
  return {
    id: row.id,
    organizationId: row.organizationId,
    title: row.title,
    description: row.description,
    targetValue: row.targetValue,
    currentValue: row.currentValue,
    unit: row.unit as Target['unit'],
    createdBy: row.createdBy,
    editableBy: 'admin',
    canEdit: mayEdit(viewer, row.organizationId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const targetNotFound = () => notFound('Target not found.', 'TARGET_NOT_FOUND');

/** Organization Targets (spec §2, §3 Target). */
export function createTargetsService(ctx: Pick<AppContext, 'db' | 'now'>) {
  const { db } = ctx;

  async function editable(viewer: UserRow, id: string) {
    const row = await findTarget(db, id);
    if (!row) throw targetNotFound();
    if (!mayEdit(viewer, row.organizationId)) throw forbidden("Only the organization's organizer or an admin can change its targets.", 'NOT_TARGET_EDITOR');
    return row;
  }

  return {
    async list(viewer: UserRow, organizationId = viewer.id): Promise<Target[]> {
      return (await findTargetsOf(db, organizationId)).map((row) => toTargetView(row, viewer));
    },

    /** In the creator's own organization; organizers and admins only. */
    async create(viewer: UserRow, input: ParsedTargetInput): Promise<Target> {
      if (!viewer.roles.includes('ORGANIZER') && !isAdmin(viewer)) {
        throw forbidden('Only organizers can set organization targets: create a tournament first.', 'NOT_ORGANIZER');
      }
      const row = await insertTarget(db, { ...input, organizationId: viewer.id, createdBy: viewer.id });
      return toTargetView(row, viewer);
    },

    async update(viewer: UserRow, id: string, input: ParsedTargetInput): Promise<Target> {
      await editable(viewer, id);
      const row = await updateTarget(db, id, { ...input, updatedAt: ctx.now() });
      if (!row) throw targetNotFound();
      return toTargetView(row, viewer);
    },

    async remove(viewer: UserRow, id: string) {
      await editable(viewer, id);
      await deleteTarget(db, id);
    },
  };
}
