import { defineMessage } from './i18n/message.ts';
import type { Translate } from './i18n/translate.ts';

/** What a side of a match reads while its team is not known yet. */
export const unknownSide = defineMessage({ defaultMessage: 'TBD', description: 'A side of a match whose team is not known yet' });

const byeSide = defineMessage({ defaultMessage: 'BYE', description: 'The empty side of a match: the other team goes through without playing' });

/**
 * A side of a match as the schedule shows it: the team's name; the empty side of a bye 'BYE' (nobody is to come);
 * any other side still to be decided 'TBD'.
 */
export function matchSideName(t: Translate, side: { registered: boolean; name: string | null | undefined; bye: boolean }): string {
  if (!side.registered && side.bye) return t(byeSide);
  return side.name ?? t(unknownSide);
}
