/**
 * The competition engine: brackets-manager over a serialisable `EngineState`. No I/O, no clock.
 *
 * Writes (create, results, corrections) are async because brackets-manager is; reads are synchronous
 * projections of the stored tables.
 */
import type { Database } from 'brackets-manager';
import type { StandingsRow } from '../standings.ts';
import { openSession, openTrackedSession, type BracketsSession } from './brackets-session.ts';
import { tableStandings } from './table-standings.ts';
import { groupQualifiers, knockoutSeedOrder } from './group-handoff.ts';
import { nextPowerOfTwo } from './labels.ts';
import { competitionPlacements, type Placement } from './placements.ts';
import { project, projectionContext, projectMatch } from './bracket-projection.ts';
import type { DataTypes } from 'brackets-manager';
import { assertAllowedOn, assertWellFormed, fromLogEntry, toBracketsUpdate, toLogEntry } from './results.ts';
import { decodeTables, encodeMatch, encodeTables, type CompactTables } from './storage-codec.ts';
import { assertBuildable, createFirstStage, createKnockoutStage } from './structure.ts';
import { createSwiss, recordSwissResult, replaySwiss, swissExplanations, swissIsComplete, swissMatches, swissPlacements, swissStandings, type SwissStandingsRow } from './swiss/competition.ts';
import type { RoundExplanation } from './swiss/pairing.ts';
import { applyFfaCorrection, applyFfaResult, createFfa, ffaPlacements, ffaStandings, isFfaComplete, listFfaMatches, previewFfaCorrection } from './ffa/engine.ts';
import {
  EngineError,
  type AffectedMatch,
  type EngineChange,
  type EngineLogEntry,
  type EngineMatch,
  type EngineResult,
  type EngineSettings,
  type EngineState,
} from './types.ts';

const tablesOf = (state: EngineState): Database => decodeTables(state.data as CompactTables, state.seeds);

/**
 * What a bracket state's tables decode and project to, kept with the state object (states are never changed
 * once made): a server that keeps a running competition's state in memory decodes and projects it once, and each
 * result then re-projects only the matches it moved. The tables are shared: only read them, or write through
 * `openTrackedSession` (copy-on-write).
 */
interface Derived {
  tables: Database;
  matches: EngineMatch[];
  byId: Map<number, EngineMatch>;
  /** A match row's index in `tables.match` (and in the compact `data.match`), by id. */
  rowIndex: Map<number, number>;
}

const derivedByState = new WeakMap<EngineState, Derived>();

function remember(state: EngineState, tables: Database, matches: EngineMatch[], rowIndex?: Map<number, number>): Derived {
  const derived: Derived = {
    tables,
    matches,
    byId: new Map(matches.map((m) => [m.engineId, m])),
    rowIndex: rowIndex ?? new Map(tables.match.map((m, i) => [m.id as number, i])),
  };
  derivedByState.set(state, derived);
  return derived;
}

function derivedOf(state: EngineState): Derived {
  const known = derivedByState.get(state);
  if (known) return known;
  const tables = tablesOf(state);
  return remember(state, tables, project(tables, state.settings, state.seeds));
}

function withTables(state: EngineState, tables: Database, log: EngineLogEntry[]): EngineState {
  return { version: 1, settings: state.settings, seeds: state.seeds, data: encodeTables(tables), log };
}

const isSwiss = (state: { settings: EngineSettings }) => state.settings.format === 'SWISS';
/** FREE_FOR_ALL has its own engine (ffa/); every operation below hands it over first. */
const isFfa = (settings: EngineSettings) => settings.format === 'FREE_FOR_ALL';

export function listMatches(state: EngineState): EngineMatch[] {
  if (isFfa(state.settings)) return listFfaMatches(state);
  if (isSwiss(state)) return swissMatches(state);
  return [...derivedOf(state).matches];
}

export async function createCompetition(settings: EngineSettings, seededEntrantIds: string[]): Promise<{ state: EngineState; matches: EngineMatch[] }> {
  if (isFfa(settings)) return createFfa(settings, seededEntrantIds);
  assertBuildable(settings, seededEntrantIds);
  if (settings.format === 'SWISS') return createSwiss(settings, seededEntrantIds);
  const seeds = [...seededEntrantIds];
  const session = openSession();
  await createFirstStage(session.manager, settings, seeds);
  const state: EngineState = { version: 1, settings: structuredClone(settings), seeds, data: encodeTables(session.tables()), log: [] };
  return { state, matches: project(session.tables(), settings, seeds) };
}

