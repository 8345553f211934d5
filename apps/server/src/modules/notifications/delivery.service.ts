import type { Notification } from '@clutch/contract/notifications';
import type { AppContext } from '../../context.ts';
import { channelsFor, type ChannelDecision } from '../../domain/notification-channels.ts';
import { notificationEmail } from '../../platform/mail/templates/notification-email.ts';
import { toSettings } from './notification-settings.ts';
import { knownType, localeOf, toNotification } from './notification-view.ts';
import { findForDelivery, findSettings } from './notifications.repository.ts';

export { channelsFor, type ChannelDecision } from '../../domain/notification-channels.ts';

/** Web push to every device the user subscribed (the push work's `sendPush`), when there is one. */
export type PushSender = (userId: string, notification: Notification) => Promise<void>;

export type DeliveryOutcome =
  /** The notification or its recipient is gone, or it was already read in the app: nothing to send. */
  | { status: 'skipped'; reason: 'gone' | 'read' }
  /** Quiet hours: run again at `until` (the job's next run). */
  | { status: 'held'; until: Date }
  | { status: 'sent'; push: boolean; email: boolean };

type Ctx = Pick<AppContext, 'db' | 'mail' | 'now' | 'config'>;

/**
 * THE SEAM for the job queue (issue #14 items 2 and 5): takes one notification out of the app, by e-mail and web
 * push, as its recipient's settings say at this moment (`channelsFor`): nothing when the global switch or the
 * type's channels are off, nothing yet during quiet hours in the recipient's own zone (`held` until they end, when
 * the job runs it again), nothing once it was read in the app. In-app delivery does not come through here: it
 * happened when the notification was written.
 *
 * To wire: a job per notification id, enqueued in the transaction that wrote it (`notifyAudience` returns the
 * ids), whose handler calls this and, on `held`, runs again at `until`. Not idempotent on its own: a handler run
 * twice after a crash between sending and finishing the job sends twice (a `delivered_at` column, i.e. a
 * migration, would close that).
 */
export async function deliverOutsideApp(ctx: Ctx, notificationId: string, deps: { sendPush?: PushSender } = {}): Promise<DeliveryOutcome> {
  const row = await findForDelivery(ctx.db, notificationId);
  if (!row || row.recipientErased || !knownType(row.type)) return { status: 'skipped', reason: 'gone' };
  if (row.readAt) return { status: 'skipped', reason: 'read' };
  const decision: ChannelDecision = channelsFor(toSettings(await findSettings(ctx.db, row.userId)), row.type, ctx.now());
  const push = decision.push && deps.sendPush !== undefined;
  if (!push && !decision.email) return { status: 'sent', push: false, email: false };
  if (decision.quiet) return { status: 'held', until: decision.deliverAt };

  const locale = localeOf(row.recipientLocale, null);
  const notification = toNotification({ ...row, type: row.type }, locale);
  if (decision.email) {
    const url = new URL(notification.link ?? '/app/notifications', ctx.config.publicUrl).toString();
    // Through the mail queue: recorded in the outbox and retried while SMTP is away.
    await ctx.mail.send(notificationEmail({ to: row.recipientEmail, title: notification.title, message: notification.message, url, locale }));
  }
  if (push) await deps.sendPush!(row.userId, notification);
  return { status: 'sent', push, email: decision.email };
}
