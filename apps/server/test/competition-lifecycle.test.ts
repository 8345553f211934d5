import type { Match } from '@clutch/contract/competition';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionStates, matches, teamRegistrations, tournamentParticipants, tournamentPrizes, tournaments } from '../src/db/schema/index.ts';
import { START_REJECTION_REASON } from '../src/modules/competition/lifecycle.service.ts';
import { HOUR } from './account-helpers.ts';
import { insertMatch, insertRegisteredTeam } from './competition-fixtures.ts';
import { competitionApi, isPlayable, placementsOf, playOut, prizesOf, startedTournament, tournamentWithTeams } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { jobsNamed } from './job-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'other');
/** The registrations whose refund was sent as a job (payments.refund-registration). */
const refundsSent = async () => (await jobsNamed(t, 'payments.refund-registration')).map((j) => j.data.registrationId);

const statusOf = async (id: string) => (await app.ctx.db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!;
const matchRows = (id: string) => app.ctx.db.select().from(matches).where(eq(matches.tournamentId, id));
const homeWins = (m: Match) => ({ homeScore: 2, awayScore: m.stage === 'KNOCKOUT' ? 0 : 1 });

describe('POST /tournaments/:id/start', () => {
  it("is the organizer's alone: 401 signed out, 403 for anyone else, 404 on someone else's draft", async () => {
    const { tournament } = await tournamentWithTeams(t, organizer, 2, { format: 'KNOCKOUT' });
    expect((await api.start(null, tournament.id)).statusCode).toBe(401);
    const other = await api.start(stranger, tournament.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    const { tournament: draft } = await tournamentWithTeams(t, organizer, 0, { status: 'DRAFT' });
    expect((await api.start(stranger, draft.id)).statusCode).toBe(404);
    expect((await api.start(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await statusOf(tournament.id)).status).toBe('OPEN_FOR_REGISTRATION');
    expect(await matchRows(tournament.id)).toEqual([]);
  });

  it('answers 409 ILLEGAL_TRANSITION unless the tournament is open for registration', async () => {
    for (const status of ['DRAFT', 'IN_PROGRESS', 'FINISHED', 'CANCELLED']) {
      const { tournament } = await tournamentWithTeams(t, organizer, 2, { status, format: 'KNOCKOUT' });
      const res = await api.start(organizer, tournament.id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: `A ${status.replaceAll('_', ' ').toLowerCase()} tournament cannot be started.` });
    }
    const { tournament } = await startedTournament(t, organizer, 2, { format: 'KNOCKOUT' });
    expect((await api.start(organizer, tournament.id)).json()).toMatchObject({ code: 'ILLEGAL_TRANSITION' });
  });

  it('needs minTeams accepted teams (409 NOT_ENOUGH_TEAMS) and then changes nothing', async () => {
    const { tournament } = await tournamentWithTeams(t, organizer, 3, { format: 'KNOCKOUT', minTeams: 4 });
    const captain = await quickUser(t, 'late');
    const { registration } = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: captain.user.id, name: 'Latecomers', requestStatus: 'PENDING' });
    const res = await api.start(organizer, tournament.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'NOT_ENOUGH_TEAMS', message: 'At least 4 accepted teams are needed to start.' });
    expect((await statusOf(tournament.id)).status).toBe('OPEN_FOR_REGISTRATION');
    const [pending] = await app.ctx.db.select().from(teamRegistrations).where(eq(teamRegistrations.id, registration.id));
    expect(pending!.requestStatus).toBe('PENDING');
    expect(await matchRows(tournament.id)).toEqual([]);
  });

  it('turns pending registrations away (a paid one is refunded), seeds the accepted ones and builds every match at once', async () => {
    const startAt = new Date(Date.now() + 2 * HOUR);
    const { tournament, entries } = await tournamentWithTeams(t, organizer, 4, {
      format: 'KNOCKOUT',
      thirdPlaceMatch: true,
      defaultBestOf: 3,
      location: 'Lisbon, Portugal',
      startAt,
      endAt: new Date(startAt.getTime() + 8 * HOUR),
    });
    // The organizer seeded D first and C second; A and B follow by registration time.
    const [a, b, c, d] = entries;
    await app.ctx.db.update(teamRegistrations).set({ seed: 1 }).where(eq(teamRegistrations.id, d!.registrationId));
    await app.ctx.db.update(teamRegistrations).set({ seed: 2 }).where(eq(teamRegistrations.id, c!.registrationId));
    const paidCaptain = await quickUser(t, 'paid');
    const paid = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: paidCaptain.user.id, name: 'Paid But Pending', requestStatus: 'PENDING' });
    await app.ctx.db.update(teamRegistrations).set({ paymentStatus: 'PAID', feeCents: 1000 }).where(eq(teamRegistrations.id, paid.registration.id));
    await app.ctx.db.insert(tournamentParticipants).values({ tournamentId: tournament.id, userId: paidCaptain.user.id, teamRegistrationId: paid.registration.id });
    const unpaidCaptain = await quickUser(t, 'unpaid');
    const unpaid = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: unpaidCaptain.user.id, name: 'Unpaid', requestStatus: 'PENDING' });

    const res = await api.start(organizer, tournament.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ tournamentId: tournament.id, status: 'IN_PROGRESS', matchesCreated: 4 });

    const row = await statusOf(tournament.id);
    expect(row.status).toBe('IN_PROGRESS');
    expect(row.startedAt).not.toBeNull();
    for (const reg of [paid.registration, unpaid.registration]) {
      const [after] = await app.ctx.db.select().from(teamRegistrations).where(eq(teamRegistrations.id, reg.id));
      expect(after).toMatchObject({ requestStatus: 'REJECTED', rejectionReason: START_REJECTION_REASON });
    }
    expect(START_REJECTION_REASON).toBe('The tournament started before this registration was accepted.');
    expect(await refundsSent()).toContain(paid.registration.id);
    expect(await refundsSent()).not.toContain(unpaid.registration.id);
    expect(await app.ctx.db.select().from(tournamentParticipants).where(eq(tournamentParticipants.teamRegistrationId, paid.registration.id))).toEqual([]);
    expect(await app.ctx.db.select().from(competitionStates).where(eq(competitionStates.tournamentId, tournament.id))).toHaveLength(1);

    const list = await api.matches(tournament.id);
    expect(list.map((m) => [m.bracket, m.round, m.number, m.status])).toEqual([
      ['WINNERS', 1, 1, 'SCHEDULED'],
      ['WINNERS', 1, 2, 'SCHEDULED'],
      ['WINNERS', 2, 1, 'SCHEDULED'],
      ['THIRD_PLACE', 1, 1, 'SCHEDULED'],
    ]);
    // Seed 1 (D) meets seed 4 (B), seed 2 (C) meets seed 3 (A).
    expect(list[0]!.results.map((r) => r.teamName)).toEqual([d!.name, b!.name]);
    expect(list[1]!.results.map((r) => r.teamName)).toEqual([c!.name, a!.name]);
    expect(list[2]!.results.map((r) => r.teamName)).toEqual(['TBD', 'TBD']);
    expect(list.every((m) => m.bestOf === 3 && m.stage === 'KNOCKOUT' && !m.bye && m.pendingReport === null)).toBe(true);

    const rows = await matchRows(tournament.id);
    expect(rows.every((m) => /^[A-Z2-7]{8}$/.test(m.roomCode!) && m.region === 'EU West' && m.engineId !== null)).toBe(true);
    expect(new Set(rows.map((m) => m.roomCode)).size).toBe(4);
    const at = (bracket: string, round: number) => rows.find((m) => m.bracket === bracket && m.round === round)!.scheduledAt!.getTime();
    expect(at('WINNERS', 1)).toBe(startAt.getTime());
    expect(at('WINNERS', 2)).toBeGreaterThan(startAt.getTime());
    expect(at('THIRD_PLACE', 1)).toBe(at('WINNERS', 2));
  });

  it('seeds a double elimination with byes, which are finished without being played', async () => {
    const { tournament } = await startedTournament(t, organizer, 5, { format: 'KNOCKOUT', bracketType: 'DOUBLE_ELIMINATION', timeZone: 'America/Sao_Paulo' });
    const list = await api.matches(tournament.id);
    expect(new Set(list.map((m) => m.bracket))).toEqual(new Set(['WINNERS', 'LOSERS', 'GRAND_FINAL']));
    const byes = list.filter((m) => m.bye);
    expect(byes.length).toBeGreaterThan(0);
    expect(byes.filter((m) => m.bracket === 'WINNERS').every((m) => m.status === 'FINISHED')).toBe(true);
    expect((await matchRows(tournament.id)).every((m) => m.region === 'SA East')).toBe(true);
    for (const body of [{ homeScore: 1, awayScore: 0 }, { homeScore: 1, awayScore: 0, correction: true }]) {
      const res = await api.result(organizer, byes[0]!.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'MATCH_IS_BYE', message: 'A bye is not played, so it has no result.' });
    }
  });
});

