import type { Match } from '@clutch/contract/competition';

/** "2 - 1" once both sides have a score, 'vs' until then (spec §2 Matches). */
export function matchScore(match: Pick<Match, 'results'>): string {
  const [home, away] = [...match.results].sort((a, b) => a.slot - b.slot);
  if (home?.score == null || away?.score == null) return 'vs';
  return `${home.score} - ${away.score}`;
}
