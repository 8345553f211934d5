import type { Match } from '@clutch/contract/competition';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchReports } from '../src/db/schema/index.ts';
import { createReportSweep } from '../src/modules/competition/report-sweep.ts';
import { MINUTE, testClock } from './account-helpers.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { recipientsOf } from './notification-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now } });
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'other');

/** 8 teams in 2 lobbies of 4, one game each, no final; 10-6-3-1 and 1 per elimination; reports due in 10 minutes. */
const battleRoyale = {
  format: 'FREE_FOR_ALL',
  ffaLobbySize: 4,
  ffaGames: 1,
  ffaPlacementPoints: [10, 6, 3, 1],
  ffaPointsPerKill: 1,
  ffaFinalSize: 0,
  ffaPreset: 'CUSTOM',
  reportConfirmMinutes: 10,
};

/** Every side of the game placed by `place(slot)`, with `slot - 1` eliminations. */
const placed = (m: Match, place = (slot: number) => slot) => ({
  placements: m.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: place(r.slot), kills: r.slot - 1 })),
});

async function lobbies() {
  const started = await startedTournament(t, organizer, 8, battleRoyale);
  const [first, second] = await api.matches(started.tournament.id);
  const captain = (m: Match, slot: number) => started.captainOf(m.results.find((r) => r.slot === slot)!.teamRegistrationId)!;
  return { ...started, first: first!, second: second!, captain };
}

const viewOf = async (tournamentId: string, matchId: string) => (await api.matches(tournamentId)).find((m) => m.id === matchId)!;
const reportRow = async (id: string) => (await t.app.ctx.db.select().from(matchReports).where(eq(matchReports.id, id)))[0]!;

describe("a captain's report of a lobby game", () => {
  it('waits for the organizer, who confirms it by entering its placements: the leaderboard moves and the audit names the reporter', async () => {
    const { tournament, first, captain } = await lobbies();
    // The last in slot order wins: the reported finish is not the slot order.
    const body = placed(first, (slot) => 5 - slot);
    const report = await api.reported(captain(first, 3), first.id, body);
    expect(report).toMatchObject({ status: 'PENDING', reportedBySlot: 3, autoAcceptAt: null, homeScore: null, awayScore: null, forfeit: null });
    expect(report.placements).toEqual([...body.placements].sort((a, b) => a.place - b.place));
    expect(await recipientsOf(t, 'result_reported', `result_reported:${report.id}`)).toEqual([organizer.user.id]);

    const pending = await viewOf(tournament.id, first.id);
    expect(pending.status).toBe('SCHEDULED');
    expect(pending.pendingReport).toEqual(report);
    expect((await api.ranking(tournament.id)).every((r) => r.totalPoints === 0)).toBe(true);

    // Another captain of the lobby cannot confirm a many-sided result.
    const other = await api.confirm(captain(first, 1), report.id);
    expect(other.statusCode).toBe(403);

    const confirmed = await api.result(organizer, first.id, body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Match>()).toMatchObject({ status: 'FINISHED', pendingReport: null });
    expect((await reportRow(report.id)).status).toBe('CONFIRMED');
    const winner = first.results.find((r) => r.slot === 4)!;
    const [top] = await api.ranking(tournament.id);
    expect(top).toMatchObject({ teamName: winner.teamName, totalPoints: 13 });
    const [entry, reported] = await api.auditOf(organizer, tournament.id);
    expect(entry).toMatchObject({ action: 'CONFIRMED', actor: { id: organizer.user.id }, matchId: first.id, note: `Confirmed the placements reported by ${captain(first, 3).nickName}.` });
    expect(reported).toMatchObject({ action: 'REPORTED', actor: { id: captain(first, 3).user.id }, after: { placements: report.placements } });
  });

  it("a second captain's report replaces the first; the organizer's own placements decide over it", async () => {
    const { tournament, first, captain } = await lobbies();
    const earlier = await api.reported(captain(first, 1), first.id, placed(first));
    const later = await api.reported(captain(first, 2), first.id, placed(first, (slot) => (slot === 1 ? 2 : slot === 2 ? 1 : slot)));
    expect((await reportRow(earlier.id)).status).toBe('SUPERSEDED');
    expect((await viewOf(tournament.id, first.id)).pendingReport?.id).toBe(later.id);

    const decided = await api.result(organizer, first.id, placed(first));
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await reportRow(later.id)).status).toBe('RESOLVED');
    const [entry] = await api.auditOf(organizer, tournament.id);
    expect(entry).toMatchObject({ action: 'RESOLVED', note: 'Decided over a pending report of placements for 4 entrants.' });
  });

  it("is refused to anyone but a captain of the game's entrants (403) and for placements that do not fit the game (400)", async () => {
    const { tournament, first, second, captain } = await lobbies();
    const body = placed(first);
    expect((await api.report(null, first.id, body)).statusCode).toBe(401);
    const outsider = await api.report(stranger, first.id, body);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ code: 'NOT_MATCH_CAPTAIN' });
    const otherLobby = await api.report(captain(second, 1), first.id, body);
    expect(otherLobby.statusCode).toBe(403);
    expect(otherLobby.json()).toMatchObject({ code: 'NOT_MATCH_CAPTAIN' });
    expect((await api.report(organizer, first.id, body)).statusCode).toBe(403);

    const me = captain(first, 1);
    const missing = await api.report(me, first.id, { placements: body.placements.slice(0, 3) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_PLACEMENTS' });
    const twice = await api.report(me, first.id, { placements: body.placements.map((p) => ({ ...p, place: 1 })) });
    expect(twice.statusCode).toBe(400);
    const negative = await api.report(me, first.id, { placements: body.placements.map((p) => ({ ...p, kills: -1 })) });
    expect(negative.statusCode).toBe(400);
    const strangerEntrant = second.results[0]!.teamRegistrationId!;
    const foreign = await api.report(me, first.id, { placements: body.placements.map((p, i) => (i === 3 ? { ...p, teamRegistrationId: strangerEntrant } : p)) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'INVALID_PLACEMENTS' });
    const scores = await api.report(me, first.id, { homeScore: 1, awayScore: 0 });
    expect(scores.statusCode).toBe(400);

    expect((await viewOf(tournament.id, first.id)).pendingReport).toBeNull();
  });

  it('is never auto-accepted: neither a read nor the sweep past reportConfirmMinutes applies it', async () => {
    const { tournament, first, captain } = await lobbies();
    const report = await api.reported(captain(first, 2), first.id, placed(first));
    clock.advance(60 * MINUTE);
    const sweep = createReportSweep(t.app.ctx, t.app.log);
    await sweep.runOnce();
    const view = await viewOf(tournament.id, first.id);
    expect(view.status).toBe('SCHEDULED');
    expect(view.pendingReport?.id).toBe(report.id);
    expect((await reportRow(report.id)).status).toBe('PENDING');
  });
});