/** league_and_knockout: once every group match is final, seed the knockout from the group tables. */
async function startKnockoutWhenGroupsAreDone(session: BracketsSession, settings: EngineSettings, seeds: string[]) {
  if (settings.format !== 'league_and_knockout') return;
  const tables = session.tables();
  if (tables.stage.length > 1) return;
  const matches = project(tables, settings, seeds);
  if (matches.some((m) => m.status !== 'FINISHED')) return;
  const qualifiers = groupQualifiers(tableStandings(settings, seeds, matches), settings.advancePerGroup);
  const seedIndex = new Map(seeds.map((id, index) => [id, index]));
  const ordered = knockoutSeedOrder(qualifiers, nextPowerOfTwo(qualifiers.length));
  await createKnockoutStage(session.manager, settings, ordered.map((q) => seedIndex.get(q.entrantId)!));
}

async function record(session: BracketsSession, settings: EngineSettings, seeds: string[], engineId: number, result: EngineResult) {
  await session.manager.update.match(toBracketsUpdate(engineId, result));
  await startKnockoutWhenGroupsAreDone(session, settings, seeds);
}

function findMatch(matches: EngineMatch[], engineId: number): EngineMatch {
  const match = Number.isInteger(engineId) ? matches.find((m) => m.engineId === engineId) : undefined;
  if (!match) throw new EngineError('UNKNOWN_MATCH', `There is no match ${engineId} in this competition.`);
  return match;
}

const entrants = (m: EngineMatch) => `${m.sides[0].entrantId}|${m.sides[1].entrantId}`;

/** What changed between two projections: changed or new matches, removed ids, and what an affected match lost. */
function compare(before: EngineMatch[], after: EngineMatch[], clearedIds: Set<number>, subjectId: number) {
  const old = new Map(before.map((m) => [m.engineId, m]));
  const now = new Map(after.map((m) => [m.engineId, m]));
  const matches = after.filter((m) => JSON.stringify(old.get(m.engineId)) !== JSON.stringify(m));
  const removed = before.filter((m) => !now.has(m.engineId)).map((m) => m.engineId);
  const affected: AffectedMatch[] = [];
  for (const engineId of [...new Set([...old.keys(), ...now.keys()])].sort((a, b) => a - b)) {
    if (engineId === subjectId) continue;
    if (clearedIds.has(engineId)) affected.push({ engineId, change: 'RESULT_CLEARED' });
    else {
      const was = old.get(engineId);
      const is = now.get(engineId);
      if (!was || !is || entrants(was) !== entrants(is)) affected.push({ engineId, change: 'SIDES_CHANGE' });
    }
  }
  return { matches, removed, affected };
}

export async function applyResult(state: EngineState, engineId: number, result: EngineResult): Promise<EngineChange & { affected: AffectedMatch[] }> {
  if (isFfa(state.settings)) return applyFfaResult(state, engineId, result);
  if (isSwiss(state)) return applyResultFully(state, engineId, result);
  const derived = derivedOf(state);
  const before = derived.matches;
  assertPlayable(derived.byId.get(engineId), engineId, result);

  const session = openTrackedSession(derived.tables);
  await record(session, state.settings, state.seeds, engineId, result);
  const log = [...state.log, toLogEntry(engineId, result)];
  const updated = session.updatedMatchIds();
  const tables = session.tables();
  if (!updated) {
    // New rows (a knockout seeded after its groups) or other tables written: project and compare everything.
    const next = withTables(state, tables, log);
    const after = remember(next, tables, project(tables, state.settings, state.seeds)).matches;
    return { state: next, ...compare(before, after, new Set(), engineId) };
  }
  return applyUpdatedRows(state, derived, tables, updated, log, engineId);
}

function assertPlayable(match: EngineMatch | undefined, engineId: number, result: EngineResult): asserts match is EngineMatch {
  if (!match) throw new EngineError('UNKNOWN_MATCH', `There is no match ${engineId} in this competition.`);
  if (match.status === 'FINISHED') throw new EngineError('ALREADY_FINISHED', 'This match already has a result; correct it instead.');
  if (match.status !== 'READY') throw new EngineError('MATCH_NOT_READY', 'This match is waiting for an opponent.');
  assertAllowedOn(match, result);
}

