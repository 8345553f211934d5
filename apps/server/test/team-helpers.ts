import type { Team } from '@clutch/contract/teams';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { uniqueAccount } from './account-helpers.ts';
import type { TestApp } from './test-app.ts';
import { WEB } from './test-app.ts';

/** A user with an open session, made without the (slow, argon2) sign-up path. */
export async function quickUser(t: TestApp, prefix = 'player', opts: { verified?: boolean } = {}) {
  const account = uniqueAccount(prefix);
  const [user] = await t.app.ctx.db
    .insert(users)
    .values({ nickName: account.nickName, email: account.email, userVerified: opts.verified ?? true })
    .returning();
  const { token } = await t.app.ctx.sessions.open(user!.id, { clientType: 'web' });
  return { user: user!, nickName: account.nickName, auth: { ...WEB, authorization: `Bearer ${token}` } };
}
export type QuickUser = Awaited<ReturnType<typeof quickUser>>;

/** A multipart/form-data body with text fields and an optional file. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----clutch${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /teams as the captain; members are invited. */
export async function createTeam(
  t: TestApp,
  captain: QuickUser,
  opts: { name?: string; members?: QuickUser[]; tournamentId?: string; bio?: string } = {},
) {
  const body = multipart({
    name: opts.name ?? `Team ${Math.random().toString(36).slice(2, 7)}`,
    bio: opts.bio ?? '',
    captainId: captain.user.id,
    ...(opts.tournamentId ? { tournamentId: opts.tournamentId } : {}),
    users: [captain.user.id, ...(opts.members ?? []).map((m) => m.user.id)].join(','),
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/teams', headers: { ...captain.auth, ...body.headers }, payload: body.payload });
  return res;
}

export async function createdTeam(t: TestApp, captain: QuickUser, opts: Parameters<typeof createTeam>[2] = {}) {
  const res = await createTeam(t, captain, opts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Team>();
}
