/**
 * The free-for-all (battle royale) engine: the same operations as the bracket engine (../engine.ts) over the same
 * `EngineState`, with its own `data`. Pure: no I/O, no clock.
 *
 * Entrants are snaked by seed into lobbies; each lobby plays `games` games (one match per lobby and game, every
 * entrant of the lobby a side of it). With a final, once every lobby game has a result the top `finalSize` of
 * the leaderboard across lobbies play a final lobby of `games` games of its own.
 *
 * Engine ids: lobby l (0-based), game g (1-based) is `l × games + g − 1`; final game g follows the lobby games.
 */
import type { StandingsRow } from '../../standings.ts';
import { groupLabel } from '../labels.ts';
import type { Placement } from '../placements.ts';
import {
  EngineError,
  type AffectedMatch,
  type EngineChange,
  type EngineMatch,
  type EngineResult,
  type EngineSettings,
  type EngineSide,
  type EngineState,
  type FfaResult,
  type FfaSettings,
} from '../types.ts';
import { snakeLobbies } from './lobbies.ts';
import { gamePoints, rankTallies, tallyGames, type GameFinish, type Tally } from './scoring.ts';

/** What a free-for-all keeps in `EngineState.data`: seed indexes, and each played game's finish by engine id. */
export interface FfaData {
  lobbies: number[][];
  /** The finalists in qualifying order, once every lobby game has a result (null before, and without a final). */
  final: number[] | null;
  games: Record<string, GameFinish>;
}

export interface FfaStandingsRow extends StandingsRow {
  ffa: { lobby: string; finalist: boolean; lobbyPoints: number; bestGame: number; kills: number };
}

function ffaSettingsOf(settings: EngineSettings): FfaSettings {
  if (!settings.ffa) throw new Error('A free-for-all needs its ffa settings.');
  return settings.ffa;
}

const dataOf = (state: EngineState) => state.data as FfaData;

const withData = (state: EngineState, data: FfaData): EngineState => ({ version: 1, settings: state.settings, seeds: state.seeds, data, log: [] });

/** Where an engine id sits: a lobby's game or a final game (null when there is no such match). */
function locate(state: EngineState, engineId: number): { lobby: number | null; game: number; entrants: number[] } | null {
  const { games } = ffaSettingsOf(state.settings);
  const data = dataOf(state);
  if (!Number.isInteger(engineId) || engineId < 0) return null;
  const lobbyGames = data.lobbies.length * games;
  if (engineId < lobbyGames) {
    const lobby = Math.floor(engineId / games);
    return { lobby, game: (engineId % games) + 1, entrants: data.lobbies[lobby]! };
  }
  if (data.final && engineId < lobbyGames + games) return { lobby: null, game: engineId - lobbyGames + 1, entrants: data.final };
  return null;
}

function projectGame(state: EngineState, engineId: number): EngineMatch {
  const settings = ffaSettingsOf(state.settings);
  const where = locate(state, engineId)!;
  const finish = dataOf(state).games[engineId];
  const placeOf = new Map(finish?.map(([seedIndex, kills], i) => [seedIndex, { place: i + 1, kills }]));
  const sides = where.entrants.map((seedIndex): EngineSide => {
    const played = placeOf.get(seedIndex);
    return {
      entrantId: state.seeds[seedIndex]!,
      score: played ? gamePoints(settings, played.place, played.kills) : null,
      result: played ? (played.place === 1 ? 'WIN' : 'LOSS') : 'PENDING',
      forfeit: false,
      place: played?.place ?? null,
      kills: played?.kills ?? null,
    };
  });
  return {
    engineId,
    stage: where.lobby === null ? 'FINAL' : 'LOBBY',
    bracket: null,
    group: where.lobby === null ? null : groupLabel(where.lobby + 1),
    round: where.game,
    number: where.lobby === null ? 1 : where.lobby + 1,
    status: finish ? 'FINISHED' : 'READY',
    bye: false,
    sides: sides as EngineMatch['sides'],
  };
}

export function listFfaMatches(state: EngineState): EngineMatch[] {
  const { games } = ffaSettingsOf(state.settings);
  const data = dataOf(state);
  const count = (data.lobbies.length + (data.final ? 1 : 0)) * games;
  return Array.from({ length: count }, (_, engineId) => projectGame(state, engineId));
}

export function createFfa(settings: EngineSettings, seededEntrantIds: string[]): { state: EngineState; matches: EngineMatch[] } {
  const ffa = ffaSettingsOf(settings);
  if (seededEntrantIds.length < 2) throw new EngineError('NOT_ENOUGH_ENTRANTS', 'A competition needs at least two entrants.');
  const seen = new Set<string>();
  for (const id of seededEntrantIds) {
    if (seen.has(id)) throw new EngineError('DUPLICATE_ENTRANT', `Entrant ${id} is seeded twice.`);
    seen.add(id);
  }
  const data: FfaData = { lobbies: snakeLobbies(seededEntrantIds.length, ffa.lobbySize), final: null, games: {} };
  const state: EngineState = { version: 1, settings: structuredClone(settings), seeds: [...seededEntrantIds], data, log: [] };
  return { state, matches: listFfaMatches(state) };
}

