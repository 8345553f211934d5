import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per account e-mail (password code, verification link) the per-recipient cap let someone ask for,
 * whether or not the address has an account, so the cap answers alike for both. The recipient is kept as the SHA-256 of the normalised address: the cap
 * needs to count, not to know who. Rows older than a day are pruned as new ones arrive.
 */
export const mailRequests = pgTable(
  'mail_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientHash: varchar('recipient_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_requests_recipient_idx').on(t.recipientHash, t.createdAt), index('mail_requests_created_at_idx').on(t.createdAt)],
);
