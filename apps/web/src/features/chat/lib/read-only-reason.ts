import type { ChatReadOnlyReason } from '@clutch/contract/chat';
import type { Translate } from '@/lib/i18n/translate.ts';

/** Why the composer is not there, in words (spec §5, §6). `mutedUntil` names the time a mute ends. */
export function readOnlyText(reason: ChatReadOnlyReason, t: Translate, mutedUntil: string | null, locale: string): string {
  switch (reason) {
    case 'NOT_SIGNED_IN':
      return t({ defaultMessage: 'Sign in to chat.' });
    case 'NOT_VERIFIED':
      return t({ defaultMessage: 'Verify your account to chat.' });
    case 'NOT_A_PARTICIPANT':
      return t({ defaultMessage: 'Only the participants and the organizer can write here.' });
    case 'NOT_LIVE':
      return t({ defaultMessage: 'The live chat opens while the tournament is in progress.' });
    case 'MUTED':
      return mutedUntil
        ? t({ defaultMessage: 'You are muted until {time}.' }, { time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(mutedUntil)) })
        : t({ defaultMessage: 'You are muted in this chat for now.' });
    case 'NOT_FRIENDS':
      return t({ defaultMessage: 'This player only takes messages from friends.' });
    case 'BLOCKED':
      return t({ defaultMessage: 'You cannot message this player.' });
  }
}