/** The game's finish from a result, or why it does not fit the game's entrants. */
function finishOf(state: EngineState, match: EngineMatch, result: EngineResult): GameFinish {
  if (!('placements' in result)) throw new EngineError('INVALID_PLACEMENTS', 'A lobby game takes placements (place and eliminations per entrant), not scores.');
  const { placements } = result as FfaResult;
  const seedIndex = new Map(state.seeds.map((id, i) => [id, i]));
  const inGame = new Set(match.sides.map((s) => s.entrantId));
  const n = match.sides.length;
  const byPlace: (GameFinish[number] | undefined)[] = Array.from({ length: n });
  const given = new Set<string>();
  for (const p of placements) {
    if (!inGame.has(p.entrantId)) throw new EngineError('INVALID_PLACEMENTS', `Entrant ${p.entrantId} does not play in this game.`);
    if (given.has(p.entrantId)) throw new EngineError('INVALID_PLACEMENTS', `Entrant ${p.entrantId} is placed twice.`);
    if (!Number.isInteger(p.place) || p.place < 1 || p.place > n) throw new EngineError('INVALID_PLACEMENTS', `Places go from 1 to ${n} in this game.`);
    if (byPlace[p.place - 1]) throw new EngineError('INVALID_PLACEMENTS', `Place ${p.place} is given twice: each place is held by one entrant.`);
    if (!Number.isInteger(p.kills) || p.kills < 0) throw new EngineError('INVALID_PLACEMENTS', 'Eliminations are whole numbers, 0 or more.');
    given.add(p.entrantId);
    byPlace[p.place - 1] = [seedIndex.get(p.entrantId)!, p.kills];
  }
  if (given.size !== n) {
    const missing = match.sides.map((s) => s.entrantId!).filter((id) => !given.has(id));
    throw new EngineError('INVALID_PLACEMENTS', `Every entrant of this game needs a place: ${missing.length} missing (${missing.join(', ')}).`);
  }
  return byPlace as GameFinish;
}

const lobbyGameIds = (state: EngineState) => Array.from({ length: dataOf(state).lobbies.length * ffaSettingsOf(state.settings).games }, (_, i) => i);

/** Every entrant's lobby-stage tally, best first (ties broken by seed). */
function lobbyLeaderboard(state: EngineState): Tally[] {
  const data = dataOf(state);
  const finishes = lobbyGameIds(state)
    .map((id) => data.games[id])
    .filter((f): f is GameFinish => !!f);
  const tallies = tallyGames(ffaSettingsOf(state.settings), state.seeds.map((_, i) => i), finishes);
  return rankTallies(tallies.values(), (seedIndex) => seedIndex);
}

/** The final's tally, best first (ties broken by qualifying rank). */
function finalLeaderboard(state: EngineState): Tally[] {
  const data = dataOf(state);
  if (!data.final) return [];
  const { games } = ffaSettingsOf(state.settings);
  const first = data.lobbies.length * games;
  const finishes = Array.from({ length: games }, (_, g) => data.games[first + g]).filter((f): f is GameFinish => !!f);
  const qualifying = new Map(data.final.map((seedIndex, rank) => [seedIndex, rank]));
  return rankTallies(tallyGames(ffaSettingsOf(state.settings), data.final, finishes).values(), (seedIndex) => qualifying.get(seedIndex)!);
}

const lobbyGamesDone = (state: EngineState) => lobbyGameIds(state).every((id) => dataOf(state).games[id] !== undefined);

