import { describe, expect, it } from 'vitest';
import { applyResult, createCompetition, isComplete, listMatches, placements, roundExplanations, standings } from '../engine.ts';
import { awayWins, entrantIds, homeWins, playOut, settingsFor } from '../test-support.ts';
import { EngineError, type EngineMatch, type EngineState } from '../types.ts';
import { pairRound, type PairingEntrant } from './pairing.ts';
import type { SwissRecord } from './records.ts';
import { swissRanking } from './tiebreakers.ts';

const swiss = (overrides = {}) => settingsFor({ format: 'SWISS', ...overrides });
const pairsOf = (matches: EngineMatch[], round: number) =>
  matches.filter((m) => m.stage === 'SWISS' && m.round === round && !m.bye).map((m) => m.sides.map((s) => s.entrantId));
const entrant = (id: string, seed: number, points: number, opponents: string[] = [], hadBye = false): PairingEntrant => ({
  id,
  seed,
  points,
  opponents: new Set(opponents),
  hadBye,
});

async function playRound(state: EngineState, round: number, pick: (m: EngineMatch) => typeof homeWins = () => homeWins) {
  let current = state;
  for (const m of listMatches(state).filter((x) => x.stage === 'SWISS' && x.round === round && x.status === 'READY')) {
    current = (await applyResult(current, m.engineId, pick(m))).state;
  }
  return current;
}

