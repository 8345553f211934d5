import type { Locale } from '@clutch/contract/locales';
import type { NotificationPage, NotificationSettings } from '@clutch/contract/notifications';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from './notification-cursor.ts';
import { toSettings, toSettingsRow } from './notification-settings.ts';
import { knownType, localeOf, toNotification } from './notification-view.ts';
import {
  countUnread,
  deleteAllOf,
  deleteOne,
  findPage,
  findSettings,
  markAllRead,
  markRead,
  upsertSettings,
} from './notifications.repository.ts';

export const notificationNotFound = () => notFound('Notification not found.', 'NOTIFICATION_NOT_FOUND');

type Ctx = Pick<AppContext, 'db' | 'realtime' | 'now'>;

/**
 * The signed-in user's own notifications (issue #14 item 3) and settings (item 5). Someone else's notification
 * answers 404 like a missing one. Every change answers the unread count after it and pushes it to the user's
 * other tabs (`notification:count`), so every bell agrees.
 */
export function createInboxService(ctx: Ctx) {
  const { db } = ctx;

  async function changed(userId: string) {
    const unreadCount = await countUnread(db, userId);
    ctx.realtime.emitToUser(userId, 'notification:count', { unreadCount });
    return { count: unreadCount };
  }

  return {
    /** Newest first; `locale` is the language the reader asked for (the account's when it asks for none). */
    async list(user: UserRow, query: { cursor?: string; limit: number; unread: boolean }, asked: Locale | null): Promise<NotificationPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await findPage(db, user.id, { after, unreadOnly: query.unread, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const locale = asked ?? localeOf(user.locale, null);
      const last = page.at(-1);
      return {
        items: page.flatMap((row) => {
          const { type } = row;
          return knownType(type) ? [toNotification({ ...row, type }, locale)] : [];
        }),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
      };
    },

    async unreadCount(user: UserRow) {
      return { count: await countUnread(db, user.id) };
    },

    async markRead(user: UserRow, id: string) {
      if (!(await markRead(db, user.id, id, ctx.now()))) throw notificationNotFound();
      return changed(user.id);
    },

    async markAllRead(user: UserRow) {
      await markAllRead(db, user.id, ctx.now());
      return changed(user.id);
    },

    async remove(user: UserRow, id: string) {
      if (!(await deleteOne(db, user.id, id))) throw notificationNotFound();
      return changed(user.id);
    },

    async clear(user: UserRow) {
      await deleteAllOf(db, user.id);
      return changed(user.id);
    },

    async settings(user: UserRow): Promise<NotificationSettings> {
      return toSettings(await findSettings(db, user.id));
    },

    /** The whole settings, as the dialog sends them (validated by the contract's schema at the edge). */
    async updateSettings(user: UserRow, settings: NotificationSettings): Promise<NotificationSettings> {
      return toSettings(await upsertSettings(db, toSettingsRow(user.id, settings, ctx.now())));
    },
  };
}
