import type { NotificationType } from '@clutch/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { channelsFor } from '../../domain/notification-channels.ts';
import type { Job } from '../../platform/jobs/jobs.ts';
import { notificationEmail } from '../../platform/mail/templates/notification-email.ts';
import { createPushService } from '../push/push.service.ts';
import { toSettings } from './notification-settings.ts';
import { knownType, localeOf, toNotification } from './notification-view.ts';
import {
  claimUndispatched,
  findSettings,
  findSettingsOf,
  findForDelivery,
  markDispatched,
  markEmailed,
  markPushed,
} from './notifications.repository.ts';
import { unsubscribeToken } from './unsubscribe.service.ts';

type Ctx = Pick<AppContext, 'db' | 'mail' | 'jobs' | 'push' | 'now' | 'config' | 'signer'>;

/** Rows planned per transaction of the dispatch job. */
const DISPATCH_BATCH = 500;
/** Notifications per e-mail or push job. */
const IDS_PER_JOB = 100;
/**
 * E-mail waits this long, so what the player reads in the app meanwhile is not mailed too (push goes at once:
 * it is how the app reaches a player who is away).
 */
export const EMAIL_DELAY_SECONDS = 5 * 60;
/** Reminders mean nothing late: their e-mail goes at once. */
const URGENT: ReadonlySet<NotificationType> = new Set(['match_starting', 'check_in_open']);

const emailDelayOf = (type: NotificationType) => (URGENT.has(type) ? 0 : EMAIL_DELAY_SECONDS);

