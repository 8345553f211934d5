/** Words for the Swiss settings the contract keeps as codes (organizer form, ranking columns, round explanations). */
import type { SwissTiebreaker } from '@clutch/contract/organizer';
import { defineMessage, type MessageDescriptor } from './i18n/message.ts';

export const swissTiebreakerLabels: Record<SwissTiebreaker, MessageDescriptor> = {
  BUCHHOLZ: defineMessage({ defaultMessage: 'Buchholz', description: "Swiss tiebreaker: sum of the opponents' points" }),
  MEDIAN_BUCHHOLZ: defineMessage({ defaultMessage: 'Median-Buchholz', description: 'Swiss tiebreaker: Buchholz without the best and worst opponent' }),
  SONNEBORN_BERGER: defineMessage({ defaultMessage: 'Sonneborn-Berger', description: 'Swiss tiebreaker: points of opponents beaten, half of those drawn' }),
  OPPONENT_MATCH_WIN_PCT: defineMessage({ defaultMessage: "Opponents' match-win %", description: 'Swiss tiebreaker' }),
  HEAD_TO_HEAD: defineMessage({ defaultMessage: 'Head-to-head', description: 'Tiebreaker: results between the tied teams' }),
  SEED: defineMessage({ defaultMessage: 'Seed', description: 'Tiebreaker: the better seed first' }),
};

/** Moves `item` one place up (-1) or down (+1) in `list`; unchanged at either end. */
export function moved<T>(list: readonly T[], item: T, step: -1 | 1): T[] {
  const from = list.indexOf(item);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Turns `item` on (appended last) or off in the ordered `list`. */
export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
}
