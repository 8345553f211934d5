import { describe, expect, it } from 'vitest';
import { applyResult, createCompetition, isComplete, listMatches, placements, standings } from './engine.ts';
import { entrantIds, entrantsOf, playOut, settingsFor } from './test-support.ts';
import type { EngineMatch, EngineResult, EngineState } from './types.ts';

const league = (leagueRounds: 1 | 2 = 1) => settingsFor({ format: 'LEAGUE_TABLE', leagueRounds });
const pairKey = (m: EngineMatch) => [...entrantsOf(m)].sort().join('-');

/** Applies `results` (home id, home score, away score, away id) to the league matches between those teams. */
async function report(state: EngineState, results: [string, number, number, string][]) {
  let current = state;
  for (const [home, homeScore, awayScore, away] of results) {
    const match = listMatches(current).find((m) => m.status === 'READY' && pairKey(m) === [home, away].sort().join('-'))!;
    const flipped = match.sides[0].entrantId !== home;
    const result: EngineResult = flipped ? { homeScore: awayScore, awayScore: homeScore } : { homeScore, awayScore };
    current = (await applyResult(current, match.engineId, result)).state;
  }
  return current;
}

describe('round robin', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 12])('single, %i entrants: every pair meets exactly once', async (count) => {
    const { matches } = await createCompetition(league(1), entrantIds(count));
    expect(matches.every((m) => m.stage === 'LEAGUE' && m.bracket === null && m.group === null && !m.bye && m.status === 'READY')).toBe(true);
    const pairs = matches.map(pairKey);
    expect(pairs).toHaveLength((count * (count - 1)) / 2);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it.each([3, 4, 5, 8])('double, %i entrants: every pair meets twice with home and away swapped', async (count) => {
    const { matches } = await createCompetition(league(2), entrantIds(count));
    expect(matches).toHaveLength(count * (count - 1));
    const homeAway = matches.map((m) => entrantsOf(m).join('>'));
    expect(new Set(homeAway).size).toBe(homeAway.length);
    for (const m of matches) expect(homeAway).toContain([...entrantsOf(m)].reverse().join('>'));
  });

  it.each([3, 5, 7, 9])('odd count %i: each round has (n−1)/2 matches and each entrant rests exactly once per cycle', async (count) => {
    const ids = entrantIds(count);
    const { matches } = await createCompetition(league(1), ids);
    const rounds = new Map<number, EngineMatch[]>();
    for (const m of matches) rounds.set(m.round, [...(rounds.get(m.round) ?? []), m]);
    expect(rounds.size).toBe(count);
    const rests = new Map(ids.map((id) => [id, 0]));
    for (const inRound of rounds.values()) {
      expect(inRound).toHaveLength((count - 1) / 2);
      const playing = new Set(inRound.flatMap(entrantsOf));
      expect(playing.size).toBe(count - 1);
      for (const id of ids) if (!playing.has(id)) rests.set(id, rests.get(id)! + 1);
    }
    expect([...rests.values()].every((n) => n === 1)).toBe(true);
  });

  it('draws are allowed and score the draw points', async () => {
    const { state } = await createCompetition(settingsFor({ format: 'LEAGUE_TABLE', points: { win: 2, draw: 1, loss: 0 } }), ['a', 'b']);
    const done = await report(state, [['a', 1, 1, 'b']]);
    expect(listMatches(done)[0]!.sides.map((s) => s.result)).toEqual(['DRAW', 'DRAW']);
    expect(standings(done).map((r) => [r.teamRegistrationId, r.draws, r.totalPoints])).toEqual([
      ['a', 1, 1],
      ['b', 1, 1],
    ]);
  });

  it('ranks on points, then goal difference, then goals for, then head-to-head, and places in table order', async () => {
    const { state } = await createCompetition(league(1), ['a', 'b', 'c', 'd']);
    const done = await report(state, [
      ['a', 3, 0, 'd'],
      ['a', 0, 1, 'b'],
      ['a', 1, 0, 'c'],
      ['b', 0, 2, 'c'], // b and c end on 4 points and 2 goals for each: goal difference decides
      ['b', 1, 1, 'd'],
      ['c', 0, 0, 'd'],
    ]);
    expect(isComplete(done)).toBe(true);
    const rows = standings(done);
    expect(rows.map((r) => [r.position, r.teamRegistrationId, r.totalPoints, r.goalDifference, r.goalsFor])).toEqual([
      [1, 'a', 6, 3, 4],
      [2, 'c', 4, 1, 2],
      [3, 'b', 4, -1, 2],
      [4, 'd', 2, -3, 1],
    ]);
    expect(placements(done)).toEqual(rows.map((r) => ({ entrantId: r.teamRegistrationId, placement: r.position })));
  });

  it('separates teams level on points by goal difference, and level on points, GD and GF by head-to-head', async () => {
    const { state } = await createCompetition(league(1), ['a', 'b', 'c']);
    const done = await report(state, [
      ['a', 2, 0, 'c'],
      ['b', 1, 0, 'a'],
      ['c', 2, 1, 'b'],
    ]);
    // a: 3 pts GD +1 GF 2; b: 3 pts GD 0 GF 2; c: 3 pts GD −1 GF 2 → goal difference decides.
    expect(standings(done).map((r) => r.teamRegistrationId)).toEqual(['a', 'b', 'c']);

    const { state: second } = await createCompetition(league(1), ['x', 'y', 'z', 'w']);
    const h2h = await report(second, [
      ['y', 1, 0, 'x'], // y beat x head-to-head
      ['x', 1, 0, 'z'],
      ['x', 1, 0, 'w'],
      ['y', 0, 1, 'z'],
      ['y', 1, 0, 'w'],
      ['z', 0, 1, 'w'],
    ]);
    // x and y: 6 pts, GD +2, GF 2 each — y won their match.
    const rows = standings(h2h);
    expect(rows.slice(0, 2).map((r) => [r.teamRegistrationId, r.totalPoints, r.goalDifference, r.goalsFor])).toEqual([
      ['y', 6, 1, 2],
      ['x', 6, 1, 2],
    ]);
  });

  it('a forfeit counts as a 1–0 win for the other side', async () => {
    const { state, matches } = await createCompetition(league(1), ['a', 'b']);
    const forfeiting = matches[0]!.sides[0].entrantId!;
    const done = (await applyResult(state, matches[0]!.engineId, { forfeit: 1 })).state;
    const rows = standings(done);
    expect(rows.find((r) => r.teamRegistrationId === forfeiting)).toMatchObject({ losses: 1, goalsFor: 0, goalsAgainst: 1, totalPoints: 0 });
    expect(rows[0]).toMatchObject({ wins: 1, totalPoints: 3 });
  });

  it('a played-out league lists every entrant once in the placements', async () => {
    const ids = entrantIds(6);
    const done = await playOut((await createCompetition(league(2), ids)).state);
    expect(placements(done).map((p) => p.placement)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(placements(done).map((p) => p.entrantId).sort()).toEqual(ids);
  });
});
