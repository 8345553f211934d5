import type { Tournament } from '@clutch/contract/tournaments';

/** none: the tournament has no check-in; before / open / closed: where `now` is against its window. */
export type CheckInPhase = 'none' | 'before' | 'open' | 'closed';

/**
 * The check-in window, as the server keeps it: it opens `competition.checkInMinutes` before the start date and
 * closes at the start (the organizer's start or the date, whichever comes first).
 */
export function checkInWindow(
  tournament: Pick<Tournament, 'status' | 'tournamentStartDate' | 'competition'>,
  now: Date = new Date(),
): { phase: CheckInPhase; opensAt: Date | null } {
  const minutes = tournament.competition.checkInMinutes;
  if (minutes <= 0) return { phase: 'none', opensAt: null };
  const startAt = new Date(tournament.tournamentStartDate);
  const opensAt = new Date(startAt.getTime() - minutes * 60_000);
  if (tournament.status !== 'OPEN_FOR_REGISTRATION' || now >= startAt) return { phase: 'closed', opensAt };
  return { phase: now < opensAt ? 'before' : 'open', opensAt };
}
