import type { Match } from '@clutch/contract/competition';

/**
 * A match's check-in as the viewer sees it now (issue #16 item 4). The server fixes the window; this only says
 * where `now` falls in it and what the viewer may do.
 * - `none`: no match check-in, a bye, or a side still to be decided.
 * - `upcoming`: the window opens at `opensAt`.
 * - `open`: until `closesAt`; `mySlot` is the side the viewer captains (null for everybody else).
 * - `closed`: the window is over (the match was played, or its outcome is being applied).
 * - `missed`: neither side checked in: the organizer decides.
 */
export type MatchCheckInState =
  | { kind: 'none' }
  | { kind: 'upcoming'; opensAt: string }
  | { kind: 'open'; closesAt: string; mySlot: number | null; checkedIn: boolean }
  | { kind: 'closed' }
  | { kind: 'missed' };

export function matchCheckInState(match: Match, captainTeamId: string | null, now: Date): MatchCheckInState {
  if (!match.checkInOpensAt || !match.checkInClosesAt || match.bye) return { kind: 'none' };
  if (match.checkInMissed && match.status !== 'FINISHED') return { kind: 'missed' };
  if (match.status === 'FINISHED' || now.getTime() >= Date.parse(match.checkInClosesAt)) return { kind: 'closed' };
  if (now.getTime() < Date.parse(match.checkInOpensAt)) return { kind: 'upcoming', opensAt: match.checkInOpensAt };
  const mine = captainTeamId ? match.results.find((r) => r.teamId === captainTeamId) : undefined;
  return { kind: 'open', closesAt: match.checkInClosesAt, mySlot: mine?.slot ?? null, checkedIn: Boolean(mine?.checkedInAt) };
}

/** "9:05" (minutes and seconds) until `at`, or "1:02:05" past the hour; "0:00" once it passed. */
export function countdown(at: string, now: Date): string {
  const total = Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
