import { pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's private calendar subscribe URL (issue #16): one per user (the primary key). The secret token is the
 * server's HMAC (platform/secrets/signer.ts) of `nonce`, so Settings can show the URL again, yet the table alone
 * (a leaked backup) yields no working URL; feeds are looked up by the token's SHA-256, like sessions. A new link
 * replaces the row, so the old URL stops working at once; turning it off deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Random, base64url: the token is signed from it. */
  nonce: varchar('nonce', { length: 64 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