describe('Swiss pairing', () => {
  it('round 1 pairs the top half against the bottom half by seed', async () => {
    const { matches } = await createCompetition(swiss(), entrantIds(8));
    expect(pairsOf(matches, 1)).toEqual([
      ['t001', 't005'],
      ['t002', 't006'],
      ['t003', 't007'],
      ['t004', 't008'],
    ]);
  });

  it('an odd field gives the bye to the lowest-ranked entrant without one, never twice', async () => {
    let { state } = await createCompetition(swiss({ swissRounds: 4 }), entrantIds(5));
    const byeOf = (round: number) => listMatches(state).find((m) => m.round === round && m.bye)!.sides[0].entrantId;
    expect(byeOf(1)).toBe('t005');
    const bye = listMatches(state).find((m) => m.bye)!;
    expect(bye.status).toBe('FINISHED');
    expect(bye.sides[0].result).toBe('WIN');
    state = await playRound(state, 1);
    // After round 1 t005 (bye, 3 points) is not the lowest; the lowest-ranked loser without a bye is t004.
    expect(byeOf(2)).toBe('t004');
    state = await playRound(state, 2);
    state = await playRound(state, 3);
    state = await playRound(state, 4);
    const byes = listMatches(state).filter((m) => m.bye).map((m) => m.sides[0].entrantId);
    expect(new Set(byes).size).toBe(4);
  });

  it('the next round is paired as soon as the current one is complete, winners against winners', async () => {
    let { state } = await createCompetition(swiss(), entrantIds(8));
    expect(listMatches(state).every((m) => m.round === 1)).toBe(true);
    const first = listMatches(state)[0]!;
    state = (await applyResult(state, first.engineId, homeWins)).state;
    expect(listMatches(state).some((m) => m.round === 2)).toBe(false);
    state = await playRound(state, 1);
    // Winners t001..t004 (3 points) split in halves, then the losers.
    expect(pairsOf(listMatches(state), 2)).toEqual([
      ['t001', 't003'],
      ['t002', 't004'],
      ['t005', 't007'],
      ['t006', 't008'],
    ]);
  });

  it('draws are allowed and score the draw points', async () => {
    let { state } = await createCompetition(swiss({ points: { win: 3, draw: 1, loss: 0 } }), entrantIds(4));
    state = await playRound(state, 1, () => ({ homeScore: 1, awayScore: 1 }));
    expect(standings(state).map((r) => r.totalPoints)).toEqual([1, 1, 1, 1]);
  });

  it('a forfeit counts as a loss for the side that forfeited', async () => {
    let { state } = await createCompetition(swiss(), entrantIds(4));
    state = await playRound(state, 1, () => ({ forfeit: 1 }));
    const rows = standings(state);
    expect(rows.find((r) => r.teamRegistrationId === 't001')).toMatchObject({ losses: 1, totalPoints: 0 });
    expect(rows.find((r) => r.teamRegistrationId === 't003')).toMatchObject({ wins: 1, totalPoints: 3 });
  });

  it('moves away from an ideal opponent already met, and says so', () => {
    // a and c (the ideal pair of the 3-point group) already met: a plays b, c plays d instead.
    const pairing = pairRound(3, [entrant('a', 0, 3, ['c']), entrant('b', 1, 3), entrant('c', 2, 3, ['a']), entrant('d', 3, 3)]);
    expect(pairing.pairs).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(pairing.explanation.rematchesAvoided).toBe(1);
    expect(pairing.explanation.rematchesForced).toBe(0);
    expect(pairing.explanation.pairs[0]).toMatchObject({ idealOpponentId: 'c', idealSkippedBecause: 'ALREADY_MET' });
  });

  it('takes a rematch only when every pairing needs one', () => {
    // Four entrants where a met everyone: one rematch is unavoidable, and only one.
    const pairing = pairRound(4, [entrant('a', 0, 9, ['b', 'c', 'd']), entrant('b', 1, 6, ['a']), entrant('c', 2, 3, ['a']), entrant('d', 3, 0, ['a'])]);
    expect(pairing.explanation.rematchesForced).toBe(1);
    const pairs = pairing.pairs.map((p) => p.join());
    expect(pairs).toContain('a,b');
    expect(pairs).toContain('c,d');
  });

  it('keeps the field pairable: the bye moves up when the lowest-ranked one would force a rematch', () => {
    // e (lowest) has no bye, but with e out a has met everyone left; with d out, a meets e for the first time.
    const pairing = pairRound(2, [
      entrant('a', 0, 3, ['b', 'c', 'd']),
      entrant('b', 1, 3, ['a']),
      entrant('c', 2, 3, ['a']),
      entrant('d', 3, 0, ['a']),
      entrant('e', 4, 0),
    ]);
    expect(pairing.explanation.rematchesForced).toBe(0);
    expect(pairing.byeId).toBe('d');
    expect(pairing.pairs).toContainEqual(['a', 'e']);
    expect(pairing.explanation.byeReason).toBe('AVOIDS_REMATCH');
  });

  it('floats the lowest of an odd score group down and explains the float', () => {
    const pairing = pairRound(2, [entrant('a', 0, 3), entrant('b', 1, 3), entrant('c', 2, 3), entrant('d', 3, 0)]);
    expect(pairing.pairs).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(pairing.explanation.floaters).toBe(1);
    expect(pairing.explanation.pairs[1]).toMatchObject({ floater: true, homePoints: 3, awayPoints: 0 });
  });

  it('is deterministic: the same inputs give the same pairs and digest', () => {
    const field = () => entrantIds(9).map((id, i) => entrant(id, i, (i * 7) % 3));
    const a = pairRound(3, field());
    const b = pairRound(3, field().reverse());
    expect(b.pairs).toEqual(a.pairs);
    expect(b.explanation.inputDigest).toBe(a.explanation.inputDigest);
  });
});

