import type { TournamentStatus } from '@clutch/contract/tournaments';
import { defineMessage } from './i18n/message.ts';
import type { Translate } from './i18n/translate.ts';

const inline = {
  DRAFT: defineMessage({ defaultMessage: 'draft', description: 'A tournament status inside a line of text, in lower case' }),
  OPEN_FOR_REGISTRATION: defineMessage({
    defaultMessage: 'open for registration',
    description: 'A tournament status inside a line of text, in lower case',
  }),
  IN_PROGRESS: defineMessage({ defaultMessage: 'in progress', description: 'A tournament status inside a line of text, in lower case' }),
  FINISHED: defineMessage({ defaultMessage: 'finished', description: 'A tournament status inside a line of text, in lower case' }),
  CANCELLED: defineMessage({ defaultMessage: 'cancelled', description: 'A tournament status inside a line of text, in lower case' }),
} satisfies Record<TournamentStatus, unknown>;

/**
 * A tournament status within a line ("Valorant · in progress"): lower case, underscores as spaces (spec §4), in the
 * active language; a status this client does not know yet reads as written.
 */
export function tournamentStatusInline(t: Translate, status: string): string {
  const message = inline[status as TournamentStatus];
  return message ? t(message) : status.replaceAll('_', ' ').toLowerCase();
}
