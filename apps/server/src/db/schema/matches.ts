import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    round: integer('round').notNull(),
    number: integer('number').notNull(),
    /** SCHEDULED, IN_PROGRESS or FINISHED. */
    status: varchar('status', { length: 16 }).notNull().default('SCHEDULED'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    bestOf: integer('best_of').notNull().default(1),
    details: text('details'),
    roomCode: varchar('room_code', { length: 32 }),
    region: varchar('region', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matches_position_key').on(t.tournamentId, t.stage, t.groupLabel, t.round, t.number),
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
  },
  (t) => [
    uniqueIndex('match_slots_match_slot_key').on(t.matchId, t.slot),
    index('match_slots_registration_idx').on(t.teamRegistrationId),
  ],
);