describe('Swiss tiebreakers', () => {
  const record = (id: string, seed: number, points: number, games: SwissRecord['games']): SwissRecord => ({
    id,
    seed,
    points,
    wins: games.filter((g) => g.outcome === 'WIN').length,
    draws: games.filter((g) => g.outcome === 'DRAW').length,
    losses: games.filter((g) => g.outcome === 'LOSS').length,
    byes: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    games,
  });
  // x and y both 3 points; x beat w (0 points), y beat z (6 points) but lost to x... set up so orders differ.
  const records = new Map<string, SwissRecord>([
    ['x', record('x', 1, 3, [{ opponentId: 'y', outcome: 'WIN' }, { opponentId: 'z', outcome: 'LOSS' }])],
    ['y', record('y', 0, 3, [{ opponentId: 'x', outcome: 'LOSS' }, { opponentId: 'w', outcome: 'WIN' }])],
    ['z', record('z', 2, 6, [{ opponentId: 'x', outcome: 'WIN' }, { opponentId: 'w', outcome: 'WIN' }])],
    ['w', record('w', 3, 0, [{ opponentId: 'z', outcome: 'LOSS' }, { opponentId: 'y', outcome: 'LOSS' }])],
  ]);
  const rule = { win: 3, draw: 1, loss: 0 };

  it('orders by points, then the tiebreakers in the organizer order', () => {
    // Buchholz: x met y (3) + z (6) = 9; y met x (3) + w (0) = 3. Head-to-head: x beat y. Seed: y is seed 0.
    expect(swissRanking(records, ['BUCHHOLZ'], rule)).toEqual(['z', 'x', 'y', 'w']);
    expect(swissRanking(records, ['HEAD_TO_HEAD'], rule)).toEqual(['z', 'x', 'y', 'w']);
    expect(swissRanking(records, ['SEED', 'BUCHHOLZ'], rule)).toEqual(['z', 'y', 'x', 'w']);
    expect(swissRanking(records, [], rule)).toEqual(['z', 'y', 'x', 'w']);
  });

  it('ranking rows carry every figure', async () => {
    const { state } = await createCompetition(swiss(), entrantIds(4));
    const done = await playOut(state);
    const rows = standings(done);
    for (const row of rows) {
      expect(row).toHaveProperty('buchholz');
      expect(row).toHaveProperty('medianBuchholz');
      expect(row).toHaveProperty('sonnebornBerger');
      expect(row).toHaveProperty('opponentMatchWinPct');
    }
  });
});

describe('Swiss structure', () => {
  it('refuses more rounds than the field can play and a top cut larger than the field', async () => {
    await expect(createCompetition(swiss({ swissRounds: 4 }), entrantIds(4))).rejects.toMatchObject({ code: 'TOO_MANY_ROUNDS' });
    await expect(createCompetition(swiss({ swissTopCut: 8 }), entrantIds(6))).rejects.toBeInstanceOf(EngineError);
  });

  it('plays ⌈log2 n⌉ rounds by default and places by the final ranking', async () => {
    const { state } = await createCompetition(swiss(), entrantIds(6));
    const done = await playOut(state);
    expect(Math.max(...listMatches(done).map((m) => m.round))).toBe(3);
    const rows = standings(done);
    expect(placements(done)).toEqual(rows.map((r) => ({ entrantId: r.teamRegistrationId, placement: r.position })));
  });

  it('a top cut seeds a knockout from the Swiss ranking, whose places come first', async () => {
    let { state } = await createCompetition(swiss({ swissRounds: 3, swissTopCut: 4 }), entrantIds(8));
    for (let round = 1; round <= 3; round += 1) state = await playRound(state, round);
    const knockout = listMatches(state).filter((m) => m.stage === 'KNOCKOUT');
    expect(knockout).toHaveLength(3);
    const top = standings(state).slice(0, 4).map((r) => r.teamRegistrationId);
    expect(knockout[0]!.sides.map((s) => s.entrantId)).toEqual([top[0], top[3]]);
    expect(isComplete(state)).toBe(false);
    const done = await playOut(state, () => awayWins);
    const placed = placements(done);
    expect(placed.slice(0, 4).map((p) => p.entrantId).sort()).toEqual([...top].sort());
    expect(placed.map((p) => p.placement)).toEqual([1, 2, 3, 3, 5, 6, 7, 8]);
  });

  it('explains every round it paired', async () => {
    let { state } = await createCompetition(swiss(), entrantIds(8));
    state = await playRound(state, 1);
    const explained = roundExplanations(state);
    expect(explained.map((r) => r.round)).toEqual([1, 2]);
    expect(explained[1]!.scoreGroups).toEqual([
      { points: 3, size: 4 },
      { points: 0, size: 4 },
    ]);
    expect(explained[1]!.pairs.map((p) => [p.homeId, p.awayId])).toEqual(pairsOf(listMatches(state), 2));
  });
});
