import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A notification for one user. `params` holds what its title and message are rendered from, in the reader's
 * language at read time. `dedupeKey` makes a cause notify a user once (a retried job, a repeated event).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default(sql`'{}'::jsonb`),
    link: varchar('link', { length: 300 }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Delivery outside the app (modules/notifications/delivery.service.ts): when its e-mail and push jobs were
     * planned, and when each channel carried it. Each is set in the transaction that does that step, so a job
     * run again (a retry, a second instance) never does it twice.
     */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    // The dispatch job's work list: the rows of one cause not yet planned (a handful at any time).
    index('notifications_undispatched_idx').on(t.dedupeKey, t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);

/** One row per user who changed a default; absent means the defaults (everything on, quiet 23:00–07:00). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  quietEnabled: boolean('quiet_enabled').notNull().default(true),
  quietStart: varchar('quiet_start', { length: 5 }).notNull().default('23:00'),
  quietEnd: varchar('quiet_end', { length: 5 }).notNull().default('07:00'),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  /** Per type `{ push, email, sound }`; a type missing here has every channel on. */
  types: jsonb('types').$type<Record<string, { push: boolean; email: boolean; sound: boolean }>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
