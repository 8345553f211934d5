import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { teamRegistrations } from './teams.ts';
import { tournaments } from './tournaments.ts';

/** One match of a tournament's structure (league, group or knockout). */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** LEAGUE, GROUP or KNOCKOUT. */
    stage: varchar('stage', { length: 16 }).notNull(),
    groupLabel: varchar('group_label', { length: 8 }),
    /** Knockout part: WINNERS, LOSERS, GRAND_FINAL or THIRD_PLACE; null in leagues and groups. */
    bracket: varchar('bracket', { length: 16 }),
    /** The engine's id for this match (brackets-manager match id); null for matches made without the engine (demo seed). */
    engineId: integer('engine_id'),
    /** One side advanced without playing. */
    bye: boolean('bye').notNull().default(false),
    round: integer('round').notNull(),
    number: integer('number').notNull(),
    /** SCHEDULED, IN_PROGRESS or FINISHED. */
    status: varchar('status', { length: 16 }).notNull().default('SCHEDULED'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    bestOf: integer('best_of').notNull().default(1),
    details: text('details'),
    roomCode: varchar('room_code', { length: 32 }),
    region: varchar('region', { length: 32 }),
    /**
     * Match check-in's window, fixed when the match became ready (its time, or then) and moved with its time;
     * null without check-in or while a side is to be decided. Kept once the match is played.
     */
    checkInOpensAt: timestamp('check_in_opens_at', { withTimezone: true }),
    checkInClosesAt: timestamp('check_in_closes_at', { withTimezone: true }),
    /** When the window closed with neither side checked in: the organizer decides. */
    checkInMissedAt: timestamp('check_in_missed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('matches_position_key').on(t.tournamentId, t.stage, t.bracket, t.groupLabel, t.round, t.number).nullsNotDistinct(),
    uniqueIndex('matches_engine_key').on(t.tournamentId, t.engineId),
    index('matches_tournament_idx').on(t.tournamentId, t.scheduledAt),
  ],
);

/** A side of a match: slot 1 is Home, slot 2 Away; free-for-all matches have more slots. */
export const matchSlots = pgTable(
  'match_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    /** Null while the side is still to be decided (a winner to come) or a bye. */
    teamRegistrationId: uuid('team_registration_id').references(() => teamRegistrations.id, { onDelete: 'set null' }),
    score: integer('score'),
    /** WIN, LOSS, DRAW or PENDING. */
    result: varchar('result', { length: 8 }).notNull().default('PENDING'),
    forfeit: boolean('forfeit').notNull().default(false),
    /** Free-for-all: the place finished in this game (`score` holds the game's points); null elsewhere and until entered. */
    place: integer('place'),
    /** Free-for-all: eliminations in this game; null elsewhere and until entered. */
    kills: integer('kills'),
  },
  (t) => [
    uniqueIndex('match_slots_match_slot_key').on(t.matchId, t.slot),
    index('match_slots_registration_idx').on(t.teamRegistrationId),
  ],
);

/**
 * A side's check-in for a match, by its entrant: a side replaced (a correction) leaves the new entrant unchecked,
 * and the primary key makes checking in twice the same as once.
 */
export const matchCheckIns = pgTable(
  'match_check_ins',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamRegistrationId: uuid('team_registration_id')
      .notNull()
      .references(() => teamRegistrations.id, { onDelete: 'cascade' }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.teamRegistrationId] })],
);

/** A captain's report of a result; the other captain confirms or disputes it (contract `matchReport`). */
export const matchReports = pgTable(
  'match_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedBySlot: integer('reported_by_slot').notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    forfeit: integer('forfeit'),
    /** A lobby game's reported finish (contract `placementSnapshot`); such a report waits for the organizer, never auto-accepted. */
    placements: jsonb('placements').$type<{ teamRegistrationId: string; place: number; kills: number }[]>(),
    /** PENDING, CONFIRMED, DISPUTED, AUTO_ACCEPTED, RESOLVED or SUPERSEDED. */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    disputeReason: text('dispute_reason'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Null on a lobby game's report: nobody but the organizer accepts it. */
    autoAcceptAt: timestamp('auto_accept_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_reports_match_idx').on(t.matchId, t.status), index('match_reports_due_idx').on(t.status, t.autoAcceptAt)],
);

/** Every result change, kept for the organizer (contract `auditEntry`). */
export const matchResultAudit = pgTable(
  'match_result_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 16 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    affectedMatchIds: uuid('affected_match_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_result_audit_tournament_idx').on(t.tournamentId, t.createdAt)],
);
