import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A browser's web-push subscription (issue #14): where to post (`endpoint`, unique: a browser profile has one per
 * application server key) and the keys to encrypt for it. It belongs to the account that subscribed last from that
 * browser; it goes with the account, and when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    /** The 16-byte authentication secret, base64url. */
    auth: varchar('auth', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId, t.updatedAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