describe('POST /tournaments/:id/finish', () => {
  it("is the organizer's alone and needs every match decided (409 NOT_FINISHED)", async () => {
    const { tournament } = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT' });
    expect((await api.finish(null, tournament.id)).statusCode).toBe(401);
    expect((await api.finish(stranger, tournament.id)).json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    const early = await api.finish(organizer, tournament.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'NOT_FINISHED', message: 'Every match needs a result before the tournament can finish.' });
    expect((await statusOf(tournament.id)).status).toBe('IN_PROGRESS');
  });

  it('answers 409 ILLEGAL_TRANSITION unless the tournament is in progress', async () => {
    for (const status of ['DRAFT', 'OPEN_FOR_REGISTRATION', 'FINISHED', 'CANCELLED']) {
      const { tournament } = await tournamentWithTeams(t, organizer, 2, { status });
      const res = await api.finish(organizer, tournament.id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    }
  });
});

describe('played through the API to the finish', () => {
  it('without a third-place match the semifinal losers share 3rd: its prize is split between them', async () => {
    const { tournament, entries } = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT', thirdPlaceMatch: false });
    await app.ctx.db.insert(tournamentPrizes).values([
      { tournamentId: tournament.id, position: 1, amountCents: 10_000 },
      { tournamentId: tournament.id, position: 3, amountCents: 3_001 },
    ]);
    await playOut(t, organizer, tournament.id, homeWins);
    expect((await api.finish(organizer, tournament.id)).statusCode).toBe(200);
    const [a, , c, d] = entries.map((e) => e.registrationId);
    expect((await placementsOf(t, tournament.id)).filter((p) => p.placement === 3).map((p) => p.id).sort()).toEqual([c, d].sort());
    const prizes = await prizesOf(t, tournament.id);
    expect(prizes.map((p) => [p.position, p.amountCents])).toEqual([
      [1, 10_000],
      [3, 1_501],
      [4, 1_500],
    ]);
    expect(prizes[0]!.teamRegistrationId).toBe(a);
    expect(new Set(prizes.slice(1).map((p) => p.teamRegistrationId))).toEqual(new Set([c, d]));
    expect(prizes[2]!.description).toBe('Share of a place held jointly');
  });

  it('a knockout of four: placements 1-4 and the prizes tied to the placed teams', async () => {
    const { tournament, entries } = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT', thirdPlaceMatch: true });
    await app.ctx.db.insert(tournamentPrizes).values([1, 2, 3, 5].map((position) => ({ tournamentId: tournament.id, position, amountCents: 1000 * (6 - position) })));
    await playOut(t, organizer, tournament.id, homeWins);
    expect((await api.matches(tournament.id)).filter(isPlayable)).toEqual([]);

    const res = await api.finish(organizer, tournament.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ tournamentId: tournament.id, status: 'FINISHED' });
    const row = await statusOf(tournament.id);
    expect(row.status).toBe('FINISHED');
    expect(row.finishedAt).not.toBeNull();

    // Seeds by registration time: A-D, B-C in the semis; home wins: A beats D, B beats C, A beats B, and in the
    // third-place match the first semi's loser (D, home) beats C.
    const [a, b, c, d] = entries.map((e) => e.registrationId);
    expect(await placementsOf(t, tournament.id)).toEqual([
      { id: a, placement: 1 },
      { id: b, placement: 2 },
      { id: d, placement: 3 },
      { id: c, placement: 4 },
    ]);
    const prizes = await prizesOf(t, tournament.id);
    expect(prizes.map((p) => [p.position, p.teamRegistrationId, p.status])).toEqual([
      [1, a, 'PENDING'],
      [2, b, 'PENDING'],
      [3, d, 'PENDING'],
      [5, null, 'PENDING'],
    ]);
    expect(await api.ranking(tournament.id)).toEqual([]);
    expect((await api.finish(organizer, tournament.id)).json()).toMatchObject({ code: 'ILLEGAL_TRANSITION' });
  });

  it('a league of three: a real table with the tournament’s points, and placements from it', async () => {
    const { tournament, entries } = await startedTournament(t, organizer, 3, { format: 'LEAGUE_TABLE', pointsWin: 2, pointsDraw: 1, pointsLoss: 0 });
    await app.ctx.db.insert(tournamentPrizes).values({ tournamentId: tournament.id, position: 1, amountCents: 5000 });
    const [a, b, c] = entries;
    // A beats B 2-0 and draws C 1-1; B beats C 2-1 (whichever side is home).
    const goals: Record<string, number> = {
      [`${a!.registrationId}>${b!.registrationId}`]: 2,
      [`${b!.registrationId}>${a!.registrationId}`]: 0,
      [`${a!.registrationId}>${c!.registrationId}`]: 1,
      [`${c!.registrationId}>${a!.registrationId}`]: 1,
      [`${b!.registrationId}>${c!.registrationId}`]: 2,
      [`${c!.registrationId}>${b!.registrationId}`]: 1,
    };
    const scoreFor = (m: Match) => {
      const [home, away] = m.results.map((r) => r.teamRegistrationId);
      return { homeScore: goals[`${home}>${away}`]!, awayScore: goals[`${away}>${home}`]! };
    };
    const before = await api.ranking(tournament.id);
    expect(before).toHaveLength(3);
    expect(before.every((r) => r.matchesPlayed === 0 && r.totalPoints === 0)).toBe(true);
    await playOut(t, organizer, tournament.id, scoreFor);

    const table = await api.ranking(tournament.id);
    expect(table.map((r) => [r.position, r.teamName, r.matchesPlayed, r.wins, r.draws, r.losses, r.goalsFor, r.goalsAgainst, r.goalDifference, r.totalPoints, r.group])).toEqual([
      [1, a!.name, 2, 1, 1, 0, 3, 1, 2, 3, null],
      [2, b!.name, 2, 1, 0, 1, 2, 3, -1, 2, null],
      [3, c!.name, 2, 0, 1, 1, 2, 3, -1, 1, null],
    ]);
    expect((await api.finish(organizer, tournament.id)).statusCode).toBe(200);
    const placed = await placementsOf(t, tournament.id);
    expect(placed).toEqual([
      { id: a!.registrationId, placement: 1 },
      { id: b!.registrationId, placement: 2 },
      { id: c!.registrationId, placement: 3 },
    ]);
    expect((await prizesOf(t, tournament.id)).map((p) => p.teamRegistrationId)).toEqual([a!.registrationId]);
  });

  it('groups then a knockout: the knockout is written, scheduled after the groups, once the last group match is in', async () => {
    const { tournament } = await startedTournament(t, organizer, 8, { format: 'league_and_knockout', groupCount: 2, advancePerGroup: 2 });
    const groups = await api.matches(tournament.id);
    expect(new Set(groups.map((m) => m.stage))).toEqual(new Set(['GROUP']));
    expect(new Set(groups.map((m) => m.group))).toEqual(new Set(['A', 'B']));
    const table = await api.ranking(tournament.id);
    expect(table.filter((r) => r.group === 'A')).toHaveLength(4);
    expect(table.filter((r) => r.group === 'B')).toHaveLength(4);

    // Every group match but the last: still no knockout.
    const [last, ...rest] = groups.filter(isPlayable).reverse();
    for (const m of rest) expect((await api.result(organizer, m.id, { homeScore: 2, awayScore: 1 })).statusCode).toBe(200);
    expect((await api.matches(tournament.id)).some((m) => m.stage === 'KNOCKOUT')).toBe(false);
    const res = await api.result(organizer, last!.id, { homeScore: 1, awayScore: 1 });
    expect(res.statusCode, res.body).toBe(200);

    const knockout = (await api.matches(tournament.id)).filter((m) => m.stage === 'KNOCKOUT');
    expect(knockout.length).toBeGreaterThanOrEqual(3);
    const semis = knockout.filter((m) => m.round === 1);
    expect(semis.every(isPlayable)).toBe(true);
    const lastGroupStart = Math.max(...groups.map((m) => Date.parse(m.starteDate!)));
    expect(knockout.every((m) => Date.parse(m.starteDate!) > lastGroupStart)).toBe(true);
    const rows = await matchRows(tournament.id);
    expect(rows.filter((m) => m.stage === 'KNOCKOUT').every((m) => /^[A-Z2-7]{8}$/.test(m.roomCode!) && m.region !== null)).toBe(true);

    await playOut(t, organizer, tournament.id, homeWins);
    expect((await api.finish(organizer, tournament.id)).statusCode).toBe(200);
    const placed = await placementsOf(t, tournament.id);
    expect(placed.every((p) => p.placement !== null)).toBe(true);
    expect(placed.filter((p) => p.placement === 1)).toHaveLength(1);
  });

  it('keeps the ranking of tournaments whose matches were made without the engine', async () => {
    const { tournament, entries } = await tournamentWithTeams(t, organizer, 2, { status: 'IN_PROGRESS', format: 'LEAGUE_TABLE' });
    await insertMatch(t, { tournamentId: tournament.id, home: entries[0]!.registrationId, away: entries[1]!.registrationId, score: [2, 2] });
    const table = await api.ranking(tournament.id);
    expect(table.map((r) => [r.teamName, r.matchesPlayed, r.draws, r.totalPoints])).toEqual([
      [entries[0]!.name, 1, 1, 1],
      [entries[1]!.name, 1, 1, 1],
    ]);
    const [match] = await matchRows(tournament.id);
    for (const correction of [true, false]) {
      const res = await api.result(organizer, match!.id, { homeScore: 1, awayScore: 0, correction });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MATCH_READ_ONLY' });
    }
    expect((await api.finish(organizer, tournament.id)).json()).toMatchObject({ code: 'MATCH_READ_ONLY' });
  });
});