const PUSH_TITLE_MAX = 120;
const PUSH_BODY_MAX = 400;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Seconds from `now` to `at`, for a job's `startAfter` (measured on the database's clock, so a test clock can not skew it). */
const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Delivery of notifications outside the app (issue #14 items 5, 6, 10), as three jobs:
 * - `notifications.dispatch`, committed with the notifications of one cause (notifyAudience), plans them in
 *   batches: for each recipient, by their settings now, an e-mail job and a push job, due at once or when their
 *   quiet hours end (e-mail a few minutes later, in case it is read in the app first);
 * - `notifications.email` queues each e-mail (the mail queue's outbox row and job, in the same transaction that
 *   records it sent: never twice, never lost while SMTP is away);
 * - `notifications.push` sends to every device of each recipient; a push service that fails makes the job retry
 *   the ones not sent yet.
 * E-mail and push look at the settings again when they run: a switch turned off meanwhile, a notification read
 * meanwhile or an account erased sends nothing; quiet hours begun meanwhile move them to their end. In-app
 * delivery does not come through here: it happened when the notification was written.
 */
export function createNotificationDelivery(ctx: Ctx, log: Pick<FastifyBaseLogger, 'warn'>) {
  const { db } = ctx;
  const push = createPushService(ctx, log);

  /** The settings of a recipient when a channel's job runs (read through `executor`: on PGlite, the transaction's own connection). */
  async function decisionFor(executor: Executor, userId: string, type: NotificationType) {
    return channelsFor(toSettings(await findSettings(executor, userId)), type, ctx.now());
  }

  async function sendGroups(name: 'notifications.email' | 'notifications.push', groups: Map<number, string[]>, tx: Executor) {
    for (const [delaySeconds, ids] of groups) {
      for (let i = 0; i < ids.length; i += IDS_PER_JOB) {
        await ctx.jobs.send(name, { notificationIds: ids.slice(i, i + IDS_PER_JOB) }, delaySeconds > 0 ? { startAfter: delaySeconds } : {}, tx);
      }
    }
  }

  const addTo = (groups: Map<number, string[]>, delaySeconds: number, id: string) => {
    const group = groups.get(delaySeconds) ?? [];
    group.push(id);
    groups.set(delaySeconds, group);
  };

  async function dispatchBatch(dedupeKey: string, afterId: string | null): Promise<string | null> {
    return runInTransaction(db, async (tx) => {
      const rows = await claimUndispatched(tx, dedupeKey, afterId, DISPATCH_BATCH);
      if (rows.length === 0) return null;
      const now = ctx.now();
      const settings = await findSettingsOf(tx, [...new Set(rows.map((r) => r.userId))]);
      const email = new Map<number, string[]>();
      const pushes = new Map<number, string[]>();
      for (const row of rows) {
        const { type } = row;
        if (row.read || !knownType(type)) continue;
        const decision = channelsFor(toSettings(settings.get(row.userId) ?? null), type, now);
        const wait = secondsUntil(decision.deliverAt, now);
        if (decision.email) addTo(email, Math.max(wait, emailDelayOf(type)), row.id);
        if (decision.push && row.hasPush) addTo(pushes, wait, row.id);
      }
      await sendGroups('notifications.email', email, tx);
      await sendGroups('notifications.push', pushes, tx);
      await markDispatched(tx, rows.map((r) => r.id), now);
      return rows.at(-1)!.id;
    });
  }

  /**
   * One notification's e-mail, in a transaction that locks it: queued and recorded together, or neither. Answers
   * whether a message was queued.
   */
  async function emailOne(id: string): Promise<boolean> {
    return runInTransaction(db, async (tx) => {
      const row = await findForDelivery(tx, id, { lock: true });
      if (!row || row.emailed || row.readAt || row.recipientErased) return false;
      const { type } = row;
      if (!knownType(type)) return false;
      const decision = await decisionFor(tx, row.userId, type);
      if (!decision.email) return false;
      const now = ctx.now();
      if (decision.quiet) {
        await ctx.jobs.send('notifications.email', { notificationIds: [id] }, { startAfter: secondsUntil(decision.deliverAt, now) }, tx);
        return false;
      }
      const locale = localeOf(row.recipientLocale, null);
      const notification = toNotification({ ...row, type }, locale);
      const base = ctx.config.publicUrl;
      const token = unsubscribeToken(ctx.signer, row.userId, type);
      await ctx.mail.enqueue(
        tx,
        notificationEmail({
          to: row.recipientEmail,
          type,
          title: notification.title,
          message: notification.message,
          url: new URL(notification.link ?? '/app/notifications', base).toString(),
          locale,
          unsubscribe: {
            pageUrl: `${base}/app/unsubscribe?token=${encodeURIComponent(token)}`,
            oneClickUrl: `${base}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
          },
          settingsUrl: `${base}/app/live-notifications`,
        }),
      );
      await markEmailed(tx, id, now);
      return true;
    });
  }

  /**
   * One notification to every device of its recipient. Sent before it is recorded: a crash in between sends it
   * again on the retry, and the device shows it once (its tag is the notification's id).
   */
  async function pushOne(id: string): Promise<'sent' | 'skipped' | 'failed'> {
    const row = await findForDelivery(db, id, { lock: false });
    if (!row || row.pushed || row.readAt || row.recipientErased) return 'skipped';
    const { type } = row;
    if (!knownType(type)) return 'skipped';
    const decision = await decisionFor(db, row.userId, type);
    if (!decision.push) return 'skipped';
    if (decision.quiet) {
      await ctx.jobs.send('notifications.push', { notificationIds: [id] }, { startAfter: secondsUntil(decision.deliverAt, ctx.now()) });
      return 'skipped';
    }
    const notification = toNotification({ ...row, type }, localeOf(row.recipientLocale, null));
    const outcome = await push.sendPush(row.userId, {
      title: clip(notification.title, PUSH_TITLE_MAX),
      body: clip(notification.message, PUSH_BODY_MAX),
      url: notification.link ?? '/app/notifications',
      tag: id,
    });
    if (outcome.failed > 0 && outcome.sent === 0) return 'failed';
    await runInTransaction(db, (tx) => markPushed(tx, id, ctx.now()));
    return 'sent';
  }

  return {
    async dispatch({ data }: Job<'notifications.dispatch'>) {
      let after: string | null = null;
      while ((after = await dispatchBatch(data.dedupeKey, after)) !== null);
      ctx.jobs.wake('notifications.email');
      ctx.jobs.wake('notifications.push');
    },

    async email({ data }: Job<'notifications.email'>) {
      let queued = false;
      for (const id of data.notificationIds) queued = (await emailOne(id)) || queued;
      if (queued) ctx.mail.flush();
    },

    async push({ data }: Job<'notifications.push'>) {
      let failed = 0;
      for (const id of data.notificationIds) if ((await pushOne(id)) === 'failed') failed += 1;
      // The job runs again: those sent are recorded and skipped, the failed ones are tried again.
      if (failed > 0) throw new Error(`web push failed for ${failed} of ${data.notificationIds.length} notifications`);
    },
  };
}
