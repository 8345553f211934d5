import type { TournamentStatus } from '@clutch/contract/tournaments';

/** The landing carousel's badge (spec §4): ongoing (teal), live (red with a dot), upcoming (grey). */
export type LandingBadge = 'live' | 'ongoing' | 'upcoming';

/** A tournament that started this recently is still "live" even when we cannot see its matches. */
export const LIVE_WINDOW_HOURS = 3;

export interface LandingBadgeInput {
  status: TournamentStatus;
  tournamentStartDate: string;
  /** Whether one of its matches is being played now; unknown (undefined) when the caller has no match data. */
  matchInProgress?: boolean;
}

/**
 * IN_PROGRESS with a match being played, or started within the last `LIVE_WINDOW_HOURS` → live; IN_PROGRESS otherwise
 * → ongoing; OPEN_FOR_REGISTRATION → upcoming; any other status → no badge.
 */
export function landingBadge({ status, tournamentStartDate, matchInProgress }: LandingBadgeInput, now: Date = new Date()): LandingBadge | null {
  if (status === 'OPEN_FOR_REGISTRATION') return 'upcoming';
  if (status !== 'IN_PROGRESS') return null;
  if (matchInProgress) return 'live';
  const started = new Date(tournamentStartDate).getTime();
  const sinceStart = now.getTime() - started;
  return sinceStart >= 0 && sinceStart <= LIVE_WINDOW_HOURS * 3_600_000 ? 'live' : 'ongoing';
}
