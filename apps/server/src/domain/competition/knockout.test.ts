import { describe, expect, it } from 'vitest';
import { createPrng } from '../../lib/prng.ts';
import { applyResult, createCompetition, isComplete, listMatches, placements, standings } from './engine.ts';
import { awayWins, byId, entrantIds, entrantsOf, homeWins, lossCounts, playOut, randomResult, ready, settingsFor } from './test-support.ts';
import { EngineError } from './types.ts';

const sizes = Array.from({ length: 63 }, (_, i) => i + 3);

describe.each(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'] as const)('%s byes', (bracketType) => {
  it.each(sizes)('%i entrants: everyone is placed, top seeds get the byes, and it completes', async (count) => {
    const seeds = entrantIds(count);
    const { state, matches } = await createCompetition(settingsFor({ bracketType }), seeds);
    const size = 2 ** Math.ceil(Math.log2(count));

    const winnersRound1 = matches.filter((m) => m.bracket === 'WINNERS' && m.round === 1);
    expect(winnersRound1).toHaveLength(size / 2);
    expect(winnersRound1.flatMap(entrantsOf).filter(Boolean).sort()).toEqual([...seeds].sort());
    const byeTakers = winnersRound1.filter((m) => m.bye).map((m) => m.sides.find((s) => s.entrantId)!.entrantId);
    expect(byeTakers.sort()).toEqual(seeds.slice(0, size - count).sort());
    // Byes come only from the first round: winners-bracket round 1, and in the losers bracket the two rounds it
    // feeds (its round 1, where those losers would go, and round 2, where the winners of round 1 would go).
    for (const m of matches.filter((x) => x.bye)) {
      expect([m.bracket, m.round <= (m.bracket === 'LOSERS' ? 2 : 1)]).toEqual([expect.stringMatching(/^(WINNERS|LOSERS)$/), true]);
    }

    const prng = createPrng(`${bracketType}-${count}`);
    const done = await playOut(state, (m) => randomResult(prng, m));
    const final = listMatches(done);
    expect(final.every((m) => m.status === 'FINISHED')).toBe(true);
    const places = placements(done);
    expect(places.map((p) => p.entrantId).sort()).toEqual([...seeds].sort());
    const champion = places.find((p) => p.placement === 1)!.entrantId;
    const losses = lossCounts(final);
    if (bracketType === 'SINGLE_ELIMINATION') {
      expect(seeds.filter((id) => !losses.get(id))).toEqual([champion]);
    } else {
      expect(losses.get(champion) ?? 0).toBeLessThanOrEqual(1);
      const runnerUp = places.find((p) => p.placement === 2)!.entrantId;
      for (const id of seeds.filter((x) => x !== champion && x !== runnerUp)) expect(losses.get(id)).toBe(2);
    }
  });
});

