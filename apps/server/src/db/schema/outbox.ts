import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Every e-mail the app sends. In dev-outbox mode this is the mailbox; with SMTP it is the delivery log. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Where one click unsubscribes the recipient from this kind of e-mail (RFC 8058), for notification e-mails. */
    unsubscribeUrl: text('unsubscribe_url'),
    /** 'queued' until its mail.send job runs, then 'stored' (dev outbox) or 'sent' (SMTP); 'failed' while its last attempt failed. */
    status: varchar('status', { length: 16 }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);
