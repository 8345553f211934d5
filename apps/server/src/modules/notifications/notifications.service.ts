import type { NotificationType } from '@clutch/contract/notifications';
import type { Executor } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
import type { NotificationParams } from '../../i18n/notification-texts.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { announceAfterCommit, type AnnounceCtx } from './notification-announcer.ts';
import { deleteAllOf, deleteSettingsOf, insertNotifications, type Audience } from './notifications.repository.ts';

export type { Audience } from './notifications.repository.ts';
export type { NotificationParams } from '../../i18n/notification-texts.ts';

/**
 * What a module needs to notify: the database (for the live push after the commit), realtime, the job queue (for
 * e-mail and push) and the clock; the app context has them. Written out rather than picked from AppContext: the payments service notifies and the
 * context holds it, so a type import of context.ts from here would close an import cycle.
 */
export type NotifyCtx = AnnounceCtx & { now: () => Date; jobs: Pick<Jobs, 'send' | 'wake'> };

export interface NotificationInput {
  type: NotificationType;
  /** What the title and message are rendered from (`{team}`, `{tournament}`…); `{nickname}` is always the actor's. */
  params?: NotificationParams;
  /** The in-app path it is about. */
  link?: string | null;
  /** Who caused it, if a person did: never notified of it, and nobody who blocked them (or whom they blocked) is. */
  actorId?: string | null;
  /**
   * The cause, as a key a user is notified of once (`friend_request:<friendship id>`): a repeated event, a retried
   * transaction or job writes nothing more.
   */
  dedupeKey: string;
}

/**
 * Notifies everyone in `audience` (one INSERT … SELECT however many followers a tournament has), inside the
 * caller's transaction so the notification exists exactly when its cause does (issue #14 item 2). Skips the actor,
 * blocked pairs, erased accounts and whoever already has this dedupe key; the rest hear `notification:new` once
 * the transaction commits. One `notifications.dispatch` job, committed with them, takes them out of the app by
 * e-mail and push (delivery.service.ts). Returns the new notifications' ids.
 */
export async function notifyAudience(ctx: NotifyCtx, tx: Executor, audience: Audience, input: NotificationInput): Promise<string[]> {
  const ids = await insertNotifications(tx, audience, {
    type: input.type,
    params: input.params ?? {},
    link: input.link ?? null,
    actorId: input.actorId ?? null,
    dedupeKey: input.dedupeKey,
    createdAt: ctx.now(),
  });
  announceAfterCommit(ctx, tx, ids);
  if (ids.length > 0) {
    await ctx.jobs.send('notifications.dispatch', { dedupeKey: input.dedupeKey }, {}, tx);
    afterCommit(tx, () => ctx.jobs.wake('notifications.dispatch'));
  }
  return ids;
}

/** Notifies one user (see `notifyAudience`). */
export const notify = (ctx: NotifyCtx, tx: Executor, { userId, ...input }: NotificationInput & { userId: string }): Promise<string[]> =>
  notifyAudience(ctx, tx, { users: [userId] }, input);

/** An erased account's notifications and settings go with it, in the erasure's transaction (ADR 007). */
export async function eraseNotificationsOf(tx: Executor, userId: string): Promise<void> {
  await deleteAllOf(tx, userId);
  await deleteSettingsOf(tx, userId);
}
