import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { matches } from './matches.ts';
import { teams } from './teams.ts';
import { tournaments } from './tournaments.ts';
import { users } from './users.ts';

/**
 * A chat room of one subject (issue #15), created on first use. `key` names the subject (`tournament:<id>`,
 * `spectator:<id>`, `match:<id>`, `team:<id>`, `direct:<lower id>:<higher id>`) so two people opening it at once
 * get the same row. `lastSeq` is the last message's number: sending increments it under the row lock, so numbers
 * follow commit order without gaps.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** tournament, spectator, match, team or direct. */
    kind: varchar('kind', { length: 16 }).notNull(),
    key: text('key').notNull().unique(),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    userLowId: uuid('user_low_id').references(() => users.id, { onDelete: 'cascade' }),
    userHighId: uuid('user_high_id').references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_rooms_user_low_idx').on(t.userLowId),
    index('chat_rooms_user_high_idx').on(t.userHighId),
    check('chat_rooms_direct_pair_ordered', sql`${t.userLowId} is null or ${t.userLowId} < ${t.userHighId}`),
  ],
);

/** A message; a deleted one stays as a tombstone (`deletedAt`) so its seq is never reused and clients drop it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's id for this send: a retried send finds the stored message instead of storing another. */
    clientId: uuid('client_id').notNull(),
    text: text('text').notNull(),
    mentionedUserIds: uuid('mentioned_user_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('chat_messages_room_seq_key').on(t.roomId, t.seq),
    unique('chat_messages_room_author_client_key').on(t.roomId, t.authorId, t.clientId),
    // Slow mode and the rate limit: this author's latest messages in the room.
    index('chat_messages_room_author_created_idx').on(t.roomId, t.authorId, t.createdAt),
    index('chat_messages_author_idx').on(t.authorId),
  ],
);

/** How far a user has read a room. */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_reads_user_idx').on(t.userId)],
);

/** A moderator's mute of a user in a room, until a time. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** A report of a message, open until a moderator resolves it. One per message and reporter. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('chat_reports_message_reporter_key').on(t.messageId, t.reporterId),
    index('chat_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/** Who may send the user direct messages; no row: friends only. */
export const chatSettings = pgTable('chat_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** FRIENDS or EVERYONE. */
  directMessagesFrom: varchar('direct_messages_from', { length: 16 }).notNull().default('FRIENDS'),
});
