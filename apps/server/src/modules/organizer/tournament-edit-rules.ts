import type { TournamentRow } from '../../db/schema/index.ts';
import type { PrizeValues, TournamentColumns } from './tournament-values.ts';

/** What an organizer may still change once the tournament has started: presentation, never structure. */
const EDITABLE_AFTER_START: ReadonlySet<keyof TournamentColumns> = new Set(['description', 'rules', 'photoUrls', 'streamUrl', 'discordUrl', 'location']);

/** Derived from other fields (see toTournamentColumns): they change only when their sources do. */
const DERIVED: ReadonlySet<keyof TournamentColumns> = new Set(['minPlayers', 'maxPlayers']);

/** The wire name (tournamentInput) of each column, for messages and field errors. */
const WIRE_NAME: Partial<Record<keyof TournamentColumns, string>> = {
  name: 'name',
  gameId: 'gameId',
  category: 'tournamentCategory',
  level: 'tournamentLevel',
  format: 'tournamentFormat',
  entryFeeCents: 'entryFee',
  currency: 'currency',
  timeZone: 'timeZone',
  registrationStartAt: 'registrationStartDate',
  registrationEndAt: 'registrationEndDate',
  startAt: 'tournamentStartDate',
  endAt: 'tournamentEndDate',
  minTeams: 'minTeams',
  maxTeams: 'maxTeams',
  minPlayersPerTeam: 'minPlayersPerTeam',
  maxPlayersPerTeam: 'maxPlayerPerTeam',
  platforms: 'platform',
};

const same = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
  return (a ?? null) === (b ?? null);
};

/**
 * The wire names of structure fields `next` would change on a started tournament (empty when the edit only
 * touches presentation). Prizes may change their descriptions, never their positions or amounts.
 */
export function lockedChanges(current: TournamentRow, next: TournamentColumns, currentPrizes: PrizeValues[], nextPrizes: PrizeValues[]): string[] {
  const changed = new Set<string>();
  for (const key of Object.keys(next) as Array<keyof TournamentColumns>) {
    if (EDITABLE_AFTER_START.has(key) || DERIVED.has(key)) continue;
    if (!same(current[key as keyof TournamentRow], next[key])) changed.add(WIRE_NAME[key] ?? 'competition');
  }
  const shape = (prizes: PrizeValues[]) => prizes.map((p) => `${p.position}:${p.amountCents ?? 'TBD'}`).join(',');
  if (shape(currentPrizes) !== shape(nextPrizes)) changed.add('prizes');
  return [...changed];
}
