/**
 * Builds stages with brackets-manager: the first stage from the seeds, and the knockout stage of
 * league_and_knockout from the group qualifiers.
 *
 * Elimination brackets are padded with byes to the next power of two and use the standard `inner_outer`
 * order (seed k meets seed size+1−k), so the top seeds get the byes and no match is bye against bye in
 * the winners bracket.
 */
import type { BracketsManager, DataTypes } from 'brackets-manager';
import { nextPowerOfTwo } from './labels.ts';
import { EngineError, type EngineSettings } from './types.ts';
import { TOURNAMENT_ID } from './storage-codec.ts';
import { assertSwissBuildable } from './swiss/rounds.ts';

type StageSettings = DataTypes['stage']['settings'];

function eliminationSettings(settings: EngineSettings, size: number): { type: 'single_elimination' | 'double_elimination'; settings: StageSettings } {
  if (settings.bracketType === 'DOUBLE_ELIMINATION') {
    return { type: 'double_elimination', settings: { size, seedOrdering: ['inner_outer'], grandFinal: settings.grandFinalReset ? 'double' : 'simple' } };
  }
  return { type: 'single_elimination', settings: { size, seedOrdering: ['inner_outer'], consolationFinal: settings.thirdPlaceMatch && size >= 4 } };
}

const padded = <T>(items: T[], size: number): (T | null)[] => [...items, ...Array<null>(size - items.length).fill(null)];

/** Groups actually made for `entrantCount` entrants: the setting (0 = groups of about four), at least two per group. */
export function resolveGroupCount(settings: EngineSettings, entrantCount: number): number {
  const wanted = settings.groupCount > 0 ? settings.groupCount : Math.max(1, Math.round(entrantCount / 4));
  return Math.max(1, Math.min(wanted, Math.floor(entrantCount / 2)));
}

/** Sizes of the groups brackets-manager makes (as even as possible). */
export function groupSizes(entrantCount: number, groupCount: number): number[] {
  const base = Math.floor(entrantCount / groupCount);
  return Array.from({ length: groupCount }, (_, i) => base + (i < entrantCount % groupCount ? 1 : 0));
}

export function assertBuildable(settings: EngineSettings, seeds: string[]) {
  if (seeds.length < 2) throw new EngineError('NOT_ENOUGH_ENTRANTS', 'A competition needs at least two entrants.');
  const seen = new Set<string>();
  for (const id of seeds) {
    if (seen.has(id)) throw new EngineError('DUPLICATE_ENTRANT', `Entrant ${id} is seeded twice.`);
    seen.add(id);
  }
  if (settings.format === 'SWISS') assertSwissBuildable(settings, seeds.length);
  if (settings.format === 'league_and_knockout') {
    const sizes = groupSizes(seeds.length, resolveGroupCount(settings, seeds.length));
    const qualifiers = sizes.reduce((sum, size) => sum + Math.min(size, settings.advancePerGroup), 0);
    if (qualifiers < 2) throw new EngineError('NOT_ENOUGH_ENTRANTS', 'The knockout needs at least two qualifiers: let more teams advance per group or make more groups.');
  }
}

export async function createFirstStage(manager: BracketsManager, settings: EngineSettings, seeds: string[]) {
  if (settings.format === 'KNOCKOUT') {
    const size = nextPowerOfTwo(seeds.length);
    const { type, settings: stageSettings } = eliminationSettings(settings, size);
    await manager.create.stage({ tournamentId: TOURNAMENT_ID, name: 'Knockout', type, seeding: padded(seeds, size), settings: stageSettings });
    return;
  }
  const league = settings.format === 'LEAGUE_TABLE';
  await manager.create.stage({
    tournamentId: TOURNAMENT_ID,
    name: league ? 'League' : 'Groups',
    type: 'round_robin',
    seeding: seeds,
    settings: {
      groupCount: league ? 1 : resolveGroupCount(settings, seeds.length),
      roundRobinMode: settings.leagueRounds === 2 ? 'double' : 'simple',
    },
  });
}

/** `qualifierSeeds`: brackets-manager participant ids (= seed indexes), best first. */
export async function createKnockoutStage(manager: BracketsManager, settings: EngineSettings, qualifierSeeds: number[]) {
  const size = nextPowerOfTwo(qualifierSeeds.length);
  const { type, settings: stageSettings } = eliminationSettings(settings, size);
  await manager.create.stage({
    tournamentId: TOURNAMENT_ID,
    name: 'Knockout',
    type,
    seedingIds: padded(qualifierSeeds, size),
    settings: stageSettings,
  });
}
