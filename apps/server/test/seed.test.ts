import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { DEMO_CHAT } from '../src/db/seed/demo-chat.ts';
import { DEMO_COMMUNITY } from '../src/db/seed/demo-community.ts';
import { DEMO_EXTRA_PLAYERS } from '../src/db/seed/demo-players.ts';
import { DEMO_TOURNAMENTS } from '../src/db/seed/demo-tournaments.ts';
import { demoAdminPassword } from '../src/db/seed/demo-admin-password.ts';
import { seedDemoIfEmpty } from '../src/db/seed/seed.ts';
import { countUsers } from '../src/modules/users/users.repository.ts';
import { login, ROOMY_LIMITS } from './account-helpers.ts';
import { syncGames } from './competition-fixtures.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const silent = { info: () => {} };
/** What the first seeding logged (this database has no games catalogue). */
const logged: string[] = [];

const counts = async (db: Executor) =>
  ((await db.execute(sql`select (select count(*)::int from tournaments) as tournaments, (select count(*)::int from matches) as matches,
      (select count(*)::int from competition_states) as states`)) as unknown as { rows: { tournaments: number; matches: number; states: number }[] }).rows[0]!;

describe('demo seed', () => {
  it('creates the demo accounts (and the players of the demo tournaments) on an empty database, then does nothing', async () => {
    const accounts = ALL_DEMO_ACCOUNTS.length + DEMO_EXTRA_PLAYERS.length;
    expect(await seedDemoIfEmpty(app.ctx, { info: (msg: string) => logged.push(msg) })).toBe(true);
    expect(await countUsers(app.ctx.db)).toBe(accounts);
    expect(await seedDemoIfEmpty(app.ctx, silent)).toBe(false);
    expect(await countUsers(app.ctx.db)).toBe(accounts);
  });

  it('skips the tournaments of games missing from the catalogue whole: no matches and no competition states, and says which', async () => {
    expect(await counts(app.ctx.db)).toEqual({ tournaments: 0, matches: 0, states: 0 });
    const summary = logged.find((m) => m.startsWith('demo competitions seeded'))!;
    expect(summary).toMatch(/: 0 tournaments, .* 0 matches, /);
    expect(summary).toContain(`skipped for games missing from the catalogue: ${DEMO_TOURNAMENTS[0]!.game}`);
  });

  it('with the catalogue, counts in its log what it wrote: every running and finished tournament built by the engine', async () => {
    const other = await createTestApp({ env: ROOMY_LIMITS });
    try {
      await syncGames(other);
      const lines: string[] = [];
      expect(await seedDemoIfEmpty(other.app.ctx, { info: (msg: string) => lines.push(msg) })).toBe(true);
      const written = await counts(other.app.ctx.db);
      expect(written.tournaments).toBe(DEMO_TOURNAMENTS.length);
      expect(written.states).toBe(DEMO_TOURNAMENTS.filter((d) => d.status === 'IN_PROGRESS' || d.status === 'FINISHED').length);
      expect(written.matches).toBeGreaterThan(100);
      const summary = lines.find((m) => m.startsWith('demo competitions seeded'))!;
      expect(summary).toContain(`: ${written.tournaments} tournaments, `);
      expect(summary).toContain(` ${written.matches} matches, `);
      expect(summary).not.toContain('skipped');

      // The first running cup's chat has its organizer and two of its players talking, readable by a participant.
      const [live] = ((await other.app.ctx.db.execute(
        sql`select t.id, p.user_id from tournaments t join tournament_participants p on p.tournament_id = t.id
            where t.status = 'IN_PROGRESS' order by t.created_at, t.id, p.created_at, p.user_id limit 1`,
      )) as unknown as { rows: { id: string; user_id: string }[] }).rows;
      const [player] = ((await other.app.ctx.db.execute(sql`select nick_name from users where id = ${live!.user_id}`)) as unknown as { rows: { nick_name: string }[] }).rows;
      const auth = { ...WEB, authorization: `Bearer ${(await login(other, player!.nick_name, DEMO_PASSWORD)).token}` };
      const room = (await other.app.inject({ url: `/api/v1/chat/rooms/tournament/${live!.id}`, headers: auth })).json();
      expect(room).toMatchObject({ lastSeq: DEMO_CHAT.tournament.length, canPost: true });
      const page = (await other.app.inject({ url: `/api/v1/chat/rooms/${room.id}/messages`, headers: auth })).json();
      expect(page.items.map((m: { seq: number; text: string }) => [m.seq, m.text])).toEqual(DEMO_CHAT.tournament.map((l, i) => [i + 1, l.text]));
      expect(page.items[0].author.role).toBe('organizer');

      // Its spectators' live chat has people watching and talking, readable by a visitor without a session.
      const liveChat = (await other.app.inject({ url: `/api/v1/chat/rooms/spectator/${live!.id}`, headers: WEB })).json();
      expect(liveChat).toMatchObject({ lastSeq: DEMO_CHAT.spectator.length, canPost: false, readOnlyReason: 'NOT_SIGNED_IN' });
      const watched = (await other.app.inject({ url: `/api/v1/chat/rooms/${liveChat.id}/messages`, headers: WEB })).json();
      expect(watched.items.map((m: { text: string; author: { nickName: string } }) => [m.author.nickName, m.text])).toEqual(DEMO_CHAT.spectator.map((l) => [l.author, l.text]));
    } finally {
      await other.close();
    }
  });

  it('makes every account usable with the demo password', async () => {
    for (const account of ALL_DEMO_ACCOUNTS) {
      const { user } = await login(t, account.email, DEMO_PASSWORD);
      expect(user).toMatchObject({
        nickName: account.nickName,
        email: `${account.nickName}@clutch.gg`,
        bio: account.bio,
        userVerified: account.userVerified,
        roles: account.roles,
      });
      expect(user.country?.id).toBe(account.countryCode);
    }
  });

  it('has one organizer as a plain user, five verified players, one unverified player and one admin', async () => {
    expect(DEMO_ACCOUNTS.organizer).toMatchObject({ nickName: 'organizer', roles: ['USER'], userVerified: true });
    expect(DEMO_ACCOUNTS.players.map((p) => p.nickName)).toEqual(['nova', 'kairo', 'vex', 'lumen', 'drift']);
    expect(DEMO_ACCOUNTS.players.every((p) => p.userVerified)).toBe(true);
    expect(DEMO_ACCOUNTS.unverified).toMatchObject({ nickName: 'rookie', userVerified: false });
    expect(DEMO_ACCOUNTS.admin).toMatchObject({ nickName: 'admin', email: 'admin@clutch.gg' });
    expect(DEMO_ACCOUNTS.admin.roles).toContain('ADMIN');
  });
});

