import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/index.ts';

/**
 * One row per endpoint: subscribing an endpoint again (the same browser, perhaps signed in as someone else now)
 * moves it to this user with the keys it sent.
 */
export async function upsertSubscription(
  db: Executor,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, updatedAt: values.now },
    })
    .returning();
  return row!;
}

/** Deletes the user's subscriptions beyond their `keep` most recently subscribed. */
export async function trimSubscriptionsOf(db: Executor, userId: string, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the user's subscription at this endpoint; false when they have none there. */
export async function deleteSubscriptionOf(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export function findSubscriptionsOf(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/**
 * Deletes subscriptions the push service called gone, each only as it was when sent to: a row re-subscribed in the
 * meantime (new keys, perhaps another user) stays.
 */
export async function deleteGoneSubscriptions(db: Executor, gone: Array<Pick<PushSubscriptionRow, 'id' | 'updatedAt'>>) {
  if (gone.length === 0) return;
  await db
    .delete(pushSubscriptions)
    .where(or(...gone.map((row) => and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.updatedAt, row.updatedAt)))));
}