/**
 * The new state and change when brackets-manager only updated existing match rows: only those rows are
 * re-encoded and re-projected (with the whole grand final when one of its matches moved, since whether its
 * reset is shown depends on the first), and only they are compared. Gives what `applyResultFully` gives.
 */
function applyUpdatedRows(state: EngineState, derived: Derived, tables: Database, updated: Set<number>, log: EngineLogEntry[], engineId: number) {
  const { byId, rowIndex } = derived;
  const rowOf = (id: number) => tables.match[rowIndex.get(id)!]!;
  const ctx = projectionContext(tables, state.settings);
  const ids = new Set(updated);
  for (const id of updated) {
    const row = rowOf(id);
    if (ctx.place(row).bracket !== 'GRAND_FINAL') continue;
    for (const m of tables.match) if (m.group_id === row.group_id) ids.add(m.id as number);
  }
  const sorted = [...ids].sort((a, b) => a - b);
  const projected = new Map<number, EngineMatch | null>(sorted.map((id) => [id, projectMatch(rowOf(id), ctx, tables, state.seeds)]));

  const matches: EngineMatch[] = [];
  const removed: number[] = [];
  const affected: AffectedMatch[] = [];
  for (const id of sorted) {
    const was = byId.get(id);
    const is = projected.get(id) ?? null;
    if (is && JSON.stringify(was) !== JSON.stringify(is)) matches.push(is);
    if (was && !is) removed.push(id);
    if (id !== engineId && (was || is) && (!was || !is || entrants(was) !== entrants(is))) affected.push({ engineId: id, change: 'SIDES_CHANGE' });
  }

  const after: EngineMatch[] = [];
  for (const m of derived.matches) {
    if (!projected.has(m.engineId)) after.push(m);
    else if (projected.get(m.engineId)) after.push(projected.get(m.engineId)!);
  }
  const appeared = sorted.filter((id) => !byId.has(id) && projected.get(id));
  for (const id of appeared) after.push(projected.get(id)!);
  if (appeared.length > 0) after.sort((a, b) => a.engineId - b.engineId);

  const compact = state.data as CompactTables;
  const compactMatches = compact.match.slice();
  for (const id of updated) compactMatches[rowIndex.get(id)!] = encodeMatch(rowOf(id) as DataTypes['match']);
  const next: EngineState = { version: 1, settings: state.settings, seeds: state.seeds, data: { ...compact, match: compactMatches }, log };
  remember(next, tables, after, rowIndex);
  return { state: next, matches, removed, affected };
}

/**
 * The reference the incremental path above is checked against (engine.incremental.property.test.ts), and the
 * path Swiss takes: the whole structure projected before and after, and every match compared.
 */
export async function applyResultFully(state: EngineState, engineId: number, result: EngineResult): Promise<EngineChange & { affected: AffectedMatch[] }> {
  if (isFfa(state.settings)) return applyFfaResult(state, engineId, result);
  const before = isSwiss(state) ? swissMatches(state) : project(tablesOf(state), state.settings, state.seeds);
  const match = findMatch(before, engineId);
  assertPlayable(match, engineId, result);

  if (isSwiss(state)) {
    const next = await recordSwissResult(state, engineId, result);
    return { state: next, ...compare(before, listMatches(next), new Set(), engineId) };
  }
  const session = openSession(tablesOf(state));
  await record(session, state.settings, state.seeds, engineId, result);
  const next = withTables(state, session.tables(), [...state.log, toLogEntry(engineId, result)]);
  const after = project(session.tables(), state.settings, state.seeds);
  return { state: next, ...compare(before, after, new Set(), engineId) };
}

/**
 * Rebuilds the structure from the seeds and re-applies the log with `engineId`'s result replaced. A later result
 * whose match no longer has the same two entrants (or is no longer playable) is dropped.
 */