describe('single elimination', () => {
  it('pairs seed k with seed size+1−k in round 1', async () => {
    const { matches } = await createCompetition(settingsFor(), entrantIds(8));
    const pairs = matches.filter((m) => m.round === 1).map((m) => entrantsOf(m).sort().join('-'));
    expect(pairs.sort()).toEqual(['t001-t008', 't002-t007', 't003-t006', 't004-t005']);
  });

  it('plays a third-place match between the semifinal losers and places 1, 2, 3, 4, then by round', async () => {
    const { state, matches } = await createCompetition(settingsFor({ thirdPlaceMatch: true }), entrantIds(8));
    const third = matches.find((m) => m.bracket === 'THIRD_PLACE')!;
    expect(third).toMatchObject({ stage: 'KNOCKOUT', status: 'PENDING', round: 1, number: 1 });
    const done = await playOut(state, () => homeWins);
    const semis = listMatches(done).filter((m) => m.bracket === 'WINNERS' && m.round === 2);
    const semiLosers = semis.map((m) => m.sides.find((s) => s.result === 'LOSS')!.entrantId).sort();
    expect(entrantsOf(byId(done, third.engineId)).sort()).toEqual(semiLosers);
    expect(placements(done).map((p) => p.placement)).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
    // Home wins everywhere: the third-place match's home side is the first semifinal's loser, seed 4.
    expect(placements(done).slice(0, 4).map((p) => p.entrantId)).toEqual(['t001', 't002', 't004', 't003']);
  });

  it('without a third-place match both semifinal losers share 3rd', async () => {
    const done = await playOut((await createCompetition(settingsFor(), entrantIds(8))).state);
    expect(placements(done).map((p) => [p.entrantId, p.placement])).toEqual([
      ['t001', 1],
      ['t002', 2],
      ['t003', 3],
      ['t004', 3],
      ['t005', 5],
      ['t006', 5],
      ['t007', 5],
      ['t008', 5],
    ]);
  });

  it('two entrants play one final', async () => {
    const { state, matches } = await createCompetition(settingsFor({ thirdPlaceMatch: true }), ['a', 'b']);
    expect(matches).toHaveLength(1);
    const done = (await applyResult(state, matches[0]!.engineId, awayWins)).state;
    expect(placements(done)).toEqual([
      { entrantId: 'b', placement: 1 },
      { entrantId: 'a', placement: 2 },
    ]);
    expect(standings(done)).toEqual([]);
  });

  it('a forfeit gives the other side the win, without scores', async () => {
    const { state, matches } = await createCompetition(settingsFor(), entrantIds(4));
    const first = matches[0]!;
    const { state: next, matches: changed } = await applyResult(state, first.engineId, { forfeit: 1 });
    const played = byId(next, first.engineId);
    expect(played.status).toBe('FINISHED');
    expect(played.sides).toEqual([
      { entrantId: first.sides[0].entrantId, score: null, result: 'LOSS', forfeit: true },
      { entrantId: first.sides[1].entrantId, score: null, result: 'WIN', forfeit: false },
    ]);
    const final = changed.find((m) => m.round === 2)!;
    expect(final.sides.map((s) => s.entrantId)).toContain(first.sides[1].entrantId);
  });

  it('refuses draws, unknown, unready and finished matches, and bad scores, leaving the state as it was', async () => {
    const { state, matches } = await createCompetition(settingsFor(), entrantIds(4));
    const snapshot = JSON.stringify(state);
    const final = matches.find((m) => m.round === 2)!;
    const code = async (run: () => Promise<unknown>) => run().then(() => 'no error', (e: unknown) => (e instanceof EngineError ? e.code : String(e)));
    expect(await code(() => applyResult(state, matches[0]!.engineId, { homeScore: 1, awayScore: 1 }))).toBe('DRAW_NOT_ALLOWED');
    expect(await code(() => applyResult(state, 999, homeWins))).toBe('UNKNOWN_MATCH');
    expect(await code(() => applyResult(state, final.engineId, homeWins))).toBe('MATCH_NOT_READY');
    expect(await code(() => applyResult(state, matches[0]!.engineId, { homeScore: -1, awayScore: 2 }))).toBe('INVALID_RESULT');
    expect(await code(() => applyResult(state, matches[0]!.engineId, { homeScore: 1.5, awayScore: 2 }))).toBe('INVALID_RESULT');
    const played = (await applyResult(state, matches[0]!.engineId, homeWins)).state;
    expect(await code(() => applyResult(played, matches[0]!.engineId, awayWins))).toBe('ALREADY_FINISHED');
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  it('refuses fewer than two entrants and a duplicate entrant; placements wait for the last result', async () => {
    await expect(createCompetition(settingsFor(), ['a'])).rejects.toMatchObject({ code: 'NOT_ENOUGH_ENTRANTS' });
    await expect(createCompetition(settingsFor(), ['a', 'b', 'a'])).rejects.toMatchObject({ code: 'DUPLICATE_ENTRANT' });
    const { state } = await createCompetition(settingsFor(), entrantIds(4));
    expect(isComplete(state)).toBe(false);
    expect(() => placements(state)).toThrow(expect.objectContaining({ code: 'NOT_FINISHED' }));
  });

  it('a bye match is finished from the start and refuses a result', async () => {
    const { state, matches } = await createCompetition(settingsFor(), entrantIds(3));
    const bye = matches.find((m) => m.bye)!;
    expect(bye).toMatchObject({ status: 'FINISHED', round: 1 });
    expect(bye.sides.map((s) => [s.entrantId, s.result])).toEqual([
      ['t001', 'WIN'],
      [null, 'LOSS'],
    ]);
    await expect(applyResult(state, bye.engineId, homeWins)).rejects.toMatchObject({ code: 'ALREADY_FINISHED' });
  });
});

describe('double elimination grand final', () => {
  const toGrandFinal = async (grandFinalReset: boolean) => {
    let { state } = await createCompetition(settingsFor({ bracketType: 'DOUBLE_ELIMINATION', grandFinalReset }), entrantIds(4));
    for (let next = ready(state)[0]; next && next.bracket !== 'GRAND_FINAL'; next = ready(state)[0]) {
      state = (await applyResult(state, next.engineId, homeWins)).state;
    }
    return state;
  };

  it('with reset: the winners-bracket finalist winning the first grand final ends it, and the reset is removed', async () => {
    const state = await toGrandFinal(true);
    const finals = listMatches(state).filter((m) => m.bracket === 'GRAND_FINAL');
    expect(finals.map((m) => [m.round, m.status])).toEqual([
      [1, 'READY'],
      [2, 'PENDING'],
    ]);
    const change = await applyResult(state, finals[0]!.engineId, homeWins);
    expect(change.removed).toEqual([finals[1]!.engineId]);
    expect(isComplete(change.state)).toBe(true);
    expect(placements(change.state).slice(0, 2)).toEqual([
      { entrantId: 't001', placement: 1 },
      { entrantId: finals[0]!.sides[1].entrantId, placement: 2 },
    ]);
  });

  it('with reset: the losers-bracket side winning the first grand final forces the reset, which decides', async () => {
    const state = await toGrandFinal(true);
    const [first, reset] = listMatches(state).filter((m) => m.bracket === 'GRAND_FINAL');
    const afterFirst = await applyResult(state, first!.engineId, awayWins);
    expect(afterFirst.removed).toEqual([]);
    expect(isComplete(afterFirst.state)).toBe(false);
    expect(byId(afterFirst.state, reset!.engineId)).toMatchObject({ status: 'READY', bye: false });
    expect(entrantsOf(byId(afterFirst.state, reset!.engineId))).toEqual(entrantsOf(first!));
    const done = await applyResult(afterFirst.state, reset!.engineId, homeWins);
    expect(isComplete(done.state)).toBe(true);
    expect(placements(done.state).slice(0, 3).map((p) => [p.entrantId, p.placement])).toEqual([
      ['t001', 1],
      [first!.sides[1].entrantId, 2],
      [expect.any(String), 3],
    ]);
  });

  it('without reset: one grand final decides whoever wins it', async () => {
    const state = await toGrandFinal(false);
    const finals = listMatches(state).filter((m) => m.bracket === 'GRAND_FINAL');
    expect(finals).toHaveLength(1);
    const done = await applyResult(state, finals[0]!.engineId, awayWins);
    expect(isComplete(done.state)).toBe(true);
    expect(placements(done.state)[0]).toEqual({ entrantId: finals[0]!.sides[1].entrantId, placement: 1 });
  });

  it('places the rest by the losers-bracket round they went out in', async () => {
    const done = await playOut((await createCompetition(settingsFor({ bracketType: 'DOUBLE_ELIMINATION' }), entrantIds(8))).state);
    expect(placements(done).map((p) => p.placement)).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);
  });
});
