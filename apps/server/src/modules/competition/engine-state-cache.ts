import type { EngineState } from '../../domain/competition/types.ts';

/**
 * The engine states of running tournaments, kept in this process between results (ADR 021), so a result does not
 * load, parse and decode the whole state each time. An entry is only a hint: it names the `competition_states`
 * row version it was read or written as, and lockCompetition uses it only when the row, read under the
 * tournament's lock, still has that version and time (another instance, or a transaction of this one, may have
 * advanced it meanwhile; then the state is loaded again). Written states are remembered only once committed.
 */
interface Entry {
  version: number;
  updatedAt: number;
  state: EngineState;
}

/** A few large brackets at a time; the least recently used one goes first. */
const CAPACITY = 32;
const entries = new Map<string, Entry>();

export interface StateVersion {
  version: number;
  updatedAt: Date;
}

export function cachedState(tournamentId: string, at: StateVersion): EngineState | null {
  const entry = entries.get(tournamentId);
  if (!entry || entry.version !== at.version || entry.updatedAt !== at.updatedAt.getTime()) return null;
  entries.delete(tournamentId);
  entries.set(tournamentId, entry);
  return entry.state;
}

/** Keeps `state` as the tournament's at `at`, unless a later version is already kept. */
export function rememberState(tournamentId: string, at: StateVersion, state: EngineState) {
  const known = entries.get(tournamentId);
  if (known && known.version > at.version) return;
  entries.delete(tournamentId);
  entries.set(tournamentId, { version: at.version, updatedAt: at.updatedAt.getTime(), state });
  while (entries.size > CAPACITY) entries.delete(entries.keys().next().value!);
}

export function forgetState(tournamentId: string) {
  entries.delete(tournamentId);
}
