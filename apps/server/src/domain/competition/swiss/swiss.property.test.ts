import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../../../lib/prng.ts';
import { applyCorrection, applyResult, createCompetition, isComplete, listMatches, placements, standings } from '../engine.ts';
import { entrantIds, randomResult, settingsFor } from '../test-support.ts';
import type { EngineMatch, EngineState } from '../types.ts';

const swissOf = (matches: EngineMatch[]) => matches.filter((m) => m.stage === 'SWISS');
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The fewest rematches any pairing of `ids` can have given who met before, trying every eligible bye —
 * brute force over subsets, for the small fields these tests use.
 */
function fewestRematches(ids: string[], met: Set<string>, hadBye: Set<string>): number {
  const n = ids.length;
  const memo = new Map<number, number>();
  const solve = (left: number): number => {
    if (left === 0) return 0;
    const cached = memo.get(left);
    if (cached !== undefined) return cached;
    const first = Math.clz32(0) - 1 - Math.clz32(left & -left);
    let best = Infinity;
    for (let j = first + 1; j < n; j += 1) {
      if (!(left & (1 << j))) continue;
      const cost = met.has(pairKey(ids[first]!, ids[j]!)) ? 1 : 0;
      best = Math.min(best, cost + solve(left & ~(1 << first) & ~(1 << j)));
    }
    memo.set(left, best);
    return best;
  };
  const all = (1 << n) - 1;
  if (n % 2 === 0) return solve(all);
  let best = Infinity;
  ids.forEach((id, i) => {
    if (!hadBye.has(id)) best = Math.min(best, solve(all & ~(1 << i)));
  });
  return best;
}

function checkRounds(state: EngineState, seeds: string[]) {
  const swiss = swissOf(listMatches(state));
  const rounds = Math.max(...swiss.map((m) => m.round));
  const met = new Set<string>();
  const byes = new Set<string>();
  for (let round = 1; round <= rounds; round += 1) {
    const these = swiss.filter((m) => m.round === round);
    const present = these.flatMap((m) => m.sides.map((s) => s.entrantId).filter((id): id is string => id !== null));
    // Each entrant exactly once per round.
    expect([...present].sort()).toEqual([...seeds].sort());
    const rematches = these.filter((m) => !m.bye && met.has(pairKey(m.sides[0].entrantId!, m.sides[1].entrantId!))).length;
    expect(rematches).toBe(fewestRematches(seeds, met, byes));
    for (const m of these) {
      if (m.bye) {
        const id = m.sides[0].entrantId!;
        // At most one bye per entrant.
        expect(byes.has(id)).toBe(false);
        byes.add(id);
      } else met.add(pairKey(m.sides[0].entrantId!, m.sides[1].entrantId!));
    }
  }
}

function checkPoints(state: EngineState) {
  const { win, draw, loss } = state.settings.points;
  const swiss = swissOf(listMatches(state)).filter((m) => m.status === 'FINISHED');
  let expected = 0;
  for (const m of swiss) {
    if (m.bye) expected += win;
    else if (m.sides[0].result === 'DRAW') expected += 2 * draw;
    else expected += win + loss;
  }
  const rows = standings(state);
  expect(rows.reduce((sum, r) => sum + r.totalPoints, 0)).toBe(expected);
  for (const r of rows) expect(r.totalPoints).toBe(r.wins * win + r.draws * draw + r.losses * loss);
  expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
}

describe('Swiss invariants (property)', () => {
  it('any valid result sequence: each entrant once per round, no avoidable rematch, one bye at most, points add up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 11 }), fc.integer({ min: 0, max: 6 }), fc.integer(), async (count, wanted, seed) => {
        const rounds = Math.min(wanted, count - 1);
        const seeds = entrantIds(count);
        const settings = settingsFor({ format: 'SWISS', swissRounds: rounds, points: { win: 3, draw: 1, loss: 0 } });
        const prng = createPrng(seed);
        let { state } = await createCompetition(settings, seeds);
        for (let guard = 0; !isComplete(state); guard += 1) {
          expect(guard).toBeLessThan(200);
          const playable = listMatches(state).filter((m) => m.status === 'READY');
          const next = prng.pick(playable);
          state = (await applyResult(state, next.engineId, randomResult(prng, next))).state;
          checkRounds(state, seeds);
          checkPoints(state);
        }
        expect(placements(state).map((p) => p.placement)).toEqual(seeds.map((_, i) => i + 1));
      }),
      { numRuns: 60 },
    );
  });

  it('a correction keeps the invariants, dropping later results whose pairing changed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 3, max: 10 }), fc.integer(), async (count, seed) => {
        const seeds = entrantIds(count);
        const prng = createPrng(seed);
        let { state } = await createCompetition(settingsFor({ format: 'SWISS' }), seeds);
        while (!isComplete(state)) {
          const next = prng.pick(listMatches(state).filter((m) => m.status === 'READY'));
          state = (await applyResult(state, next.engineId, randomResult(prng, next))).state;
        }
        const played = listMatches(state).filter((m) => m.status === 'FINISHED' && !m.bye);
        const target = prng.pick(played);
        const corrected = await applyCorrection(state, target.engineId, randomResult(prng, target));
        checkRounds(corrected.state, seeds);
        checkPoints(corrected.state);
        const cleared = new Set(corrected.affected.filter((a) => a.change === 'RESULT_CLEARED').map((a) => a.engineId));
        expect(corrected.state.log.length).toBe(state.log.length - cleared.size);
      }),
      { numRuns: 40 },
    );
  });
});
