import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { teamRegistrations } from './teams.ts';
import { tournaments } from './tournaments.ts';
import { users } from './users.ts';

/**
 * Money that moves through a payment provider: entry fees, deposits (Add Money), withdrawals, prize payouts
 * and refunds. One row per attempt; the provider's ids make retries and webhooks idempotent.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** ENTRY_FEE, DEPOSIT, WITHDRAWAL, PRIZE_PAYOUT or REFUND. */
    kind: varchar('kind', { length: 16 }).notNull(),
    teamRegistrationId: uuid('team_registration_id').references(() => teamRegistrations.id, { onDelete: 'set null' }),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    /** Always positive, in minor units; the kind says the direction. */
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** PENDING, COMPLETED, FAILED, CANCELLED or REFUNDED. */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    /** 'sandbox' or 'stripe'. */
    provider: varchar('provider', { length: 16 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }),
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    /** The payment this one refunds (REFUND rows). */
    refundOf: uuid('refund_of'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    // A payment is refunded once, in full: a retried refund job or a late provider event can not add a second.
    uniqueIndex('payments_refund_of_key').on(t.refundOf),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_registration_idx').on(t.teamRegistrationId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Every provider event handled, recorded in the same transaction as its effect: a duplicate has no effect. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The user's balance on the platform, as a ledger: credits (deposits, prizes, refunds to balance) and debits
 * (withdrawals, fees paid from balance). Balance = sum per currency.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Signed, minor units. */
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.currency),
    uniqueIndex('ledger_entries_payment_kind_key').on(t.paymentId, t.kind),
  ],
);

/** Uploaded images (re-encoded, metadata stripped), on disk or in S3-compatible storage. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Storage key, e.g. `2026/11/<id>.webp`. */
    key: varchar('key', { length: 255 }).notNull().unique(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
