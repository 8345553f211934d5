import type { Match, TeamRegistration } from '@clutch/contract/competition';
import type { RankingRow, Tournament, TournamentPage } from '@clutch/contract/tournaments';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { DEMO_EXTRA_PLAYERS } from '../src/db/seed/demo-players.ts';
import { DEMO_TOURNAMENTS } from '../src/db/seed/demo-tournaments.ts';
import { login, ROOMY_LIMITS } from './account-helpers.ts';
import { seedDemo } from './competition-fixtures.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const { seeded, ms } = await seedDemo(t);
const get = <T>(url: string, headers: Record<string, string> = {}) => app.inject({ url, headers }).then((r) => r.json<T>());
const count = async (query: ReturnType<typeof sql>) => ((await app.ctx.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('demo competitions seed', () => {
  it('seeds every demo tournament, in every status, quickly', async () => {
    expect(seeded).toBe(true);
    console.warn(`demo seed (accounts + competitions, argon2 hash included): ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(15_000);
    const byStatus = (await app.ctx.db.execute(sql`select status, count(*)::int as n from tournaments group by status`)) as unknown as {
      rows: { status: string; n: number }[];
    };
    const expected: Record<string, number> = {};
    for (const d of DEMO_TOURNAMENTS) expected[d.status] = (expected[d.status] ?? 0) + 1;
    expect(Object.fromEntries(byStatus.rows.map((r) => [r.status, r.n]))).toEqual(expected);
    expect(Object.keys(expected).sort()).toEqual(['CANCELLED', 'DRAFT', 'FINISHED', 'IN_PROGRESS', 'OPEN_FOR_REGISTRATION']);
    expect(DEMO_TOURNAMENTS.length).toBeGreaterThanOrEqual(28);
    expect(new Set(DEMO_TOURNAMENTS.map((d) => d.format)).size).toBe(3);
    expect(new Set(DEMO_TOURNAMENTS.map((d) => d.currency))).toEqual(new Set(['USD', 'EUR', 'BRL', 'AOA']));
  });

  it('adds verified extra players who can sign in with the demo password', async () => {
    expect(DEMO_EXTRA_PLAYERS[0]!.nickName).toBe('ace_raptor');
    const { user } = await login(t, DEMO_EXTRA_PLAYERS[10]!.email, DEMO_PASSWORD);
    expect(user).toMatchObject({ nickName: DEMO_EXTRA_PLAYERS[10]!.nickName, userVerified: true });
  });

  it('gives every tab of a finished league_and_knockout tournament data', async () => {
    const page = await get<TournamentPage>('/api/v1/tournaments?status=FINISHED&pageSize=50');
    const dota = page.items.find((x) => x.name === 'Roshan Pit Classic')!;
    expect(dota).toMatchObject({ tournamentFormat: 'league_and_knockout', registeredTeams: 8, currency: 'USD', entryFee: 20 });
    expect(dota.urlPhotos.length).toBeGreaterThanOrEqual(3);
    expect(dota.prizes.map((p) => p.amount)).toEqual([4000, 2000, 1000]);
    const matches = await get<Match[]>(`/api/v1/matches/tournament/${dota.id}`);
    expect(matches.every((m) => m.status === 'FINISHED' && m.results.every((r) => r.score !== null && r.teamRegistrationId))).toBe(true);
    expect(matches.filter((m) => m.stage === 'GROUP')).toHaveLength(12);
    const knockout = matches.filter((m) => m.stage === 'KNOCKOUT');
    expect(knockout.map((m) => [m.round, m.details])).toEqual([
      [1, 'Semifinal · Best of 3'],
      [1, 'Semifinal · Best of 3'],
      [2, 'Final · Best of 5'],
    ]);
    // Winners advance: the final's sides are the semifinals' winners.
    const semiWinners = knockout.slice(0, 2).map((m) => m.results.find((r) => r.result === 'WIN')!.teamRegistrationId);
    expect(knockout[2]!.results.map((r) => r.teamRegistrationId)).toEqual(semiWinners);
    const ranking = await get<RankingRow[]>(`/api/v1/tournaments/${dota.id}/ranking`);
    expect(ranking.map((r) => `${r.group}${r.position}`)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4']);
    expect(ranking.every((r) => r.matchesPlayed === 3)).toBe(true);
    // The playoffs took the top two of each group.
    const top2 = ranking.filter((r) => r.position <= 2).map((r) => r.teamRegistrationId);
    expect(knockout.slice(0, 2).flatMap((m) => m.results.map((r) => r.teamRegistrationId)).sort()).toEqual(top2.sort());
    const registrations = await get<TeamRegistration[]>(`/api/v1/team-registrations/tournaments/${dota.id}`);
    expect(registrations.filter((r) => r.requestStatus === 'ACCEPTED')).toHaveLength(8);
    expect(registrations.some((r) => r.requestStatus === 'REJECTED')).toBe(true);
  });

  it('has an open tournament with accepted, pending, rejected and cancelled registrations', async () => {
    const page = await get<TournamentPage>('/api/v1/tournaments?fallback=true&pageSize=50');
    expect(page.appliedStatus).toBe('OPEN_FOR_REGISTRATION');
    const lisbon = page.items.find((x) => x.name === 'Lisbon LAN Masters')!;
    const statuses = new Set((await get<TeamRegistration[]>(`/api/v1/team-registrations/tournaments/${lisbon.id}`)).map((r) => r.requestStatus));
    expect(statuses).toEqual(new Set(['ACCEPTED', 'PENDING', 'REJECTED', 'CANCELLED']));
    expect(lisbon).toMatchObject({ location: 'Lisbon, Portugal', discordUrl: expect.stringContaining('discord.gg'), videoStreamingUrl: expect.stringContaining('twitch.tv') });
    expect(new Date(lisbon.registrationEndDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('has live league tables and a live match in progress tournaments', async () => {
    const page = await get<TournamentPage>('/api/v1/tournaments?status=IN_PROGRESS&pageSize=50');
    const league = page.items.find((x) => x.name === 'Clutch Pro League Season 4')!;
    const matches = await get<Match[]>(`/api/v1/matches/tournament/${league.id}`);
    const statuses = new Set(matches.map((m) => m.status));
    expect(statuses).toEqual(new Set(['FINISHED', 'IN_PROGRESS', 'SCHEDULED']));
    expect(matches.filter((m) => m.status !== 'FINISHED').every((m) => m.results.every((r) => r.score === null))).toBe(true);
    const ranking = await get<RankingRow[]>(`/api/v1/tournaments/${league.id}/ranking`);
    expect(ranking).toHaveLength(8);
    const finished = matches.filter((m) => m.status === 'FINISHED').length;
    expect(ranking.reduce((s, r) => s + r.matchesPlayed, 0)).toBe(2 * finished);
    const bracket = page.items.find((x) => x.name === 'Champions Road São Paulo')!;
    const ko = await get<Match[]>(`/api/v1/matches/tournament/${bracket.id}`);
    expect(ko.some((m) => m.results.some((r) => r.teamRegistrationId === null && r.teamName === 'TBD'))).toBe(true);
  });

  it('keeps drafts to their organizers and lets nova follow and organize some', async () => {
    const nova = DEMO_ACCOUNTS.players[0];
    const { token, user } = await login(t, nova.email, DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const own = await get<Tournament[]>(`/api/v1/tournaments/organizer?organizerId=${user.id}`, auth);
    expect(own.map((x) => x.status).sort()).toEqual(['DRAFT', 'FINISHED', 'OPEN_FOR_REGISTRATION']);
    const seenByOthers = await get<Tournament[]>(`/api/v1/tournaments/organizer?organizerId=${user.id}`);
    expect(seenByOthers.map((x) => x.status)).not.toContain('DRAFT');
    const followed = await get<Tournament[]>('/api/v1/tournaments/followed', auth);
    expect(followed.length).toBeGreaterThanOrEqual(5);
    expect(followed.every((x) => x.following)).toBe(true);
    expect(await count(sql`select count(*)::int as n from team_members m join users u on u.id = m.user_id where u.nick_name = 'nova'`)).toBeGreaterThan(2);
  });

  it('is deterministic apart from the clock: stable ids for the same tournaments', async () => {
    const ids = (await app.ctx.db.execute(sql`select id from tournaments where name = 'Lisbon LAN Masters'`)) as unknown as { rows: { id: string }[] };
    const { createPrng } = await import('../src/lib/prng.ts');
    expect(ids.rows[0]!.id).toBe(createPrng('cs2:Lisbon LAN Masters').uuid());
  });

  it('enters every player of a running registration as a participant, with fees that match the tournament', async () => {
    const mismatched = await count(sql`
      select count(*)::int as n from team_registrations r join tournaments t on t.id = r.tournament_id
      where r.fee_cents <> t.entry_fee_cents or r.currency <> t.currency
         or (t.entry_fee_cents = 0) <> (r.payment_status = 'NOT_REQUIRED')
         or (r.request_status = 'ACCEPTED' and t.entry_fee_cents > 0 and r.payment_status <> 'PAID')`);
    expect(mismatched).toBe(0);
    const missing = await count(sql`
      select count(*)::int as n from team_registrations r join team_members m on m.team_id = r.team_id
      where r.request_status in ('ACCEPTED', 'PENDING') and m.invite_status <> 'REJECTED'
        and not exists (select 1 from tournament_participants p where p.team_registration_id = r.id and p.user_id = m.user_id)`);
    expect(missing).toBe(0);
    const stale = await count(sql`
      select count(*)::int as n from tournament_participants p join team_registrations r on r.id = p.team_registration_id
      where r.request_status not in ('ACCEPTED', 'PENDING')`);
    expect(stale).toBe(0);
    const mirrored = await count(sql`
      select count(*)::int as n from team_members m join team_registrations r on r.team_id = m.team_id where m.payment_status <> r.payment_status`);
    expect(mirrored).toBe(0);
  });

  it('leaves nova a few pending team invites', async () => {
    const { token, user } = await login(t, 'nova', DEMO_PASSWORD);
    const res = await app.inject({ url: `/api/v1/team-invites/user/${user.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const pending = res.json<{ status: string; team: { organizationStatus: string } }[]>().filter((i) => i.status === 'PENDING');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((i) => ['PENDING', 'ACCEPTED'].includes(i.team.organizationStatus))).toBe(true);
  });
});
