import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { targets } from '../../db/schema/index.ts';

export type TargetRow = typeof targets.$inferSelect;

export function findTargetsOf(db: Executor, organizationId: string) {
  return db.select().from(targets).where(eq(targets.organizationId, organizationId)).orderBy(asc(targets.createdAt), asc(targets.id));
}

export async function findTarget(db: Executor, id: string): Promise<TargetRow | null> {
  const rows = await db.select().from(targets).where(eq(targets.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertTarget(db: Executor, values: typeof targets.$inferInsert): Promise<TargetRow> {
  const [row] = await db.insert(targets).values(values).returning();
  return row!;
}

export async function updateTarget(db: Executor, id: string, patch: Partial<typeof targets.$inferInsert>): Promise<TargetRow | null> {
  const [row] = await db.update(targets).set(patch).where(eq(targets.id, id)).returning();
  return row ?? null;
}

export async function deleteTarget(db: Executor, id: string) {
  await db.delete(targets).where(eq(targets.id, id));
}