describe('demo community', () => {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  const idOf = async (nickName: string) => (await rowsOf<{ id: string }>(sql`select id from users where nick_name = ${nickName}`))[0]!.id;
  const as = async (nickName: string) => ({ ...WEB, authorization: `Bearer ${(await login(t, nickName, DEMO_PASSWORD)).token}` });
  const socialCounts = () =>
    rowsOf<{ follows: number; friendships: number }>(sql`select (select count(*)::int from follows) as follows, (select count(*)::int from friendships) as friendships`);

  it('gives the demo players a whole profile: country, bio, location and handles', async () => {
    await seedDemoIfEmpty(app.ctx, silent);
    const nova = await app.inject({ url: `/api/v1/users/${await idOf('nova')}` });
    expect(nova.json()).toMatchObject({ country: { id: 'BR' }, location: 'São Paulo, Brazil', discord: 'nova', instagram: 'nova.plays', twitch: 'nova_live', founded: 2019 });
    const wolf = DEMO_EXTRA_PLAYERS.find((p) => p.nickName === 'havoc_wolf')!;
    const havoc = (await app.inject({ url: `/api/v1/users/${await idOf('havoc_wolf')}` })).json();
    expect(havoc).toMatchObject({ bio: wolf.bio, location: wolf.location, discord: 'havoc_wolf', country: { id: wolf.countryCode } });
    for (const p of [...ALL_DEMO_ACCOUNTS.filter((a) => a.roles.length === 1 && a.userVerified && a.nickName !== 'organizer'), ...DEMO_EXTRA_PLAYERS]) {
      expect(p.location, p.nickName).toBeTruthy();
      expect(p.discord, p.nickName).toBeTruthy();
    }
  });

  it("keeps every follower_count exactly the number of the user's followers", async () => {
    const wrong = await rowsOf<{ nick_name: string }>(
      sql`select nick_name from users u where follower_count <> (select count(*) from follows f where f.followee_id = u.id)`,
    );
    expect(wrong).toEqual([]);
    expect((await socialCounts())[0]!.follows).toBeGreaterThan(100);
  });

  it('shows nova friends, two requests waiting for her answer and one of hers waiting, and most followed first', async () => {
    const auth = await as('nova');
    const counts = (await app.inject({ url: '/api/v1/discover/counts', headers: auth })).json();
    expect(counts).toMatchObject({ friends: DEMO_COMMUNITY.novaFriends.length, pendingRequests: 2, players: ALL_DEMO_ACCOUNTS.length + DEMO_EXTRA_PLAYERS.length });
    const nova = await idOf('nova');
    const incoming = await rowsOf<{ nick_name: string }>(
      sql`select u.nick_name from friendships f join users u on u.id = f.requester_id where f.addressee_id = ${nova} and f.status = 'PENDING' order by 1`,
    );
    expect(incoming.map((r) => r.nick_name)).toEqual(['drift', 'havoc_wolf']);
    const outgoing = await rowsOf<{ nick_name: string }>(
      sql`select u.nick_name from friendships f join users u on u.id = f.addressee_id where f.requester_id = ${nova} and f.status = 'PENDING'`,
    );
    expect(outgoing.map((r) => r.nick_name)).toEqual(['frost_orca']);

    const players = (await app.inject({ url: '/api/v1/users?limit=5', headers: auth })).json() as { nickname: string; followers: number; follow: boolean }[];
    expect(players[0]).toMatchObject({ nickname: 'organizer', follow: true });
    expect(players[0]!.followers).toBeGreaterThan(30);
    expect(players.map((p) => p.followers)).toEqual([...players.map((p) => p.followers)].sort((a, b) => b - a));
    const stats = (await app.inject({ url: `/api/v1/users/${nova}/stats` })).json();
    expect(stats).toMatchObject({ friends: DEMO_COMMUNITY.novaFriends.length, following: DEMO_COMMUNITY.novaFollows.length });
    expect(stats.followers).toBeGreaterThanOrEqual(DEMO_COMMUNITY.followedBy.nova!);
  });

  it("fills nova's Messages with a conversation with kairo whose last line waits for her", async () => {
    const auth = await as('nova');
    const inbox = (await app.inject({ url: '/api/v1/chat/conversations', headers: auth })).json();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ peer: { nickName: 'kairo' }, unreadCount: 1, lastMessage: { seq: 3, text: DEMO_CHAT.direct.lines[2].text } });
    expect((await app.inject({ url: '/api/v1/chat/unread-count', headers: auth })).json()).toEqual({ count: 1 });
    // The conversation goes on from where the seed left it.
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/chat/rooms/${inbox[0].roomId}/messages`,
      headers: auth,
      payload: { clientId: '00000000-0000-4000-8000-000000000001', text: 'See you at 9!' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().seq).toBe(4);
  });

  it('has one block between two players other than nova, who then do not see each other and share nothing', async () => {
    const { blocker, blocked } = DEMO_COMMUNITY.block;
    const [blockerId, blockedId] = [await idOf(blocker), await idOf(blocked)];
    const blocks = await rowsOf<{ nick_name: string; blocked_user_ids: string[] | string }>(sql`select nick_name, blocked_user_ids from users where cardinality(blocked_user_ids) > 0`);
    expect(blocks.map((b) => b.nick_name)).toEqual([blocker]);
    expect(String(blocks[0]!.blocked_user_ids)).toContain(blockedId);
    const shared = await rowsOf<{ n: number }>(sql`select
        (select count(*)::int from follows where (follower_id = ${blockerId} and followee_id = ${blockedId}) or (follower_id = ${blockedId} and followee_id = ${blockerId}))
      + (select count(*)::int from friendships where (requester_id = ${blockerId} and addressee_id = ${blockedId}) or (requester_id = ${blockedId} and addressee_id = ${blockerId})) as n`);
    expect(shared[0]!.n).toBe(0);
    const search = async (who: string, term: string) =>
      ((await app.inject({ url: `/api/v1/users/search/${term}`, headers: await as(who) })).json() as { nickname: string }[]).map((p) => p.nickname);
    expect(await search(blocker, blocked)).toEqual([]);
    expect(await search(blocked, blocker)).toEqual([]);
    expect(await search('nova', blocked)).toEqual([blocked]);
  });

  it("fills nova's story feed with fresh stories of the people she follows and befriended, unseen ones first", async () => {
    const nova = await idOf('nova');
    const feed = (await app.inject({ url: `/api/v1/stories/feed/${nova}`, headers: await as('nova') })).json() as {
      userNickname: string;
      type: string;
      viewed: boolean;
      mediaUrl: string | null;
      expiresAt: string;
    }[];
    const authors = [...new Set(feed.map((s) => s.userNickname))];
    expect(authors[0]).toBe('nova');
    expect(authors.at(-1)).toBe('vex');
    expect(authors.sort()).toEqual(DEMO_COMMUNITY.stories.map((s) => s.author).sort());
    expect(feed.filter((s) => s.viewed && s.userNickname !== 'nova').map((s) => s.userNickname)).toEqual(['vex']);
    expect(feed.filter((s) => s.type === 'IMAGE').every((s) => s.mediaUrl?.startsWith('/media/tournaments/'))).toBe(true);
    expect(feed.every((s) => Date.parse(s.expiresAt) > Date.now())).toBe(true);
    const image = await app.inject({ url: feed.find((s) => s.type === 'IMAGE')!.mediaUrl! });
    expect(image.statusCode).toBe(200);
  });

  it("rings nova's bell for the two friend requests waiting for her, in her language, linking to Friends", async () => {
    const auth = await as('nova');
    expect((await app.inject({ url: '/api/v1/notifications/unread-count', headers: auth })).json()).toEqual({ count: 2 });
    const page = (await app.inject({ url: '/api/v1/notifications', headers: auth })).json() as {
      items: { type: string; link: string; actor: { nickName: string } | null; read: boolean }[];
    };
    expect(page.items.map((n) => [n.type, n.link, n.actor?.nickName, n.read]).sort()).toEqual(
      DEMO_COMMUNITY.requestsToNova.map((nick) => ['friend_request', '/app/friends', nick, false]).sort(),
    );
  });

  it('is written once: seeding again adds no friendship or follow', async () => {
    const before = await socialCounts();
    expect(await seedDemoIfEmpty(app.ctx, silent)).toBe(false);
    expect(await socialCounts()).toEqual(before);
  });
});

describe('demo seed at a public address', () => {
  it('gives the demo admin, who can read every reset code in the outbox, its own password; the players keep the README one', async () => {
    expect(demoAdminPassword('http://localhost:3000', '/data')).toBeNull();
    expect(demoAdminPassword('http://127.0.0.1:4100', '/data')).toBeNull();
    const secret = demoAdminPassword('https://cup.example.org', '/data')!;
    expect(secret.file).toBe('/data/demo-admin-password');
    expect(secret.password).not.toBe(DEMO_PASSWORD);
    expect(secret.password.length).toBeGreaterThanOrEqual(20);

    const other = await createTestApp({ env: ROOMY_LIMITS });
    try {
      expect(await seedDemoIfEmpty(other.app.ctx, silent, { adminPassword: secret.password })).toBe(true);
      const attempt = (nickname: string, password: string) =>
        other.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'x-client-type': 'web' }, payload: { nickname, password } });
      expect((await attempt(DEMO_ACCOUNTS.admin.nickName, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await attempt(DEMO_ACCOUNTS.admin.nickName, secret.password)).statusCode).toBe(200);
      expect((await attempt(DEMO_ACCOUNTS.organizer.nickName, DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
