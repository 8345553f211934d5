import type { Locale } from '@clutch/contract/locales';
import { isLocale } from '@clutch/contract/locales';
import { notificationType, type Notification, type NotificationType } from '@clutch/contract/notifications';
import { renderNotification } from '../../i18n/notification-texts.ts';
import type { NotificationRecord } from './notifications.repository.ts';

/** Whether a stored type is one the contract lists (a row of a type since dropped is left out of what is sent). */
export const knownType = (type: string): type is NotificationType => notificationType.safeParse(type).success;

/** A stored notification as its reader sees it: title and message written now, in `locale`. */
export function toNotification(row: NotificationRecord & { type: NotificationType }, locale: Locale): Notification {
  const { title, message } = renderNotification(row.type, row.params, locale, row.actorNickName);
  return {
    id: row.id,
    type: row.type,
    title,
    message,
    link: row.link,
    read: row.readAt !== null,
    actor: row.actorId && row.actorNickName !== null ? { id: row.actorId, nickName: row.actorNickName, profilePicUrl: row.actorPicUrl } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account's language, else the one asked for, else English. */
export const localeOf = (accountLocale: string | null, asked: Locale | null): Locale => (isLocale(accountLocale) ? accountLocale : null) ?? asked ?? 'en';