async function replayWithCorrection(state: EngineState, engineId: number, result: EngineResult) {
  assertWellFormed(result);
  const before = listMatches(state);
  const target = findMatch(before, engineId);
  if (!state.log.some(([id]) => id === engineId)) {
    throw new EngineError('NOT_FINISHED', target.bye ? 'A bye has no result to correct.' : 'This match has no result to correct yet.');
  }
  assertAllowedOn(target, result);

  if (isSwiss(state)) {
    const replayed = await replaySwiss(state, engineId, result, before);
    return { state: replayed.state, ...compare(before, replayed.matches, replayed.cleared, engineId) };
  }
  const beforeById = new Map(before.map((m) => [m.engineId, m]));
  const session = openSession();
  await createFirstStage(session.manager, state.settings, state.seeds);
  const log: EngineLogEntry[] = [];
  const cleared = new Set<number>();
  for (const entry of state.log) {
    const id = entry[0];
    const tables = session.tables();
    const raw = tables.match.find((m) => m.id === id);
    const replayed = raw ? projectMatch(raw, projectionContext(tables, state.settings), tables, state.seeds) : null;
    const original = beforeById.get(id)!;
    if (!replayed || replayed.status !== 'READY' || entrants(replayed) !== entrants(original)) {
      cleared.add(id);
      continue;
    }
    const applied = id === engineId ? result : fromLogEntry(entry);
    await record(session, state.settings, state.seeds, id, applied);
    log.push(toLogEntry(id, applied));
  }
  const next = withTables(state, session.tables(), log);
  return { state: next, ...compare(before, project(session.tables(), state.settings, state.seeds), cleared, engineId) };
}

export async function previewCorrection(state: EngineState, engineId: number, result: EngineResult): Promise<{ affected: AffectedMatch[] }> {
  if (isFfa(state.settings)) return previewFfaCorrection(state, engineId, result);
  const { affected } = await replayWithCorrection(state, engineId, result);
  return { affected };
}

export async function applyCorrection(state: EngineState, engineId: number, result: EngineResult): Promise<EngineChange & { affected: AffectedMatch[] }> {
  if (isFfa(state.settings)) return applyFfaCorrection(state, engineId, result);
  return replayWithCorrection(state, engineId, result);
}

export function isComplete(state: EngineState): boolean {
  if (isFfa(state.settings)) return isFfaComplete(state);
  if (isSwiss(state)) return swissIsComplete(state);
  const { tables, matches } = derivedOf(state);
  if (state.settings.format === 'league_and_knockout' && tables.stage.length < 2) return false;
  return matches.every((m) => m.status === 'FINISHED');
}

/** League and group tables, the Swiss ranking with its tiebreak figures, or the free-for-all leaderboard; a knockout has none. */
export function standings(state: EngineState): (StandingsRow | SwissStandingsRow)[] {
  if (isFfa(state.settings)) return ffaStandings(state);
  if (isSwiss(state)) return swissStandings(state);
  return tableStandings(state.settings, state.seeds, listMatches(state));
}

export function placements(state: EngineState): Placement[] {
  if (isFfa(state.settings)) return ffaPlacements(state);
  if (isSwiss(state)) return swissPlacements(state);
  if (!isComplete(state)) throw new EngineError('NOT_FINISHED', 'Placements are known once every match has a result.');
  const matches = listMatches(state);
  return competitionPlacements(state.settings, state.seeds, matches, tableStandings(state.settings, state.seeds, matches));
}

/** SWISS: why each round was paired as it was (recomputed: pairing is deterministic); empty for other formats. */
export function roundExplanations(state: EngineState): RoundExplanation[] {
  return isSwiss(state) ? swissExplanations(state) : [];
}

/**
 * The log entry that replays this result on `state` (through `replayResults`), for the formats whose results
 * are plain log entries (brackets, leagues and groups); null for Swiss and free-for-all, stored whole instead.
 */
export function replayableEntry(state: EngineState, engineId: number, result: EngineResult): EngineLogEntry | null {
  if (isFfa(state.settings) || isSwiss(state)) return null;
  return toLogEntry(engineId, result);
}

/** `state` with these results applied in order (a stored checkpoint and the results recorded after it). */
export async function replayResults(state: EngineState, entries: EngineLogEntry[]): Promise<EngineState> {
  let current = state;
  for (const entry of entries) current = (await applyResult(current, entry[0], fromLogEntry(entry))).state;
  return current;
}
