import type { Match } from '@clutch/contract/competition';
import type { Translate } from '@/lib/i18n/translate.ts';

const scoresOf = (match: Pick<Match, 'results'>) => {
  const [home, away] = [...match.results].sort((a, b) => a.slot - b.slot);
  return home?.score == null || away?.score == null ? null : ([home.score, away.score] as const);
};

/** Whether both sides have a score. */
export const isScored = (match: Pick<Match, 'results'>) => scoresOf(match) !== null;

/** "2 - 1" once both sides have a score, 'vs' until then (spec §2 Matches). */
export function matchScore(match: Pick<Match, 'results'>, t: Translate): string {
  const scores = scoresOf(match);
  return scores ? `${scores[0]} - ${scores[1]}` : t({ defaultMessage: 'vs', description: 'Between two teams of a match not scored yet' });
}
