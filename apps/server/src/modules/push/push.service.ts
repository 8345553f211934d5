import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_USER, pushPayload, type PushPayload, type PushSubscriptionInput, type PushSubscriptionView } from '@clutch/contract/push';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/app-error.ts';
import type { PushSendOptions } from '../../platform/push/push-sender.ts';
import { deleteGoneSubscriptions, deleteSubscriptionOf, findSubscriptionsOf, trimSubscriptionsOf, upsertSubscription } from './push.repository.ts';

/** What one `sendPush` did: delivered, forgotten (the push service answered 404 or 410), or failed otherwise. */
export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

/** A day: a reminder older than that is news nobody needs. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

type PushContext = Pick<AppContext, 'db' | 'push' | 'now'>;

/**
 * Web push (issue #14 item 10): the browser subscriptions of the signed-in user, and `sendPush`, which the job
 * queue calls to deliver one message to every device of a user.
 */
export function createPushService(ctx: PushContext, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const { db } = ctx;

  return {
    publicKey: () => ({ publicKey: ctx.push.publicKey }),

    /**
     * Keeps the subscription for the session's user: an endpoint already known (this browser, signed in as someone
     * else before) moves to them. A user keeps their newest `PUSH_SUBSCRIPTIONS_PER_USER` devices.
     */
    async subscribe(user: UserRow, input: PushSubscriptionInput): Promise<PushSubscriptionView> {
      const row = await runInTransaction(db, async (tx) => {
        const saved = await upsertSubscription(tx, {
          userId: user.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          now: ctx.now(),
        });
        await trimSubscriptionsOf(tx, user.id, PUSH_SUBSCRIPTIONS_PER_USER);
        return saved;
      });
      return { endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
    },

    /** Only one's own: another user's endpoint is as unknown as a made-up one. */
    async unsubscribe(user: UserRow, endpoint: string) {
      if (!(await deleteSubscriptionOf(db, user.id, endpoint))) throw notFound(PUSH_MESSAGES.notFound, 'PUSH_SUBSCRIPTION_NOT_FOUND');
    },

    /**
     * Sends one message to every subscription of the user, at once, and forgets those the push service answers 404
     * or 410 to. A plain async function: the job queue calls it (and may retry on `failed`).
     */
    async sendPush(userId: string, payload: PushPayload, options: Partial<PushSendOptions> = {}): Promise<PushOutcome> {
      const body = JSON.stringify(pushPayload.parse(payload));
      const subscriptions = await findSubscriptionsOf(db, userId);
      const sendOptions: PushSendOptions = { ttlSeconds: DEFAULT_TTL_SECONDS, ...options };
      const deliveries = await Promise.all(
        subscriptions.map(async (row) => ({
          row,
          delivery: await ctx.push.send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, sendOptions),
        })),
      );
      const gone = deliveries.filter((d) => d.delivery.status === 'gone').map((d) => d.row);
      await deleteGoneSubscriptions(db, gone);
      for (const { row, delivery } of deliveries) {
        if (delivery.status === 'failed') {
          log?.warn({ subscription: row.id, host: new URL(row.endpoint).host, statusCode: delivery.statusCode, reason: delivery.reason }, 'web push not delivered');
        }
      }
      return {
        sent: deliveries.filter((d) => d.delivery.status === 'sent').length,
        removed: gone.length,
        failed: deliveries.filter((d) => d.delivery.status === 'failed').length,
      };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
