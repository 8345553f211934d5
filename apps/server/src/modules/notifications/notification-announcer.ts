import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
import { findForAnnouncement } from './notifications.repository.ts';
import { knownType, localeOf, toNotification } from './notification-view.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';

/** The app context's database and realtime (see NotifyCtx for why not picked from AppContext). */
export type AnnounceCtx = { db: DatabaseHandle['db']; realtime: Realtime };

/**
 * `notification:new` to each recipient's room (`user:<id>`, every tab, every instance through the Redis adapter),
 * in the recipient's language, with their unread count. Read after the commit, so nobody hears of a notification
 * that rolled back. A failure here loses only the live push: the rows are committed and the bell reads them on its
 * next fetch.
 */
export async function announceNotifications(ctx: AnnounceCtx, ids: string[]): Promise<void> {
  try {
    for (let i = 0; i < ids.length; i += 500) {
      for (const row of await findForAnnouncement(ctx.db, ids.slice(i, i + 500))) {
        const { type } = row;
        if (!knownType(type)) continue;
        const notification = toNotification({ ...row, type }, localeOf(row.recipientLocale, null));
        ctx.realtime.emitToUser(row.userId, 'notification:new', { notification, unreadCount: row.unreadCount });
      }
    }
  } catch {
    // See above: the next fetch shows them.
  }
}

/** The ids each open transaction created, announced together once it commits. */
const pending = new WeakMap<Executor, string[]>();

/** Announces these new notifications once `tx` commits (at once when `tx` is the database itself). */
export function announceAfterCommit(ctx: AnnounceCtx, tx: Executor, ids: string[]): void {
  if (ids.length === 0) return;
  let batch = pending.get(tx);
  if (!batch) {
    const created: string[] = [];
    batch = created;
    pending.set(tx, created);
    afterCommit(tx, () => {
      pending.delete(tx);
      // Not awaited: the cause's request answers without waiting for ten thousand followers to be told (the
      // bench's fan-out); the rows are committed, so a lost announcement costs only the live push.
      void announceNotifications(ctx, created);
    });
  }
  batch.push(...ids);
}
