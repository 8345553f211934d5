import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { targetUnits } from '@clutch/contract/organizer';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payments, stories, targets, users, type UserRow } from '../src/db/schema/index.ts';
import { resourceRoles, roleCheckOf, type ResourceKind, type ResourceRole } from '../src/modules/access/resource-roles.ts';
import { levelOf, publicScope, registerAccessControl, type Access, type DeclaredRoute } from '../src/plugins/access.ts';
import { ROOMY_LIMITS } from './account-helpers.ts';
import { competitionApi, isPlayable, startedTournament, tournamentWithTeams } from './competition-play.ts';
import { createdTeam, quickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

// A built web client, so the SPA's static routes are in the table too.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-authz-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Clutch</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'void 0;');

const t = await createTestApp({ env: { ...ROOMY_LIMITS, RATE_LIMIT_MAX: '100000', WEB_DIST_DIR: webDist } });
const { app } = t;
const db = app.ctx.db;
const table = app.authorizationTable();

// The world: O organizes a paid tournament in progress; A and A2 captain its first match's teams; A's own team
// invites C; A has a payment, a customer id and a story; O's organization has a target. B is verified and holds
// nothing; U holds nothing and is not verified.
const O = await quickUser(t, 'org');
const { tournament, entries, captainOf } = await startedTournament(t, O, 2, { entryFeeCents: 500, currency: 'USD' });
const match = (await competitionApi(t).matches(tournament.id)).find(isPlayable)!;
const A = captainOf(match.results[0]!.teamRegistrationId)!;
const A2 = captainOf(match.results[1]!.teamRegistrationId)!;
const entryOfA = entries.find((e) => e.captain === A)!;
const report = await competitionApi(t).reported(A, match.id, { homeScore: 1, awayScore: 0 });
const C = await quickUser(t, 'invitee');
const invitingTeam = await createdTeam(t, A, { members: [C] });
const invite = invitingTeam.members.find((m) => m.user.id === C.user.id)!;
const [payment] = await db.insert(payments).values({ userId: A.user.id, kind: 'DEPOSIT', amountCents: 1000, currency: 'USD', provider: 'sandbox' }).returning();
await db.update(users).set({ stripeCustomerId: 'cus_authz_a' }).where(eq(users.id, A.user.id));
const [target] = await db
  .insert(targets)
  .values({ organizationId: O.user.id, createdBy: O.user.id, title: 'Reach 100 players', targetValue: 100, unit: targetUnits[0] })
  .returning();
// A asked C to be friends and follows C.
const friendRequest = await app.inject({ method: 'POST', url: `/api/v1/friendships/request/${C.user.id}`, headers: A.auth });
const follow = await app.inject({ method: 'POST', url: `/api/v1/follows/${C.user.id}`, headers: A.auth });
const [story] = await db
  .insert(stories)
  .values({ userId: A.user.id, type: 'TEXT', text: 'gg', expiresAt: new Date(Date.now() + 60 * 60_000) })
  .returning();
const B = await quickUser(t, 'stranger');
const U = await quickUser(t, 'unverified', { verified: false });

const ids: Record<ResourceKind, string> = {
  tournament: tournament.id,
  match: match.id,
  report: report.id,
  registration: entryOfA.registrationId,
  team: entryOfA.teamId,
  invite: invite.id,
  payment: payment!.id,
  target: target!.id,
  story: story!.id,
  user: A.user.id,
  customer: 'cus_authz_a',
  friendship: friendRequest.json<{ id: string }>().id,
  follow: follow.json<{ id: string }>().id,
};
/** Who holds each role on the resource above; B for a role anyone may take. A role without a holder fails the suite. */
const holders: Record<string, typeof A> = {
  'tournament.organizer': O,
  'tournament.entrant': B,
  'match.organizer': O,
  'match.captain': A,
  'report.captain': A2,
  'registration.organizer': O,
  'registration.captain': A,
  'team.captain': A,
  'team.member': A,
  'team.player': A,
  'invite.invitee': C,
  'invite.party': A,
  'payment.owner': A,
  'target.editor': O,
  'story.author': A,
  'user.self': A,
  'customer.self': A,
  'friendship.addressee': C,
  'friendship.party': A,
  'follow.follower': A,
};

const ruleOf = (access: Access) => (typeof access === 'object' && access.of !== undefined ? (access as ResourceRole) : null);
const keyOf = (rule: ResourceRole) => `${rule.of}.${rule.role}`;
const label = (r: DeclaredRoute) => `${r.method} ${r.url}`;
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0] as UserRow;

/** A concrete URL for a route: the declared resource's id where the rule reads it, plausible values elsewhere. */
function urlOf(route: DeclaredRoute) {
  const rule = route.access ? ruleOf(route.access) : null;
  const defaults: Record<string, string> = {
    id: ids.tournament,
    tournamentId: ids.tournament,
    teamId: ids.team,
    userId: A.user.id,
    customerId: ids.customer,
    position: '1',
    status: 'PENDING',
    // Chat routes: the tournament's own room (the service decides per room; every chat route needs a session).
    kind: 'tournament',
    subjectId: ids.tournament,
    roomId: ids.tournament,
    messageId: ids.tournament,
  };
  return route.url
    .replace(/:(\w+)/g, (_m, name: string) => (rule && (rule.param ?? 'id') === name ? ids[rule.of] : (defaults[name] ?? 'x')))
    .replace(/\*/g, 'x');
}

