import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../../lib/prng.ts';
import { applyCorrection, applyResult, applyResultFully, createCompetition, listMatches } from './engine.ts';
import { buildable, entrantIds, randomResult, settingsArbitrary, settingsFor } from './test-support.ts';
import type { EngineState } from './types.ts';

/**
 * applyResult re-projects only the match rows brackets-manager updated, on tables kept with the state object;
 * applyResultFully projects and compares everything on freshly decoded tables. Over random result sequences
 * (with corrections in between) both must give the same state, the same changed, removed and affected matches,
 * and leave the state they were given as it was.
 */
const settingsArb = settingsArbitrary({
  formats: ['KNOCKOUT', 'KNOCKOUT', 'LEAGUE_TABLE', 'league_and_knockout'],
  bracketTypes: ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'DOUBLE_ELIMINATION'],
  maxGroups: 3,
});

/** The state as it comes back from the database: equal, but a new object with nothing derived kept. */
const reloaded = (state: EngineState): EngineState => JSON.parse(JSON.stringify(state)) as EngineState;

describe('the incremental result path', () => {
  it('gives what a full projection and comparison give, for any result sequence', async () => {
    await fc.assert(
      fc.asyncProperty(settingsArb, fc.integer({ min: 2, max: 20 }), fc.integer(), async (settings, count, seed) => {
        fc.pre(buildable(settings, count));
        const prng = createPrng(seed);
        let state = (await createCompetition(settings, entrantIds(count))).state;
        for (let step = 0; step < 200; step += 1) {
          const matches = listMatches(state);
          const played = matches.filter((m) => m.status === 'FINISHED' && !m.bye);
          if (played.length > 0 && prng.chance(0.1)) {
            const target = prng.pick(played);
            state = (await applyCorrection(state, target.engineId, randomResult(prng, target))).state;
            expect(listMatches(state)).toEqual(listMatches(reloaded(state)));
            continue;
          }
          const ready = matches.filter((m) => m.status === 'READY');
          if (ready.length === 0) break;
          const match = prng.pick(ready);
          const result = randomResult(prng, match);
          const given = JSON.stringify(state);

          const fast = await applyResult(state, match.engineId, result);
          const full = await applyResultFully(reloaded(state), match.engineId, result);

          expect(JSON.stringify(state)).toBe(given);
          expect(listMatches(state)).toEqual(matches);
          expect(reloaded(fast.state)).toEqual(reloaded(full.state));
          expect(fast.matches).toEqual(full.matches);
          expect(fast.removed).toEqual(full.removed);
          expect(fast.affected).toEqual(full.affected);
          expect(listMatches(fast.state)).toEqual(listMatches(reloaded(fast.state)));
          state = fast.state;
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('refuses as the full path does, and a refusal leaves the state usable', async () => {
    const { state } = await createCompetition(settingsFor({ bracketType: 'DOUBLE_ELIMINATION' }), entrantIds(8));
    const [first] = listMatches(state).filter((m) => m.status === 'READY');
    const played = (await applyResult(state, first!.engineId, { homeScore: 2, awayScore: 0 })).state;
    await expect(applyResult(played, first!.engineId, { homeScore: 2, awayScore: 0 })).rejects.toMatchObject({ code: 'ALREADY_FINISHED' });
    await expect(applyResult(played, 9999, { homeScore: 2, awayScore: 0 })).rejects.toMatchObject({ code: 'UNKNOWN_MATCH' });
    const pending = listMatches(played).find((m) => m.status === 'PENDING')!;
    await expect(applyResult(played, pending.engineId, { homeScore: 2, awayScore: 0 })).rejects.toMatchObject({ code: 'MATCH_NOT_READY' });
    const [next] = listMatches(played).filter((m) => m.status === 'READY');
    await expect(applyResult(played, next!.engineId, { homeScore: 1, awayScore: 1 })).rejects.toMatchObject({ code: 'DRAW_NOT_ALLOWED' });
    expect(listMatches(played)).toEqual(listMatches(reloaded(played)));
  });
});
