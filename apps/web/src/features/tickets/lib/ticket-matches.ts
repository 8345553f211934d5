import type { TicketDetail } from '@clutch/contract/payments';

export type TicketMatch = TicketDetail['matches'][number];

const time = (m: TicketMatch) => (m.starteDate ? new Date(m.starteDate).getTime() : Number.POSITIVE_INFINITY);

/** Matches in playing order: by start time, undated ones last, then by round and number. */
export function sortMatches(matches: TicketMatch[]): TicketMatch[] {
  return [...matches].sort((a, b) => time(a) - time(b) || a.round - b.round || a.number - b.number);
}

/** The match being played now, else the next scheduled one; undefined when the team has none left. */
export function currentOrNextMatch(matches: TicketMatch[]): TicketMatch | undefined {
  const sorted = sortMatches(matches);
  return sorted.find((m) => m.status === 'IN_PROGRESS') ?? sorted.find((m) => m.status === 'SCHEDULED');
}

/** Which side the team plays: slot 1 is home, slot 2 away (contract). */
export function sideOf(match: TicketMatch, teamId: string): 'home' | 'away' | null {
  const slot = match.results.find((r) => r.teamId === teamId)?.slot;
  return slot === 1 ? 'home' : slot === 2 ? 'away' : null;
}

/** "2 - 1" only once the match is FINISHED; a dash before (spec §2 Ticket detail). */
export function ticketScore(match: TicketMatch): string {
  if (match.status !== 'FINISHED') return '-';
  const [home, away] = [...match.results].sort((a, b) => a.slot - b.slot);
  return `${home?.score ?? 0} - ${away?.score ?? 0}`;
}