const inject = (route: DeclaredRoute, headers: Record<string, string>) =>
  app.inject({ method: route.method as 'GET', url: urlOf(route), headers, ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: {} }) });

const signedInRoutes = table.filter((r) => r.access !== undefined && levelOf(r.access) !== 'visitor' && levelOf(r.access) !== 'machine');
const rolesOnRoutes = new Map(table.flatMap((r) => (r.access && ruleOf(r.access) ? [[keyOf(ruleOf(r.access)!), ruleOf(r.access)!] as const] : [])));

describe('the authorization table', () => {
  it('has a declaration for every route Fastify registered, ours and the plugins’ (API docs, uploads, the SPA)', () => {
    const undeclared = table.filter((r) => r.access === undefined).map(label);
    expect(undeclared).toEqual([]);
    const urls = table.map((r) => r.url);
    for (const expected of ['/api/docs', '/uploads/*', '/assets/app.js', '/healthz', '/api/v1/teams/:id', '/api/v1/stripe/webhook', '/embed/*', '/overlay/*']) {
      expect(urls).toContain(expected);
    }
    expect(table.length).toBeGreaterThan(100);
  });

  it('opens the embed and overlay pages to visitors: a site framing them carries no session', async () => {
    for (const url of ['/embed/*', '/overlay/*']) {
      expect(table.find((r) => r.method === 'GET' && r.url === url)?.access, url).toBe('visitor');
      const res = await app.inject({ url: url.replace('*', `tournaments/${tournament.id}`) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('opens of the chat only the two reads of a spectators’ live chat to visitors, and answers them 401 for any other room', async () => {
    const chatForVisitors = table.filter((r) => r.url.startsWith('/api/v1/chat/') && r.access !== undefined && levelOf(r.access) === 'visitor');
    expect(chatForVisitors.filter((r) => r.method === 'GET').map(label).sort()).toEqual(['GET /api/v1/chat/rooms/:kind/:subjectId', 'GET /api/v1/chat/rooms/:roomId/messages']);
    // The table's own URLs: the tournament's participants' room, and an id that is no room.
    for (const route of chatForVisitors) expect((await inject(route, { ...WEB })).statusCode, label(route)).toBe(401);
    const open = await app.inject({ url: `/api/v1/chat/rooms/spectator/${tournament.id}`, headers: WEB });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ kind: 'spectator', canPost: false, readOnlyReason: 'NOT_SIGNED_IN', canModerate: false });
    const messages = await app.inject({ url: `/api/v1/chat/rooms/${open.json<{ id: string }>().id}/messages`, headers: WEB });
    expect(messages.statusCode, messages.body).toBe(200);
  });

  it('refuses to start with a route that declares nobody, and opens plugin-served routes to visitors only in a public scope', async () => {
    const bare = Fastify();
    registerAccessControl(bare);
    bare.get('/declared', { config: { access: 'visitor' } }, async () => 'ok');
    bare.get('/forgotten', async () => 'ok');
    await expect(bare.ready()).rejects.toThrow('GET /forgotten');

    const scoped = Fastify();
    registerAccessControl(scoped);
    await publicScope(scoped, async (scope) => void scope.get('/plugin-file', async () => 'ok'));
    await scoped.ready();
    expect(scoped.authorizationTable().find((r) => r.url === '/plugin-file')?.access).toBe('visitor');
    await scoped.close();
  });

  it('refuses a plain user on admin routes and lets an admin through', async () => {
    const bare = Fastify();
    bare.decorateRequest('auth', null);
    bare.addHook('onRequest', async (request: FastifyRequest) => {
      const roles = request.headers['x-roles'];
      request.auth = typeof roles === 'string' ? ({ user: { id: 'u', userVerified: true, roles: roles.split(',') } } as unknown as FastifyRequest['auth']) : null;
    });
    registerAccessControl(bare);
    bare.get('/admin', { config: { access: 'admin' } }, async () => 'ok');
    expect((await bare.inject({ url: '/admin' })).statusCode).toBe(401);
    expect((await bare.inject({ url: '/admin', headers: { 'x-roles': 'USER' } })).statusCode).toBe(403);
    expect((await bare.inject({ url: '/admin', headers: { 'x-roles': 'USER,ADMIN' } })).statusCode).toBe(200);
    await bare.close();
  });
});

describe('every route, as each kind of caller', () => {
  it('answers 401 to a visitor on every route that needs a user', async () => {
    const wrong: string[] = [];
    for (const route of signedInRoutes) {
      const res = await inject(route, { ...WEB });
      if (res.statusCode !== 401) wrong.push(`${label(route)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(signedInRoutes.length).toBeGreaterThan(50);
  });

  it('answers ACCOUNT_NOT_VERIFIED to an unverified account on every route that needs a verified e-mail', async () => {
    const verifiedRoutes = table.filter((r) => r.access !== undefined && levelOf(r.access) === 'verified');
    const wrong: string[] = [];
    for (const route of verifiedRoutes) {
      const res = await inject(route, U.auth);
      if (res.statusCode !== 403 || res.json().code !== 'ACCOUNT_NOT_VERIFIED' || !/^Please verify your account to /.test(res.json().message)) {
        wrong.push(`${label(route)} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(verifiedRoutes.length).toBeGreaterThanOrEqual(8);
  });

  it("answers 403 or 404 to another verified user on every route that acts on someone else's resource, and to a plain user on admin routes", async () => {
    const guarded = table.filter((r) => {
      if (!r.access) return false;
      const rule = ruleOf(r.access);
      return levelOf(r.access) === 'admin' || (rule !== null && holders[keyOf(rule)] !== B);
    });
    const wrong: string[] = [];
    for (const route of guarded) {
      const res = await inject(route, B.auth);
      if (res.statusCode !== 403 && res.statusCode !== 404) wrong.push(`${label(route)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    expect(guarded.length).toBeGreaterThan(30);
  });

  it('never lets a machine route through without its signature', async () => {
    for (const route of table.filter((r) => r.access === 'machine')) {
      const res = await inject(route, { 'content-type': 'application/json' });
      expect(res.statusCode, label(route)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label(route)).toBeLessThan(500);
    }
  });
});

describe('resource roles', () => {
  it('are held by their holder and by nobody else on the same real resource', async () => {
    const b = await userRow(B.user.id);
    for (const [key, rule] of rolesOnRoutes) {
      const holder = holders[key];
      expect(holder, `no fixture holds ${key}: add one to \`holders\``).toBeDefined();
      const check = roleCheckOf(rule);
      await expect(check(db, await userRow(holder!.user.id), ids[rule.of]), `${key} for its holder`).resolves.toBeUndefined();
      if (holder === B) continue;
      const refused = await check(db, b, ids[rule.of]).then(() => null, (err: { statusCode?: number }) => err.statusCode);
      expect([403, 404], `${key} for a stranger`).toContain(refused);
    }
  });

  it('cover every rule the hook knows', () => {
    const known = Object.entries(resourceRoles).flatMap(([of, roles]) => Object.keys(roles).map((role) => `${of}.${role}`));
    expect([...rolesOnRoutes.keys()].sort()).toEqual(known.sort());
  });

  it('leave check-in to the session: the entry checked in is the signed-in user’s own (test/check-in.test.ts refuses members and outsiders)', () => {
    for (const method of ['POST', 'DELETE']) {
      expect(table.find((r) => r.method === method && r.url === '/api/v1/tournaments/:id/check-in')?.access, method).toBe('signedIn');
    }
  });

  it("leave match check-in to that match's captains (test/match-check-in.test.ts refuses members, the organizer and outsiders)", () => {
    for (const method of ['POST', 'DELETE']) {
      expect(table.find((r) => r.method === method && r.url === '/api/v1/matches/:id/check-in')?.access, method).toEqual({ level: 'signedIn', of: 'match', role: 'captain' });
    }
  });

  it('let anyone export a public tournament (Open Bracket Format or CSV), and a draft only its organizer: the 404 of the draft itself', async () => {
    const route = table.find((r) => r.method === 'GET' && r.url === '/api/v1/tournaments/:id/export');
    expect(route?.access).toBe('visitor');
    const { tournament: draft } = await tournamentWithTeams(t, O, 0, { status: 'DRAFT' });
    for (const format of ['obf', 'csv']) {
      const exportOf = (id: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/v1/tournaments/${id}/export?format=${format}`, headers });
      expect((await exportOf(tournament.id, { ...WEB })).statusCode, format).toBe(200);
      expect((await exportOf(draft.id, { ...WEB })).statusCode, format).toBe(404);
      expect((await exportOf(draft.id, B.auth)).statusCode, format).toBe(404);
      expect((await exportOf(draft.id, O.auth)).statusCode, format).toBe(200);
    }
  });

  it('show Swiss rounds to anyone, like the bracket: a visitor reaches them without a session', async () => {
    expect(table.find((r) => r.method === 'GET' && r.url === '/api/v1/tournaments/:id/swiss/rounds')?.access).toBe('visitor');
    // This world's tournament is a knockout: a visitor is answered (not asked to sign in) that it is not a Swiss.
    const answer = await app.inject({ method: 'GET', url: `/api/v1/tournaments/${tournament.id}/swiss/rounds` });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'NOT_SWISS' });
  });

  it('let anyone enter a visible tournament, but a paid one only with a verified e-mail', async () => {
    const entrant = roleCheckOf({ of: 'tournament', role: 'entrant' });
    await expect(entrant(db, await userRow(U.user.id), tournament.id)).rejects.toMatchObject({ statusCode: 403, code: 'ACCOUNT_NOT_VERIFIED' });
  });
});
