import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nickName: varchar('nick_name', { length: 32 }).notNull(),
    /** Stored trimmed and lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id PHC string; null for accounts created through Google only. */
    passwordHash: text('password_hash'),
    googleId: varchar('google_id', { length: 64 }),
    bio: text('bio'),
    profilePicUrl: text('profile_pic_url'),
    userVerified: boolean('user_verified').notNull().default(false),
    roles: text('roles').array().notNull().default(sql`ARRAY['USER']::text[]`),
    /** ISO 3166-1 alpha-2 code. */
    countryCode: varchar('country_code', { length: 2 }),
    discord: varchar('discord', { length: 100 }),
    facebook: varchar('facebook', { length: 100 }),
    instagram: varchar('instagram', { length: 100 }),
    twitch: varchar('twitch', { length: 100 }),
    coverUrl: text('cover_url'),
    location: varchar('location', { length: 100 }),
    website: varchar('website', { length: 200 }),
    /** The year the player or organization started out. */
    founded: integer('founded'),
    numberPhone: varchar('number_phone', { length: 32 }),
    /** Who this user blocked; guarded by this row's lock. The GIN index answers "who blocked me". */
    blockedUserIds: uuid('blocked_user_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    /**
     * How many users follow this one: kept by the social module in the same transaction as every follow row it
     * adds or removes (an atomic increment under the row lock), so the Players list can sort 100k users by it.
     */
    followerCount: integer('follower_count').notNull().default(0),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    /** The language the user chose (`en`, `pt-BR`); null until they choose, when the browser's language is used. */
    locale: varchar('locale', { length: 16 }),
    /** Set when the account was deleted: the row stays, anonymised, so results and the books keep their rows (ADR 007). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_nick_name_lower_key').on(sql`lower(${t.nickName})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_id_key').on(t.googleId),
    index('users_created_at_idx').on(t.createdAt),
    // LIKE 'abc%' on the lower-cased nickname, whatever the database's collation.
    index('users_nick_name_prefix_idx').using('btree', sql`lower(${t.nickName}) text_pattern_ops`),
    index('users_follower_count_idx').on(t.followerCount.desc(), t.id),
    // fastupdate off: every follow rewrites a users row, and PGlite never vacuums a pending list away.
    index('users_blocked_user_ids_idx').using('gin', t.blockedUserIds).with({ fastupdate: false }),
    index('users_country_code_idx').on(t.countryCode),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
