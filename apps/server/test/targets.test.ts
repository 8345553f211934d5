import type { Target, TargetInput } from '@clutch/contract/organizer';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { targets, users } from '../src/db/schema/index.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;

async function withRoles(prefix: string, roles: string[]) {
  const who = await quickUser(t, prefix);
  await db.update(users).set({ roles }).where(eq(users.id, who.user.id));
  return who;
}
const organizer = await withRoles('org', ['USER', 'ORGANIZER']);
const otherOrganizer = await withRoles('oth', ['USER', 'ORGANIZER']);
const admin = await withRoles('adm', ['USER', 'ADMIN']);
const player = await quickUser(t, 'ply');

const goal = (overrides: Partial<TargetInput> = {}): TargetInput => ({
  title: 'Reach 1000 followers',
  description: 'Grow the community',
  targetValue: 1000,
  currentValue: 820,
  unit: 'followers',
  ...overrides,
});
const send = (method: 'POST' | 'PUT' | 'DELETE', who: QuickUser | null, url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? WEB, ...(payload === undefined ? {} : { payload }) });
const list = (who: QuickUser | null, query = '') => app.inject({ url: `/api/v1/targets${query}`, headers: who?.auth ?? WEB });

async function created(who: QuickUser, input = goal()) {
  const res = await send('POST', who, '/targets', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Target>();
}

describe('targets', () => {
  it("an organizer adds targets to their own organization and lists them; others see them read-only", async () => {
    const first = await created(organizer);
    expect(first).toMatchObject({
      organizationId: organizer.user.id,
      createdBy: organizer.user.id,
      title: 'Reach 1000 followers',
      description: 'Grow the community',
      targetValue: 1000,
      currentValue: 820,
      unit: 'followers',
      editableBy: 'admin',
      canEdit: true,
    });
    const second = await created(organizer, goal({ title: 'Prize pool', unit: '€', targetValue: 5000, currentValue: undefined, description: undefined }));
    expect(second).toMatchObject({ currentValue: 0, description: null, unit: '€' });

    const own = await list(organizer);
    expect(own.statusCode).toBe(200);
    expect(own.json<Target[]>().map((x) => x.id)).toEqual([first.id, second.id]);

    const seenByPlayer = await list(player, `?organizationId=${organizer.user.id}`);
    expect(seenByPlayer.json<Target[]>().map((x) => [x.id, x.canEdit])).toEqual([
      [first.id, false],
      [second.id, false],
    ]);
    expect((await list(admin, `?organizationId=${organizer.user.id}`)).json<Target[]>().every((x) => x.canEdit)).toBe(true);
    expect((await list(player)).json()).toEqual([]);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(player, '?organizationId=nope')).statusCode).toBe(400);
  });

  it('only organizers and admins create; the dialog rules hold on the server', async () => {
    const refused = await send('POST', player, '/targets', goal());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    expect((await send('POST', null, '/targets', goal())).statusCode).toBe(401);
    expect(await created(admin)).toMatchObject({ organizationId: admin.user.id, canEdit: true });

    const cases: Array<[Partial<TargetInput>, string, string]> = [
      [{ title: '   ' }, 'title', 'Title is required.'],
      [{ targetValue: 0 }, 'targetValue', 'Target value must be above 0.'],
      [{ currentValue: -1 }, 'currentValue', 'Current value cannot be negative.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send('POST', organizer, '/targets', goal(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
    const noUnit = await send('POST', organizer, '/targets', { ...goal(), unit: 'likes' });
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json<{ fields: Record<string, string> }>().fields.unit).toBeDefined();
  });

  it("the organization's organizer or an admin edits and deletes; anyone else gets 403", async () => {
    const target = await created(organizer);
    const edit = goal({ title: 'Reach 2000 followers', targetValue: 2000, currentValue: 2000 });

    expect((await send('PUT', null, `/targets/${target.id}`, edit)).statusCode).toBe(401);
    expect((await send('DELETE', null, `/targets/${target.id}`)).statusCode).toBe(401);
    for (const outsider of [player, otherOrganizer]) {
      const res = await send('PUT', outsider, `/targets/${target.id}`, edit);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'NOT_TARGET_EDITOR' });
      expect((await send('DELETE', outsider, `/targets/${target.id}`)).statusCode).toBe(403);
    }
    expect((await db.select().from(targets).where(eq(targets.id, target.id)))[0]!.title).toBe('Reach 1000 followers');

    const updated = await send('PUT', organizer, `/targets/${target.id}`, edit);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Target>()).toMatchObject({ id: target.id, title: 'Reach 2000 followers', targetValue: 2000, currentValue: 2000, canEdit: true });
    expect(Date.parse(updated.json<Target>().updatedAt)).toBeGreaterThanOrEqual(Date.parse(target.updatedAt));

    const byAdmin = await send('PUT', admin, `/targets/${target.id}`, goal({ title: 'Set by an admin' }));
    expect(byAdmin.json<Target>()).toMatchObject({ title: 'Set by an admin', organizationId: organizer.user.id, createdBy: organizer.user.id });
    expect((await send('PUT', organizer, `/targets/${target.id}`, goal({ targetValue: -5 }))).statusCode).toBe(400);

    const removed = await send('DELETE', admin, `/targets/${target.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Target deleted.' });
    expect(await db.select().from(targets).where(eq(targets.id, target.id))).toEqual([]);
    expect((await send('DELETE', organizer, `/targets/${target.id}`)).statusCode).toBe(404);
    expect((await send('PUT', organizer, `/targets/${target.id}`, edit)).statusCode).toBe(404);

    const own = await created(organizer);
    expect((await send('DELETE', organizer, `/targets/${own.id}`)).statusCode).toBe(200);
  });
});
