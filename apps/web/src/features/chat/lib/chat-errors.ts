import { errorMessage, isApiError } from '@/lib/http.ts';
import type { Translate } from '@/lib/i18n/translate.ts';

/**
 * A chat failure in the user's language: the chat codes that say one thing each are worded here; the others
 * (read-only and direct-message refusals, which have several reasons, and rate limits) keep the server's message,
 * which comes in the language on screen, else `fallback`.
 */
export function chatErrorMessage(e: unknown, t: Translate, fallback: string): string {
  if (isApiError(e)) {
    switch (e.code) {
      case 'CHAT_ROOM_NOT_FOUND':
        return t({ defaultMessage: 'This chat does not exist.' });
      case 'CHAT_MESSAGE_NOT_FOUND':
        return t({ defaultMessage: 'This message does not exist.' });
      case 'CHAT_NOT_MEMBER':
        return t({ defaultMessage: 'You cannot see this chat.' });
      case 'CHAT_MUTED':
        return t({ defaultMessage: 'You are muted in this chat for now.' });
      case 'CHAT_SLOW_MODE':
        return t({ defaultMessage: 'Slow mode is on: wait a few seconds between messages.' });
      case 'CHAT_NOT_SENDER':
        return t({ defaultMessage: 'Only the sender can delete this message.' });
      case 'CHAT_NOT_MODERATOR':
        return t({ defaultMessage: 'Only the organizer or an admin can do this.' });
      case 'CHAT_REPORT_NOT_FOUND':
        return t({ defaultMessage: 'This report does not exist.' });
      case 'CHAT_ALREADY_REPORTED':
        return t({ defaultMessage: 'You already reported this message.' });
      default:
        break;
    }
  }
  return errorMessage(e, fallback);
}
