import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../../lib/prng.ts';
import { applyCorrection, applyResult, createCompetition, isComplete, listMatches, placements, previewCorrection } from './engine.ts';
import { buildable, entrantIds, randomResult, settingsArbitrary } from './test-support.ts';
import type { EngineMatch, EngineState } from './types.ts';

const settingsArb = settingsArbitrary({ formats: ['KNOCKOUT', 'LEAGUE_TABLE', 'league_and_knockout'], bracketTypes: ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'], maxGroups: 4 });

const winnerOf = (m: EngineMatch) => m.sides.find((s) => s.result === 'WIN')?.entrantId;
const loserOf = (m: EngineMatch) => m.sides.find((s) => s.result === 'LOSS')?.entrantId;

function assertConsistent(state: EngineState, seeds: string[]) {
  const matches = listMatches(state);
  const logged = new Set(state.log.map(([id]) => id));
  expect(logged.size).toBe(state.log.length);

  for (const m of matches) {
    const results = m.sides.map((s) => s.result).sort();
    if (m.status === 'FINISHED') {
      const drawAllowed = m.stage !== 'KNOCKOUT';
      expect(results.join()).toMatch(drawAllowed ? /^(LOSS,WIN|DRAW,DRAW)$/ : /^LOSS,WIN$/);
      expect(logged.has(m.engineId)).toBe(!m.bye);
    } else {
      expect(results.join()).toBe('PENDING,PENDING');
      expect(logged.has(m.engineId)).toBe(false);
    }
  }

  const knockout = matches.filter((m) => m.stage === 'KNOCKOUT');
  const of = (bracket: EngineMatch['bracket'], round: number) => knockout.filter((m) => m.bracket === bracket && m.round === round);
  const lastRound = (bracket: EngineMatch['bracket']) => Math.max(0, ...knockout.filter((m) => m.bracket === bracket).map((m) => m.round));
  for (const m of knockout) {
    for (const s of m.sides) {
      if (s.entrantId === null) continue;
      let cameFrom: (string | null | undefined)[];
      if (m.bracket === 'WINNERS') cameFrom = m.round === 1 ? seeds : of('WINNERS', m.round - 1).map(winnerOf);
      else if (m.bracket === 'LOSERS')
        cameFrom = [...(m.round === 1 ? [] : of('LOSERS', m.round - 1).map(winnerOf)), ...knockout.filter((x) => x.bracket === 'WINNERS').map(loserOf)];
      else if (m.bracket === 'THIRD_PLACE') cameFrom = of('WINNERS', lastRound('WINNERS') - 1).map(loserOf);
      else cameFrom = m.round === 1 ? [...of('WINNERS', lastRound('WINNERS')).map(winnerOf), ...of('LOSERS', lastRound('LOSERS')).map(winnerOf)] : of('GRAND_FINAL', 1).flatMap((x) => x.sides.map((y) => y.entrantId));
      expect(cameFrom).toContain(s.entrantId);
    }
  }

  if (state.settings.format === 'KNOCKOUT' && state.settings.bracketType === 'SINGLE_ELIMINATION') {
    const open = new Map<string, number>();
    for (const m of knockout) if (m.status !== 'FINISHED') for (const s of m.sides) if (s.entrantId) open.set(s.entrantId, (open.get(s.entrantId) ?? 0) + 1);
    expect([...open.values()].every((n) => n <= 1)).toBe(true);
  }

  if (isComplete(state)) expect(placements(state).map((p) => p.entrantId).sort()).toEqual([...seeds].sort());
}

describe('engine properties', () => {
  it('any order of valid results with corrections mixed in keeps the bracket consistent and ends complete', async () => {
    await fc.assert(
      fc.asyncProperty(settingsArb, fc.integer({ min: 2, max: 12 }), fc.integer(), async (settings, count, seed) => {
        fc.pre(buildable(settings, count));
        const prng = createPrng(seed);
        const seeds = entrantIds(count);
        let { state } = await createCompetition(settings, seeds);
        assertConsistent(state, seeds);
        for (let step = 0; !isComplete(state); step += 1) {
          expect(step).toBeLessThan(1000);
          const playable = listMatches(state).filter((m) => m.status === 'READY');
          expect(playable.length).toBeGreaterThan(0);
          if (state.log.length > 0 && prng.chance(0.15)) {
            const [engineId] = prng.pick(state.log);
            const match = listMatches(state).find((m) => m.engineId === engineId)!;
            const result = randomResult(prng, match);
            const preview = await previewCorrection(state, engineId, result);
            const change = await applyCorrection(state, engineId, result);
            expect(change.affected).toEqual(preview.affected);
            // A result that survives the replay still belongs to the same two entrants.
            const entrantsBefore = new Map(listMatches(state).map((m) => [m.engineId, m.sides.map((x) => x.entrantId).join()]));
            for (const m of listMatches(change.state)) {
              if (m.bye || m.status !== 'FINISHED') continue;
              expect(m.sides.map((x) => x.entrantId).join()).toBe(entrantsBefore.get(m.engineId));
            }
            state = change.state;
          } else {
            const match = prng.pick(playable);
            state = (await applyResult(state, match.engineId, randomResult(prng, match))).state;
          }
          assertConsistent(state, seeds);
        }
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
