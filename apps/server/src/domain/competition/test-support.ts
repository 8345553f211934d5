/** Helpers for the engine's tests: settings, entrant ids, and playing a competition to the end. */
import fc from 'fast-check';
import type { Prng } from '../../lib/prng.ts';
import { applyResult, isComplete, listMatches } from './engine.ts';
import { groupSizes, resolveGroupCount } from './structure.ts';
import type { EngineMatch, EngineResult, EngineSettings, EngineState } from './types.ts';

export const settingsFor = (overrides: Partial<EngineSettings> = {}): EngineSettings => ({
  format: 'KNOCKOUT',
  bracketType: 'SINGLE_ELIMINATION',
  thirdPlaceMatch: false,
  grandFinalReset: true,
  leagueRounds: 1,
  groupCount: 0,
  advancePerGroup: 2,
  points: { win: 3, draw: 1, loss: 0 },
  swissRounds: 0,
  swissTiebreakers: ['MEDIAN_BUCHHOLZ', 'BUCHHOLZ', 'HEAD_TO_HEAD', 'SEED'],
  swissTopCut: 0,
  ...overrides,
});

/**
 * Random bracket/league settings for property tests. A value listed twice in `formats` or `bracketTypes` is drawn
 * twice as often.
 */
export function settingsArbitrary(opts: {
  formats: EngineSettings['format'][];
  bracketTypes: EngineSettings['bracketType'][];
  maxGroups: number;
}): fc.Arbitrary<EngineSettings> {
  return fc
    .record({
      format: fc.constantFrom(...opts.formats),
      bracketType: fc.constantFrom(...opts.bracketTypes),
      thirdPlaceMatch: fc.boolean(),
      grandFinalReset: fc.boolean(),
      leagueRounds: fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
      groupCount: fc.integer({ min: 0, max: opts.maxGroups }),
      advancePerGroup: fc.integer({ min: 1, max: 3 }),
    })
    .map((s) => settingsFor(s));
}

/** Groups that would send fewer than two teams to the knockout are refused at creation (tested elsewhere). */
export function buildable(settings: EngineSettings, count: number) {
  if (settings.format !== 'league_and_knockout') return true;
  const sizes = groupSizes(count, resolveGroupCount(settings, count));
  return sizes.reduce((sum, size) => sum + Math.min(size, settings.advancePerGroup), 0) >= 2;
}

export const entrantIds = (count: number) => Array.from({ length: count }, (_, i) => `t${String(i + 1).padStart(3, '0')}`);

export const homeWins: EngineResult = { homeScore: 2, awayScore: 1 };
export const awayWins: EngineResult = { homeScore: 0, awayScore: 1 };

export const ready = (state: EngineState) => listMatches(state).filter((m) => m.status === 'READY');
export const byId = (state: EngineState, engineId: number) => listMatches(state).find((m) => m.engineId === engineId)!;
export const entrantsOf = (m: EngineMatch) => m.sides.map((s) => s.entrantId);

/** A random result allowed on `match` (draws only outside knockouts, forfeits now and then). */
export function randomResult(prng: Prng, match: EngineMatch): EngineResult {
  if (prng.chance(0.1)) return { forfeit: prng.pick([1, 2] as const) };
  const homeScore = prng.int(0, 4);
  let awayScore = prng.int(0, 4);
  if (match.stage === 'KNOCKOUT' && awayScore === homeScore) awayScore = homeScore + 1;
  return { homeScore, awayScore };
}

/** Reports every playable match (`choose` picks the result) until the competition is complete. */
export async function playOut(state: EngineState, choose: (m: EngineMatch) => EngineResult = () => homeWins): Promise<EngineState> {
  let current = state;
  for (let guard = 0; !isComplete(current); guard += 1) {
    if (guard > 5000) throw new Error('the competition never completes');
    const next = ready(current)[0];
    if (!next) throw new Error('not complete, yet nothing is playable');
    current = (await applyResult(current, next.engineId, choose(next))).state;
  }
  return current;
}

/** Losses per entrant over finished, played matches (byes are not losses). */
export function lossCounts(matches: EngineMatch[]): Map<string, number> {
  const losses = new Map<string, number>();
  for (const m of matches) {
    if (m.status !== 'FINISHED' || m.bye) continue;
    for (const s of m.sides) if (s.result === 'LOSS' && s.entrantId) losses.set(s.entrantId, (losses.get(s.entrantId) ?? 0) + 1);
  }
  return losses;
}
