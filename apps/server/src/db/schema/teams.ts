import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { tournaments } from './tournaments.ts';
import { users } from './users.ts';

/** A team, built by its captain for a tournament. A solo entry is a team of one. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 60 }).notNull(),
    bio: text('bio'),
    photoUrl: text('photo_url'),
    captainId: uuid('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tournament it was built for (spec §3 team create payload). */
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teams_captain_idx').on(t.captainId),
    index('teams_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // See tournaments: clutch_fold() comes from migration 0003.
    index('teams_name_fold_trgm_idx').using('gin', sql`clutch_fold(${t.name}) gin_trgm_ops`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    /** The invite's id on the wire (spec §3 team invite). */
    id: uuid('id').notNull().defaultRandom().unique(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CAPTAIN or MEMBER. */
    role: varchar('role', { length: 16 }).notNull(),
    /** PENDING, ACCEPTED or REJECTED; the captain is ACCEPTED. */
    inviteStatus: varchar('invite_status', { length: 16 }).notNull(),
    /** PAID, PENDING or NOT_REQUIRED. */
    paymentStatus: varchar('payment_status', { length: 16 }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** A team's request to play a tournament (spec §3 team registration). */
export const teamRegistrations = pgTable(
  'team_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** PENDING, ACCEPTED, REJECTED or CANCELLED. */
    requestStatus: varchar('request_status', { length: 16 }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    /** Seeding position set by the organizer before the start. */
    seed: integer('seed'),
    /** Final placement, fixed when the tournament finishes (1 = winner). */
    placement: integer('placement'),
    /** NOT_REQUIRED (free), PENDING, PAID or REFUNDED: the team's entry fee, paid once by its captain. */
    paymentStatus: varchar('payment_status', { length: 16 }).notNull().default('NOT_REQUIRED'),
    /** The fee owed when the registration was made, in minor units of `currency`. */
    feeCents: integer('fee_cents').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When its captain (or the solo player) checked in; null when not (or after undoing it). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_registrations_team_tournament_key').on(t.teamId, t.tournamentId),
    index('team_registrations_tournament_status_idx').on(t.tournamentId, t.requestStatus),
  ],
);

/**
 * Who plays in which tournament, through which registration: the primary key makes "a user is in a
 * tournament at most once (solo or through any team)" a database rule. Rows exist for the captain and for
 * every invited member whose invite is not rejected.
 */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamRegistrationId: uuid('team_registration_id')
      .notNull()
      .references(() => teamRegistrations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index('tournament_participants_registration_idx').on(t.teamRegistrationId)],
);
