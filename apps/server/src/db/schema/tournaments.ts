import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { users } from './users.ts';

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 32 }).notNull().default('DRAFT'),
    photoUrls: text('photo_urls').array().notNull().default(sql`ARRAY[]::text[]`),
    category: varchar('category', { length: 32 }).notNull(),
    level: varchar('level', { length: 32 }).notNull(),
    format: varchar('format', { length: 32 }).notNull().default('league_and_knockout'),
    /** Minor units of `currency` (cents); 0 means free. */
    entryFeeCents: integer('entry_fee_cents').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    registrationStartAt: timestamp('registration_start_at', { withTimezone: true }).notNull(),
    registrationEndAt: timestamp('registration_end_at', { withTimezone: true }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    minPlayers: integer('min_players').notNull().default(0),
    maxPlayers: integer('max_players').notNull().default(0),
    minTeams: integer('min_teams').notNull().default(2),
    maxTeams: integer('max_teams').notNull(),
    minPlayersPerTeam: integer('min_players_per_team').notNull().default(1),
    maxPlayersPerTeam: integer('max_players_per_team').notNull().default(1),
    platforms: text('platforms').array().notNull().default(sql`ARRAY[]::text[]`),
    rules: text('rules').array().notNull().default(sql`ARRAY[]::text[]`),
    streamUrl: text('stream_url'),
    discordUrl: text('discord_url'),
    location: varchar('location', { length: 200 }),
    /** IANA zone the organizer entered the dates in (shown named in the UI). */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    /* Competition settings (contract `competitionSettings`). */
    bracketType: varchar('bracket_type', { length: 24 }).notNull().default('SINGLE_ELIMINATION'),
    thirdPlaceMatch: boolean('third_place_match').notNull().default(false),
    grandFinalReset: boolean('grand_final_reset').notNull().default(true),
    leagueRounds: integer('league_rounds').notNull().default(1),
    pointsWin: integer('points_win').notNull().default(3),
    pointsDraw: integer('points_draw').notNull().default(1),
    pointsLoss: integer('points_loss').notNull().default(0),
    groupCount: integer('group_count').notNull().default(0),
    advancePerGroup: integer('advance_per_group').notNull().default(2),
    seeding: varchar('seeding', { length: 24 }).notNull().default('REGISTRATION_TIME'),
    reportConfirmMinutes: integer('report_confirm_minutes').notNull().default(30),
    defaultBestOf: integer('default_best_of').notNull().default(1),
    /** Check-in opens this many minutes before `startAt`; 0 = none. */
    checkInMinutes: integer('check_in_minutes').notNull().default(0),
    /** Each match's check-in window lasts this many minutes from its time; 0 = no match check-in. */
    matchCheckInMinutes: integer('match_check_in_minutes').notNull().default(0),
    /** SWISS: rounds (0 = ⌈log2 entrants⌉), tiebreakers in order, top cut (0 = none). */
    swissRounds: integer('swiss_rounds').notNull().default(0),
    swissTiebreakers: text('swiss_tiebreakers')
      .array()
      .notNull()
      .default(sql`ARRAY['MEDIAN_BUCHHOLZ','BUCHHOLZ','HEAD_TO_HEAD','SEED']::text[]`),
    swissTopCut: integer('swiss_top_cut').notNull().default(0),
    /** FREE_FOR_ALL (contract `competitionSettings` ffa*). */
    ffaLobbySize: integer('ffa_lobby_size').notNull().default(20),
    ffaGames: integer('ffa_games').notNull().default(6),
    ffaPlacementPoints: integer('ffa_placement_points').array().notNull().default(sql`ARRAY[12,9,7,5,4,3,3,2,2,2,1,1,1,1,1]::integer[]`),
    ffaPointsPerKill: integer('ffa_points_per_kill').notNull().default(1),
    ffaFinalSize: integer('ffa_final_size').notNull().default(0),
    ffaPreset: varchar('ffa_preset', { length: 16 }).notNull().default('ALGS'),
    cancellationReason: text('cancellation_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set when the tournament was imported from an Open Bracket Format file: a record of one played elsewhere (ADR 016). */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    /** clutch_fold(name) and clutch_fold(description), stored: search matches and scores these without folding per row. */
    nameFold: text('name_fold')
      .notNull()
      .generatedAlwaysAs(sql`clutch_fold("name")`),
    descriptionFold: text('description_fold')
      .notNull()
      .generatedAlwaysAs(sql`clutch_fold("description")`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order per status (see listOrderOf in the repository): an index scan hands over a page in order.
    index('tournaments_status_start_idx').on(t.status, t.startAt, t.id),
    index('tournaments_status_registration_end_idx').on(t.status, t.registrationEndAt, t.startAt, t.id),
    index('tournaments_status_end_idx').on(t.status, t.endAt.desc().nullsFirst(), t.startAt, t.id),
    index('tournaments_game_idx').on(t.gameId),
    index('tournaments_organizer_idx').on(t.organizerId),
    // Search matches and scores the stored folds (clutch_fold(), migration 0003) through these. fastupdate off:
    // no pending list for every search to scan linearly (PGlite has no autovacuum to flush it), and the planner
    // prices the indexes right.
    index('tournaments_name_fold_trgm_idx').using('gin', sql`${t.nameFold} gin_trgm_ops`).with({ fastupdate: false }),
    index('tournaments_description_fold_trgm_idx').using('gin', sql`${t.descriptionFold} gin_trgm_ops`).with({ fastupdate: false }),
    check('tournaments_fee_nonnegative', sql`${t.entryFeeCents} >= 0`),
    check('tournaments_team_size', sql`${t.minPlayersPerTeam} >= 1 AND ${t.minPlayersPerTeam} <= ${t.maxPlayersPerTeam}`),
    check('tournaments_team_count', sql`${t.minTeams} <= ${t.maxTeams}`),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;

export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Minor units of the tournament's currency; null while "TBD". */
    amountCents: integer('amount_cents'),
    description: text('description'),
    /** Fixed on finish: who holds this place (null before, or when nobody does). */
    teamRegistrationId: uuid('team_registration_id'),
    /** PENDING until the payout went through, then PAID. */
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: uuid('payment_id'),
  },
  (t) => [uniqueIndex('tournament_prizes_position_key').on(t.tournamentId, t.position)],
);

/**
 * The competition engine's state (brackets-manager's tables, serialised) for a started tournament. Loaded and
 * written under the tournament's row lock, in the same transaction as the `matches` rows it projects to.
 */
export const competitionStates = pgTable('competition_states', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  /** The state as of its last checkpoint: the results in `tail` come after it (ADR 021). */
  state: jsonb('state').notNull(),
  /**
   * Results recorded since the checkpoint, as engine log entries, applied to `state` in order on load: a result
   * appends one here instead of rewriting the whole state (ADR 021). Emptied when the state is written whole.
   */
  tail: jsonb('tail').$type<unknown[]>().notNull().default([]),
  /** One more on every write: an instance's in-memory copy is used only while it names this version (ADR 021). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Organization Targets (spec §2): an organization is its organizer's account. */
export const targets = pgTable(
  'targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description'),
    targetValue: doublePrecision('target_value').notNull(),
    currentValue: doublePrecision('current_value').notNull().default(0),
    unit: varchar('unit', { length: 16 }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('targets_organization_idx').on(t.organizationId, t.createdAt), check('targets_value_positive', sql`${t.targetValue} > 0`)],
);

/** A user following a tournament (the spec's "saved tournaments", kept on the server). */
export const tournamentFollows = pgTable(
  'tournament_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tournamentId] }), index('tournament_follows_tournament_idx').on(t.tournamentId)],
);
