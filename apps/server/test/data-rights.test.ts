import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import { accountExport, DELETED_PLAYER_NAME } from '@clutch/contract/users';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { follows, friendships, ledgerEntries, outbox, payments, tournamentFollows, uploads, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { login, register, ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { seedDemo } from './competition-fixtures.ts';
import { multipart } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const db = app.ctx.db;
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const open: ClientSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const ledgerSums = () => rows<{ currency: string; cents: number }>(sql`select currency, sum(amount_cents)::int as cents from ledger_entries group by currency order by currency`);

/** A demo player who played a finished tournament solo (their team carries their nickname) and one they played against. */
let player: { id: string; nickName: string; email: string; tournamentId: string };
let opponent: { id: string; nickName: string; email: string };

beforeAll(async () => {
  expect((await seedDemo(t)).seeded).toBe(true);
  const [found] = await rows<{ id: string; nick_name: string; email: string; tournament_id: string; opponent_id: string }>(sql`
    select u.id, u.nick_name, u.email, r.tournament_id, other_team.captain_id as opponent_id
    from users u
    join teams tm on tm.captain_id = u.id and tm.name = u.nick_name
    join team_registrations r on r.team_id = tm.id
    join tournaments tr on tr.id = r.tournament_id and tr.status = 'FINISHED'
    join match_slots mine on mine.team_registration_id = r.id and mine.result in ('WIN', 'LOSS')
    join match_slots theirs on theirs.match_id = mine.match_id and theirs.slot <> mine.slot
    join team_registrations other_reg on other_reg.id = theirs.team_registration_id
    join teams other_team on other_team.id = other_reg.team_id
    order by u.nick_name limit 1`);
  expect(found, 'the demo has a solo player in a finished tournament').toBeDefined();
  player = { id: found!.id, nickName: found!.nick_name, email: found!.email, tournamentId: found!.tournament_id };
  const [o] = await db.select().from(users).where(eq(users.id, found!.opponent_id));
  opponent = { id: o!.id, nickName: o!.nickName, email: o!.email };

  // Their money, social graph and mail, next to someone else's.
  const [deposit] = await db
    .insert(payments)
    .values({ userId: player.id, kind: 'DEPOSIT', amountCents: 5000, currency: 'EUR', status: 'COMPLETED', provider: 'sandbox' })
    .returning();
  await db.insert(ledgerEntries).values([
    { userId: player.id, paymentId: deposit!.id, amountCents: 5000, currency: 'EUR', kind: 'DEPOSIT' },
    { userId: player.id, amountCents: -1500, currency: 'EUR', kind: 'ENTRY_FEE' },
    { userId: opponent.id, amountCents: 900, currency: 'USD', kind: 'PRIZE' },
  ]);
  await db.insert(follows).values([
    { followerId: player.id, followeeId: opponent.id },
    { followerId: opponent.id, followeeId: player.id },
  ]);
  await db.insert(friendships).values({ requesterId: opponent.id, addresseeId: player.id, status: 'ACCEPTED' });
  await db.insert(tournamentFollows).values({ userId: player.id, tournamentId: player.tournamentId });
  await db.insert(outbox).values([
    { to: player.email, subject: 'Your match starts soon', text: 'code 123456', html: '<p>code 123456</p>', status: 'stored' },
    { to: opponent.email, subject: 'For the opponent only', text: 'x', html: 'x', status: 'stored' },
  ]);
}, 120_000);

const exportOf = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers });

async function socketFor(token: string) {
  const socket: ClientSocket = connectClient(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, disconnected: new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))) };
}