/** The finalists the lobby leaderboard names now (null while lobby games are left, or without a final). */
function qualifiers(state: EngineState): number[] | null {
  const { finalSize } = ffaSettingsOf(state.settings);
  if (finalSize < 2 || !lobbyGamesDone(state)) return null;
  return lobbyLeaderboard(state)
    .slice(0, Math.min(finalSize, state.seeds.length))
    .map((t) => t.seedIndex);
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/**
 * The data after `engineId`'s game got `finish`: the final is made once every lobby game has a result; a
 * correction that changes who qualifies gives the final its new entrants and clears its results (as a bracket
 * correction clears later matches whose sides changed). Returns the final game ids whose results were cleared.
 */
function withFinish(state: EngineState, engineId: number, finish: GameFinish): { state: EngineState; cleared: number[] } {
  const data = dataOf(state);
  let next = withData(state, { lobbies: data.lobbies, final: data.final, games: { ...data.games, [engineId]: finish } });
  const named = qualifiers(next);
  const current = dataOf(next);
  if (named === null) return { state: next, cleared: [] };
  if (current.final && sameSet(current.final, named)) return { state: next, cleared: [] };
  const { games } = ffaSettingsOf(state.settings);
  const first = current.lobbies.length * games;
  const finalIds = Array.from({ length: games }, (_, g) => first + g);
  const cleared = current.final ? finalIds.filter((id) => current.games[id] !== undefined) : [];
  const kept = Object.fromEntries(Object.entries(current.games).filter(([id]) => !finalIds.includes(Number(id))));
  next = withData(state, { lobbies: current.lobbies, final: named, games: kept });
  return { state: next, cleared };
}

function findGame(state: EngineState, engineId: number): EngineMatch {
  if (!locate(state, engineId)) throw new EngineError('UNKNOWN_MATCH', `There is no match ${engineId} in this competition.`);
  return projectGame(state, engineId);
}

const entrantsKey = (m: EngineMatch) => m.sides.map((s) => s.entrantId).join('|');

function compare(before: EngineMatch[], after: EngineMatch[], cleared: number[], subjectId: number): Omit<EngineChange, 'state'> & { affected: AffectedMatch[] } {
  const old = new Map(before.map((m) => [m.engineId, m]));
  const matches = after.filter((m) => JSON.stringify(old.get(m.engineId)) !== JSON.stringify(m));
  const affected: AffectedMatch[] = [];
  for (const m of after) {
    if (m.engineId === subjectId) continue;
    const was = old.get(m.engineId);
    if (cleared.includes(m.engineId)) affected.push({ engineId: m.engineId, change: 'RESULT_CLEARED' });
    else if (!was || entrantsKey(was) !== entrantsKey(m)) affected.push({ engineId: m.engineId, change: 'SIDES_CHANGE' });
  }
  return { matches, removed: [], affected };
}

export function applyFfaResult(state: EngineState, engineId: number, result: EngineResult): EngineChange & { affected: AffectedMatch[] } {
  const match = findGame(state, engineId);
  if (match.status === 'FINISHED') throw new EngineError('ALREADY_FINISHED', 'This match already has a result; correct it instead.');
  const { state: next, cleared } = withFinish(state, engineId, finishOf(state, match, result));
  return { state: next, ...compare(listFfaMatches(state), listFfaMatches(next), cleared, engineId) };
}

export function applyFfaCorrection(state: EngineState, engineId: number, result: EngineResult): EngineChange & { affected: AffectedMatch[] } {
  const match = findGame(state, engineId);
  if (match.status !== 'FINISHED') throw new EngineError('NOT_FINISHED', 'This match has no result to correct yet.');
  const { state: next, cleared } = withFinish(state, engineId, finishOf(state, match, result));
  return { state: next, ...compare(listFfaMatches(state), listFfaMatches(next), cleared, engineId) };
}

export function previewFfaCorrection(state: EngineState, engineId: number, result: EngineResult): { affected: AffectedMatch[] } {
  return { affected: applyFfaCorrection(state, engineId, result).affected };
}

export function isFfaComplete(state: EngineState): boolean {
  const data = dataOf(state);
  if (!lobbyGamesDone(state)) return false;
  if (ffaSettingsOf(state.settings).finalSize < 2) return true;
  return data.final !== null && listFfaMatches(state).every((m) => m.status === 'FINISHED');
}

/**
 * The leaderboard: the final's entrants first by the final's games (once it exists), then everyone else by the
 * lobby games. In a finalist's row the points, games, wins, best game and eliminations are the final's.
 */
export function ffaStandings(state: EngineState): FfaStandingsRow[] {
  const data = dataOf(state);
  const lobbyOf = new Map(data.lobbies.flatMap((lobby, l) => lobby.map((seedIndex) => [seedIndex, groupLabel(l + 1)] as const)));
  const lobbyRows = lobbyLeaderboard(state);
  const lobbyPoints = new Map(lobbyRows.map((t) => [t.seedIndex, t.points]));
  const finalRows = finalLeaderboard(state);
  const finalists = new Set(finalRows.map((t) => t.seedIndex));
  const ordered = [...finalRows.map((t) => ({ t, finalist: true })), ...lobbyRows.filter((t) => !finalists.has(t.seedIndex)).map((t) => ({ t, finalist: false }))];
  return ordered.map(({ t, finalist }, i) => {
    const id = state.seeds[t.seedIndex]!;
    return {
      position: i + 1,
      teamRegistrationId: id,
      teamName: id,
      photoUrl: null,
      matchesPlayed: t.gamesPlayed,
      wins: t.wins,
      draws: 0,
      losses: t.gamesPlayed - t.wins,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      totalPoints: t.points,
      group: lobbyOf.get(t.seedIndex)!,
      ffa: { lobby: lobbyOf.get(t.seedIndex)!, finalist, lobbyPoints: lobbyPoints.get(t.seedIndex)!, bestGame: t.bestGame, kills: t.kills },
    };
  });
}

/** Final placements for prizes: the leaderboard's order, one entrant per place. */
export function ffaPlacements(state: EngineState): Placement[] {
  if (!isFfaComplete(state)) throw new EngineError('NOT_FINISHED', 'Placements are known once every match has a result.');
  return ffaStandings(state).map((row) => ({ entrantId: row.teamRegistrationId, placement: row.position }));
}
