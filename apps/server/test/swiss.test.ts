import type { Match, SwissRounds } from '@clutch/contract/competition';
import { describe, expect, it } from 'vitest';
import { tournamentPrizes } from '../src/db/schema/index.ts';
import { competitionApi, isPlayable, placementsOf, prizesOf, startedTournament, tournamentWithTeams } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');

const swissSettings = { format: 'SWISS', maxTeams: 16, swissRounds: 0, swissTopCut: 0 } as const;
const homeWins = (m: Match) => ({ homeScore: 2, awayScore: m.stage === 'KNOCKOUT' ? 0 : 1 });

async function roundsOf(id: string): Promise<SwissRounds> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/tournaments/${id}/swiss/rounds` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SwissRounds>();
}

/** The organizer enters a result for every playable match of `round` (Swiss stage). */
async function playRound(id: string, round: number, pick: (m: Match) => { homeScore: number; awayScore: number } = homeWins) {
  const playable = (await api.matches(id)).filter((m) => m.stage === 'SWISS' && m.round === round && isPlayable(m));
  for (const m of playable) {
    const res = await api.result(organizer, m.id, pick(m));
    expect(res.statusCode, res.body).toBe(200);
  }
  return playable.length;
}

describe('a 16-team Swiss through the API', () => {
  it('starts with round 1 only, pairs each next round when the last is complete, ranks with the tiebreak figures and places everyone', async () => {
    const { tournament, entries } = await startedTournament(t, organizer, 16, swissSettings);
    await app.ctx.db.insert(tournamentPrizes).values([1, 2].map((position) => ({ tournamentId: tournament.id, position, amountCents: 1000 * (3 - position) })));
    const names = entries.map((e) => e.name);

    let listed = await api.matches(tournament.id);
    expect(listed.every((m) => m.stage === 'SWISS' && m.round === 1)).toBe(true);
    // Round 1: seed 1 meets seed 9 (top half against bottom half).
    expect(listed.find((m) => m.number === 1)!.results.map((r) => r.teamName)).toEqual([names[0], names[8]]);

    // Half a round does not pair the next one.
    const firstHalf = listed.slice(0, 4);
    for (const m of firstHalf) expect((await api.result(organizer, m.id, homeWins(m))).statusCode).toBe(200);
    expect((await api.matches(tournament.id)).some((m) => m.round === 2)).toBe(false);
    await playRound(tournament.id, 1);

    listed = await api.matches(tournament.id);
    const round2 = listed.filter((m) => m.round === 2);
    expect(round2).toHaveLength(8);
    // Winners meet winners: every round-2 pair has equal records.
    const rounds = await roundsOf(tournament.id);
    expect(rounds.totalRounds).toBe(4);
    expect(rounds.rounds.map((r) => r.round)).toEqual([1, 2]);
    expect(rounds.rounds[1]!.scoreGroups).toEqual([
      { points: 3, size: 8 },
      { points: 0, size: 8 },
    ]);
    expect(rounds.rounds[1]!.pairs.every((p) => p.home.points === p.away.points && !p.rematch)).toBe(true);
    expect(rounds.rounds[1]!.pairs.map((p) => p.matchId).sort()).toEqual(round2.map((m) => m.id).sort());
    expect(rounds.rounds[1]!.inputDigest).toMatch(/^[0-9a-f]{64}$/);

    // A draw is a result in a Swiss.
    const drawn = round2[0]!;
    expect((await api.result(organizer, drawn.id, { homeScore: 1, awayScore: 1 })).statusCode).toBe(200);
    await playRound(tournament.id, 2);
    await playRound(tournament.id, 3);
    await playRound(tournament.id, 4);
    expect((await api.matches(tournament.id)).filter(isPlayable)).toEqual([]);
    expect((await api.matches(tournament.id)).some((m) => m.round === 5)).toBe(false);

    const ranking = await api.ranking(tournament.id);
    expect(ranking).toHaveLength(16);
    expect(ranking.map((r) => r.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const row of ranking) {
      expect(row.buchholz).toEqual(expect.any(Number));
      expect(row.medianBuchholz).toEqual(expect.any(Number));
      expect(row.sonnebornBerger).toEqual(expect.any(Number));
      expect(row.opponentMatchWinPct).toEqual(expect.any(Number));
      expect(row.matchesPlayed).toBe(4);
    }
    const totals = ranking.map((r) => r.totalPoints);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    // 31 decided matches (3 + 0) and one draw (1 + 1).
    expect(totals.reduce((a, b) => a + b, 0)).toBe(31 * 3 + 2);

    const finish = await api.finish(organizer, tournament.id);
    expect(finish.statusCode, finish.body).toBe(200);
    const placed = await placementsOf(t, tournament.id);
    expect(placed.map((p) => [p.id, p.placement])).toEqual(ranking.map((r) => [r.teamRegistrationId, r.position]));
    const prizes = await prizesOf(t, tournament.id);
    expect(prizes.map((p) => p.teamRegistrationId)).toEqual([ranking[0]!.teamRegistrationId, ranking[1]!.teamRegistrationId]);
  });

  it('a correction in an earlier round re-pairs the later one and reports what it cleared', async () => {
    const { tournament } = await startedTournament(t, organizer, 8, { ...swissSettings, swissRounds: 3 });
    await playRound(tournament.id, 1);
    await playRound(tournament.id, 2);
    const first = (await api.matches(tournament.id)).find((m) => m.round === 1 && m.number === 1)!;
    const preview = await api.previewOf(organizer, first.id, { homeScore: 0, awayScore: 2 });
    expect(preview.affected.length).toBeGreaterThan(0);
    const res = await api.result(organizer, first.id, { homeScore: 0, awayScore: 2, correction: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await api.matches(tournament.id);
    // Round 2 was re-paired from the corrected table: its results whose pairs changed were dropped, and round 3
    // waits for round 2 again.
    expect(after.filter((m) => m.round === 2).some((m) => m.status !== 'FINISHED')).toBe(true);
    expect(after.some((m) => m.round === 3)).toBe(false);
    const audit = await api.auditOf(organizer, tournament.id);
    expect(audit.find((e) => e.action === 'CORRECTED')!.affectedMatchIds.length).toBeGreaterThan(0);
  });

  it('a top cut of 4 sends the Swiss leaders to a knockout whose places come first', async () => {
    const { tournament } = await startedTournament(t, organizer, 8, { ...swissSettings, swissRounds: 3, swissTopCut: 4 });
    for (let round = 1; round <= 3; round += 1) await playRound(tournament.id, round);
    const ranking = await api.ranking(tournament.id);
    const knockout = (await api.matches(tournament.id)).filter((m) => m.stage === 'KNOCKOUT');
    expect(knockout).toHaveLength(3);
    const semis = knockout.filter((m) => m.round === 1);
    expect(semis.flatMap((m) => m.results.map((r) => r.teamRegistrationId)).sort()).toEqual(ranking.slice(0, 4).map((r) => r.teamRegistrationId).sort());
    expect((await api.finish(organizer, tournament.id)).json()).toMatchObject({ code: 'NOT_FINISHED' });
    for (let guard = 0; guard < 3; guard += 1) {
      const next = (await api.matches(tournament.id)).find(isPlayable);
      if (!next) break;
      expect((await api.result(organizer, next.id, homeWins(next))).statusCode).toBe(200);
    }
    expect((await api.finish(organizer, tournament.id)).statusCode).toBe(200);
    const placed = await placementsOf(t, tournament.id);
    const topFour = new Set(ranking.slice(0, 4).map((r) => r.teamRegistrationId));
    expect(placed.filter((p) => p.placement! <= 4).every((p) => topFour.has(p.id))).toBe(true);
    expect(placed.filter((p) => p.placement! > 4).map((p) => p.id)).toEqual(ranking.slice(4).map((r) => r.teamRegistrationId));
  });

  it('refuses to start a Swiss with more rounds than its teams can play, with a clear answer', async () => {
    const { tournament } = await tournamentWithTeams(t, organizer, 4, { ...swissSettings, swissRounds: 5 });
    const res = await api.start(organizer, tournament.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SWISS_TOO_MANY_ROUNDS' });
  });

  it('shows no rounds before the start, and answers NOT_SWISS for another format', async () => {
    const { tournament } = await tournamentWithTeams(t, organizer, 4, { ...swissSettings, swissRounds: 2 });
    expect(await roundsOf(tournament.id)).toMatchObject({ totalRounds: 2, topCut: 0, rounds: [] });
    const { tournament: league } = await tournamentWithTeams(t, organizer, 2, { format: 'LEAGUE_TABLE' });
    const res = await app.inject({ method: 'GET', url: `/api/v1/tournaments/${league.id}/swiss/rounds` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_SWISS' });
  });
});
