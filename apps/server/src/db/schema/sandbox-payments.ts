import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';

/**
 * Checkout sessions of the sandbox payment provider (DESIGN.md §4.6): what its hosted checkout page shows and
 * where it sends the payer back. Stripe keeps the equivalent on its side.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 64 }),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** 'hosted' or 'embedded'. */
    mode: varchar('mode', { length: 16 }).notNull(),
    clientSecret: varchar('client_secret', { length: 128 }).notNull(),
    /** OPEN, COMPLETE or EXPIRED. */
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** The sandbox's payment intent id once the card was charged. */
    paymentIntentId: varchar('payment_intent_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_checkout_sessions_customer_idx').on(t.customerId, t.createdAt)],
);