describe('GET /users/me/export', () => {
  it('is everything about the signed-in user, as a download, and nothing private of anyone else', async () => {
    const me = await login(t, player.email, DEMO_PASSWORD);
    const res = await exportOf({ ...WEB, authorization: `Bearer ${me.token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clutch-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = accountExport.parse(res.json());

    expect(data.profile).toMatchObject({ id: player.id, nickName: player.nickName, email: player.email, hasPassword: true });
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(res.body).not.toMatch(/token_?hash|password_?hash|\$argon2/i);
    // The demo community gave the player follows and friends of their own: the export holds exactly the database's.
    const followRows = await db.select().from(follows).where(sql`${follows.followerId} = ${player.id} or ${follows.followeeId} = ${player.id}`);
    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted(data.following.map((f) => f.id))).toEqual(sorted(followRows.filter((f) => f.followerId === player.id).map((f) => f.followeeId)));
    expect(sorted(data.followers.map((f) => f.id))).toEqual(sorted(followRows.filter((f) => f.followeeId === player.id).map((f) => f.followerId)));
    expect(data.following).toContainEqual(expect.objectContaining({ id: opponent.id, nickName: opponent.nickName }));
    expect(data.followers).toContainEqual(expect.objectContaining({ id: opponent.id }));
    const friendshipRows = await db
      .select()
      .from(friendships)
      .where(sql`${friendships.requesterId} = ${player.id} or ${friendships.addresseeId} = ${player.id}`);
    expect(data.friendships).toHaveLength(friendshipRows.length);
    expect(data.friendships).toContainEqual(expect.objectContaining({ with: { id: opponent.id, nickName: opponent.nickName }, requestedByMe: false }));
    expect(data.teams.some((m) => m.name === player.nickName && m.role === 'CAPTAIN')).toBe(true);
    expect(data.registrations.some((r) => r.tournamentId === player.tournamentId)).toBe(true);
    const played = data.matches.filter((m) => m.tournamentId === player.tournamentId && m.status === 'FINISHED');
    expect(played.length).toBeGreaterThan(0);
    for (const m of played) expect(m.sides.filter((s) => s.mine)).toHaveLength(1);
    expect(data.followedTournaments).toContainEqual(expect.objectContaining({ tournamentId: player.tournamentId }));
    expect(data.payments).toEqual([expect.objectContaining({ kind: 'DEPOSIT', amountCents: 5000, currency: 'EUR' })]);
    expect(data.ledger.map((l) => l.amountCents).sort()).toEqual([-1500, 5000]);
    expect(data.balances).toEqual([{ currency: 'EUR', amountCents: 3500 }]);
    expect(data.mails).toEqual([expect.objectContaining({ subject: 'Your match starts soon' })]);
    expect(res.body).not.toContain('123456');

    // No one else's e-mail, prize or mail, although the opponent appears by name throughout.
    const others = await rows<{ email: string }>(sql`select email from users where id <> ${player.id}`);
    expect(others.length).toBeGreaterThan(10);
    for (const { email } of others) expect(res.body).not.toContain(email);
    expect(res.body).not.toContain('For the opponent only');
    expect(data.ledger.some((l) => l.currency === 'USD')).toBe(false);
  });

  it('is refused to a visitor with 401', async () => {
    const res = await exportOf(WEB);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('deleting an account', () => {
  it('anonymises the player everywhere, ends their sessions and sockets, and leaves results and the books whole', async () => {
    const me = await login(t, player.nickName, DEMO_PASSWORD);
    const auth = { ...WEB, authorization: `Bearer ${me.token}` };
    const other = await login(t, player.email, DEMO_PASSWORD);
    const live = await socketFor(other.token);
    const sumsBefore = await ledgerSums();
    const matchesBefore = (await app.inject({ url: `/api/v1/matches/tournament/${player.tournamentId}` })).body;
    const rankingBefore = await app.inject({ url: `/api/v1/tournaments/${player.tournamentId}/ranking` });
    expect(matchesBefore).toContain(JSON.stringify(player.nickName));

    // An image of theirs that nothing shows any more goes with the account.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } }).png().toBuffer();
    const form = multipart({}, { name: 'me.png', type: 'image/png', bytes: png });
    const uploaded = await app.inject({ method: 'POST', url: '/api/v1/uploads/images', headers: { ...auth, ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode).toBe(201);
    const imageUrl = uploaded.json<{ url: string }>().url;

    const res = await app.inject({ method: 'DELETE', url: `/api/v1/users/${player.id}`, headers: auth, payload: { password: DEMO_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, player.id))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.key, imageUrl.replace('/uploads/', '')))).toEqual([]);
    expect((await app.inject({ url: imageUrl })).statusCode).toBe(404);

    expect(await live.disconnected).toBe('io server disconnect');
    expect((await app.inject({ url: '/api/v1/auth/me', headers: auth })).statusCode).toBe(401);
    expect((await exportOf({ ...WEB, authorization: `Bearer ${other.token}` })).statusCode).toBe(401);

    const [row] = await db.select().from(users).where(eq(users.id, player.id));
    const anonymous = row!.nickName;
    expect(anonymous).toMatch(new RegExp(`^${DELETED_PLAYER_NAME} [0-9a-f]{8}$`));
    expect(row).toMatchObject({
      email: `${player.id}@deleted.invalid`,
      passwordHash: null,
      googleId: null,
      bio: null,
      countryCode: null,
      numberPhone: null,
      roles: [],
      deletedAt: expect.any(Date),
    });
    const leftovers = await rows<Record<string, number>>(sql`select
      (select count(*)::int from sessions where user_id = ${player.id}) as sessions,
      (select count(*)::int from follows where follower_id = ${player.id} or followee_id = ${player.id}) as follows,
      (select count(*)::int from friendships where requester_id = ${player.id} or addressee_id = ${player.id}) as friendships,
      (select count(*)::int from tournament_follows where user_id = ${player.id}) as "tournamentFollows",
      (select count(*)::int from outbox where "to" = ${player.email}) as mails,
      (select count(*)::int from teams where lower(name) = lower(${player.nickName})) as "namedTeams",
      (select count(*)::int from ledger_entries where user_id = ${player.id}) as ledger`);
    expect(leftovers[0]).toEqual({ sessions: 0, follows: 0, friendships: 0, tournamentFollows: 0, mails: 0, namedTeams: 0, ledger: 2 });
    expect(await ledgerSums()).toEqual(sumsBefore);

    // The results read the same, under the anonymous name; the profile and the player lists forget them.
    const matchesAfter = (await app.inject({ url: `/api/v1/matches/tournament/${player.tournamentId}` })).body;
    expect(JSON.parse(matchesAfter)).toEqual(JSON.parse(matchesBefore.replaceAll(JSON.stringify(player.nickName), JSON.stringify(anonymous))));
    const rankingAfter = await app.inject({ url: `/api/v1/tournaments/${player.tournamentId}/ranking` });
    expect(rankingAfter.statusCode).toBe(rankingBefore.statusCode);
    expect(rankingAfter.body).not.toContain(JSON.stringify(player.nickName));
    expect((await app.inject({ url: `/api/v1/users/${player.id}` })).statusCode).toBe(404);
    const viewer = await signedInUser(t);
    const search = await app.inject({ url: `/api/v1/users/search/${encodeURIComponent(DELETED_PLAYER_NAME)}`, headers: viewer.auth });
    expect(search.json()).toEqual([]);
    const everyone = await app.inject({ url: '/api/v1/users?limit=100', headers: viewer.auth });
    expect(everyone.json().some((p: { id: string }) => p.id === player.id)).toBe(false);

    // The nickname and e-mail are free for someone new; the old password opens nothing.
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload: { nickname: player.email, password: DEMO_PASSWORD } })).statusCode).toBe(401);
    await register(t, { nickName: player.nickName, email: player.email, password: 'a brand new secret' });
  });

  it('works for an organizer, whose tournaments stay with an anonymous organizer', async () => {
    const [organizer] = await rows<{ id: string; nick_name: string; email: string; tournament_id: string }>(sql`
      select u.id, u.nick_name, u.email, t.id as tournament_id from users u join tournaments t on t.organizer_id = u.id
      where u.deleted_at is null order by t.created_at limit 1`);
    const me = await login(t, organizer!.email, DEMO_PASSWORD);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${organizer!.id}`,
      headers: { ...WEB, authorization: `Bearer ${me.token}` },
      payload: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tournament = await app.inject({ url: `/api/v1/tournaments/${organizer!.tournament_id}` });
    expect(tournament.statusCode).toBe(200);
    expect(tournament.body).toContain(DELETED_PLAYER_NAME);
    expect(tournament.body).not.toContain(JSON.stringify(organizer!.nick_name));
  });
});
