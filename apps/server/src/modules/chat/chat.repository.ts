import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, chatMutes, chatReads, chatReports, chatRooms, chatSettings, matches, teams, tournaments, users } from '../../db/schema/index.ts';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatRoom = Pick<typeof chatRooms.$inferInsert, 'kind' | 'key' | 'tournamentId' | 'matchId' | 'teamId' | 'userLowId' | 'userHighId'>;

/** The rows of a raw query (one shape on node-postgres and PGlite). */
const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const uuidList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** The room of a key, created when it is not there yet (two first openings at once make one row). */
export async function ensureRoom(db: Executor, room: NewChatRoom): Promise<ChatRoomRow> {
  await db.insert(chatRooms).values(room).onConflictDoNothing({ target: chatRooms.key });
  return (await findRoomByKey(db, room.key))!;
}

export async function findRoomByKey(db: Executor, key: string): Promise<ChatRoomRow | null> {
  const rows = await db.select().from(chatRooms).where(eq(chatRooms.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function findRoom(db: Executor, id: string): Promise<ChatRoomRow | null> {
  const rows = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Takes the next seq of the room under its row lock (held until the commit), so messages are numbered in commit
 * order without gaps.
 */
export async function takeNextSeq(tx: Executor, roomId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(chatRooms)
    .set({ lastSeq: sql`${chatRooms.lastSeq} + 1`, lastMessageAt: now })
    .where(eq(chatRooms.id, roomId))
    .returning({ lastSeq: chatRooms.lastSeq });
  return rows[0]!.lastSeq;
}

/** Locks the room row (the same lock a send takes) without changing it. */
export async function lockRoom(tx: Executor, roomId: string): Promise<ChatRoomRow | null> {
  const rows = await tx.select().from(chatRooms).where(eq(chatRooms.id, roomId)).for('update');
  return rows[0] ?? null;
}

export async function setSlowMode(tx: Executor, roomId: string, seconds: number) {
  await tx.update(chatRooms).set({ slowModeSeconds: seconds }).where(eq(chatRooms.id, roomId));
}

export async function findSentMessage(db: Executor, roomId: string, authorId: string, clientId: string): Promise<ChatMessageRow | null> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

/** This author's messages in the room since `since`, newest first (slow mode and the rate limit). */
export async function recentSendsOf(db: Executor, roomId: string, authorId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.authorId, authorId), gt(chatMessages.createdAt, since)))
    .orderBy(desc(chatMessages.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function insertMessage(tx: Executor, values: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
  const rows = await tx.insert(chatMessages).values(values).returning();
  return rows[0]!;
}

export async function findMessage(db: Executor, roomId: string, messageId: string): Promise<ChatMessageRow | null> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMessageById(db: Executor, messageId: string): Promise<ChatMessageRow | null> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  return rows[0] ?? null;
}

/** Makes the message a tombstone; null when it already was one. */
export async function tombstone(tx: Executor, messageId: string, by: string | null, now: Date): Promise<ChatMessageRow | null> {
  const rows = await tx
    .update(chatMessages)
    .set({ deletedAt: now, deletedBy: by, text: '', mentionedUserIds: [] })
    .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
    .returning();
  return rows[0] ?? null;
}

/** Every message of an erased account becomes a tombstone; returns them for the live update. */
export async function tombstoneAllOf(tx: Executor, authorId: string, now: Date): Promise<ChatMessageRow[]> {
  return tx
    .update(chatMessages)
    .set({ deletedAt: now, deletedBy: authorId, text: '', mentionedUserIds: [] })
    .where(and(eq(chatMessages.authorId, authorId), isNull(chatMessages.deletedAt)))
    .returning();
}

/** A page of messages, oldest first: the newest, the ones before `beforeSeq`, or the ones after `afterSeq`. */
export async function findMessagePage(
  db: Executor,
  roomId: string,
  cursor: { beforeSeq?: number; afterSeq?: number },
  limit: number,
): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  const forward = cursor.afterSeq !== undefined;
  const where: SQL[] = [eq(chatMessages.roomId, roomId)];
  if (cursor.afterSeq !== undefined) where.push(gt(chatMessages.seq, cursor.afterSeq));
  if (cursor.beforeSeq !== undefined) where.push(lt(chatMessages.seq, cursor.beforeSeq));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...where))
    .orderBy(forward ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: forward ? page : page.reverse(), hasMore };
}

export interface AuthorRow {
  id: string;
  nickName: string;
  profilePicUrl: string | null;
  roles: string[];
  deletedAt: Date | null;
}

export async function findAuthors(db: Executor, ids: string[]): Promise<AuthorRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl, roles: users.roles, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The people who may post in a room as members (see ChatAccessFacts.member), as a set of user ids in SQL. */
export function membersOf(room: { kind: string } & Partial<Pick<ChatRoomRow, 'tournamentId' | 'matchId' | 'teamId' | 'userLowId' | 'userHighId'>>): SQL {
  switch (room.kind) {
    case 'tournament':
    case 'spectator':
      return sql`select tm.user_id from team_members tm join team_registrations tr on tr.team_id = tm.team_id
        where tr.tournament_id = ${room.tournamentId}::uuid and tr.request_status = 'ACCEPTED' and tm.invite_status = 'ACCEPTED'`;
    case 'match':
      return sql`select tm.user_id from match_slots ms join team_registrations tr on tr.id = ms.team_registration_id
        join team_members tm on tm.team_id = tr.team_id where ms.match_id = ${room.matchId}::uuid and tm.invite_status = 'ACCEPTED'`;
    case 'team':
      return sql`select user_id from team_members where team_id = ${room.teamId}::uuid and invite_status = 'ACCEPTED'`;
    default:
      return sql`select unnest(array[${room.userLowId}::uuid, ${room.userHighId}::uuid]) as user_id`;
  }
}

/** Which of `ids` are members of the room. */
export async function membersAmong(db: Executor, members: SQL, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ user_id: string }>(db, 
    sql`select distinct m.user_id from (${members}) m(user_id) where m.user_id in (${uuidList(ids)})`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/** Members plus the organizer, counted once each. */
export async function countMembers(db: Executor, members: SQL, organizerId: string | null): Promise<number> {
  const withOrganizer = organizerId ? sql`${members} union select ${organizerId}::uuid` : members;
  const rows = await rowsOf<{ n: number }>(db, sql`select count(distinct m.user_id)::int as n from (${withOrganizer}) m(user_id)`);
  return Number(rows[0]?.n ?? 0);
}

export async function memberIds(db: Executor, members: SQL): Promise<string[]> {
  const rows = await rowsOf<{ user_id: string }>(db, sql`select distinct m.user_id from (${members}) m(user_id)`);
  return rows.map((r) => r.user_id);
}

/** Live (not erased) users whose nickname is one of these, case-insensitively. */
export async function usersByNicknames(db: Executor, nicknames: string[]): Promise<{ id: string; nickName: string }[]> {
  if (nicknames.length === 0) return [];
  return db
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(and(sql`lower(${users.nickName}) in (${sql.join(nicknames.map((n) => sql`${n.toLowerCase()}`), sql`, `)})`, isNull(users.deletedAt)));
}

export async function adminIdsAmong(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), sql`'ADMIN' = any(${users.roles})`));
  return new Set(rows.map((r) => r.id));
}

export async function findActiveMute(db: Executor, roomId: string, userId: string, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(and(eq(chatMutes.roomId, roomId), eq(chatMutes.userId, userId), gt(chatMutes.until, now)))
    .limit(1);
  return rows[0]?.until ?? null;
}

export async function upsertMute(tx: Executor, values: typeof chatMutes.$inferInsert) {
  await tx
    .insert(chatMutes)
    .values(values)
    .onConflictDoUpdate({ target: [chatMutes.roomId, chatMutes.userId], set: { until: values.until, mutedBy: values.mutedBy } });
}

export async function deleteMute(tx: Executor, roomId: string, userId: string) {
  await tx.delete(chatMutes).where(and(eq(chatMutes.roomId, roomId), eq(chatMutes.userId, userId)));
}

export async function findReadSeq(db: Executor, roomId: string, userId: string): Promise<number> {
  const rows = await db
    .select({ seq: chatReads.lastReadSeq })
    .from(chatReads)
    .where(and(eq(chatReads.roomId, roomId), eq(chatReads.userId, userId)))
    .limit(1);
  return rows[0]?.seq ?? 0;
}

/** Moves the marker forward only (a smaller seq keeps the larger one); returns the marker now. */
export async function advanceRead(db: Executor, roomId: string, userId: string, seq: number): Promise<number> {
  const rows = await db
    .insert(chatReads)
    .values({ roomId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReads.roomId, chatReads.userId],
      set: { lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, excluded.last_read_seq)` },
    })
    .returning({ seq: chatReads.lastReadSeq });
  return rows[0]!.seq;
}

/** Messages after the marker, not deleted, not the viewer's own. */
export async function countUnread(db: Executor, roomId: string, userId: string, afterSeq: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        gt(chatMessages.seq, afterSeq),
        isNull(chatMessages.deletedAt),
        sql`${chatMessages.authorId} is distinct from ${userId}::uuid`,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

const directRoomsOf = (userId: string) => sql`(${chatRooms.userLowId} = ${userId}::uuid or ${chatRooms.userHighId} = ${userId}::uuid)`;

/** The user's direct conversations with at least one message, newest activity first, with their unread count. */
export async function findConversations(db: Executor, userId: string, limit: number) {
  return db
    .select({
      room: chatRooms,
      // Written out: inside a subquery a bare "id" would name the subquery's own column.
      unread: sql<number>`(select count(*)::int from chat_messages m where m.room_id = chat_rooms.id
        and m.seq > coalesce((select r.last_read_seq from chat_reads r where r.room_id = chat_rooms.id and r.user_id = ${userId}::uuid), 0)
        and m.deleted_at is null and m.author_id is distinct from ${userId}::uuid)`,
    })
    .from(chatRooms)
    .where(and(eq(chatRooms.kind, 'direct'), directRoomsOf(userId), gt(chatRooms.lastSeq, 0)))
    .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id))
    .limit(limit);
}

/** Unread messages over all the user's direct conversations. */
export async function countDirectUnread(db: Executor, userId: string): Promise<number> {
  const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from chat_messages m join chat_rooms cr on cr.id = m.room_id
    left join chat_reads r on r.room_id = cr.id and r.user_id = ${userId}::uuid
    where cr.kind = 'direct' and (cr.user_low_id = ${userId}::uuid or cr.user_high_id = ${userId}::uuid)
    and m.seq > coalesce(r.last_read_seq, 0) and m.deleted_at is null and m.author_id is distinct from ${userId}::uuid`);
  return Number(rows[0]?.n ?? 0);
}

/** The latest message of each room. */
export async function lastMessagesOf(db: Executor, rooms: { id: string; lastSeq: number }[]): Promise<ChatMessageRow[]> {
  if (rooms.length === 0) return [];
  return db
    .select()
    .from(chatMessages)
    .where(sql`(${chatMessages.roomId}, ${chatMessages.seq}) in (${sql.join(rooms.map((r) => sql`(${r.id}::uuid, ${r.lastSeq})`), sql`, `)})`);
}

export async function findChatSetting(db: Executor, userId: string): Promise<'FRIENDS' | 'EVERYONE'> {
  const rows = await db.select({ v: chatSettings.directMessagesFrom }).from(chatSettings).where(eq(chatSettings.userId, userId)).limit(1);
  return rows[0]?.v === 'EVERYONE' ? 'EVERYONE' : 'FRIENDS';
}

export async function saveChatSetting(db: Executor, userId: string, value: 'FRIENDS' | 'EVERYONE') {
  await db
    .insert(chatSettings)
    .values({ userId, directMessagesFrom: value })
    .onConflictDoUpdate({ target: chatSettings.userId, set: { directMessagesFrom: value } });
}

export async function deleteChatSetting(tx: Executor, userId: string) {
  await tx.delete(chatSettings).where(eq(chatSettings.userId, userId));
}

/** A new report; null when this person already reported the message. */
export async function insertReport(db: Executor, values: typeof chatReports.$inferInsert): Promise<string | null> {
  const rows = await db.insert(chatReports).values(values).onConflictDoNothing().returning({ id: chatReports.id });
  return rows[0]?.id ?? null;
}

export type ChatReportRow = typeof chatReports.$inferSelect;

export async function findReport(db: Executor, id: string): Promise<ChatReportRow | null> {
  const rows = await db.select().from(chatReports).where(eq(chatReports.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Closes every open report of the message; returns how many. */
export async function resolveReportsOf(tx: Executor, messageId: string, by: string, now: Date): Promise<number> {
  const rows = await tx
    .update(chatReports)
    .set({ resolvedAt: now, resolvedBy: by })
    .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.resolvedAt)))
    .returning({ id: chatReports.id });
  return rows.length;
}

export async function resolveReport(tx: Executor, id: string, by: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(chatReports)
    .set({ resolvedAt: now, resolvedBy: by })
    .where(and(eq(chatReports.id, id), isNull(chatReports.resolvedAt)))
    .returning({ id: chatReports.id });
  return rows.length > 0;
}

/**
 * Open reports, oldest first: of rooms in tournaments this organizer runs (tournament, spectator, match rooms),
 * or of every room for an admin.
 */
export async function findOpenReports(db: Executor, viewer: { id: string; admin: boolean }, limit: number) {
  const scope = viewer.admin
    ? undefined
    : and(inArray(chatRooms.kind, ['tournament', 'spectator', 'match']), eq(tournaments.organizerId, viewer.id));
  return db
    .select({ report: chatReports, message: chatMessages, room: chatRooms })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .leftJoin(tournaments, eq(tournaments.id, chatRooms.tournamentId))
    .where(and(isNull(chatReports.resolvedAt), scope))
    .orderBy(asc(chatReports.createdAt), asc(chatReports.id))
    .limit(limit);
}

/** What a room's title and links are made of. */
export async function findTournamentName(db: Executor, id: string): Promise<string | null> {
  const rows = await db.select({ name: tournaments.name }).from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return rows[0]?.name ?? null;
}

export async function findMatchSubject(db: Executor, id: string) {
  const rows = await db.select({ id: matches.id, tournamentId: matches.tournamentId }).from(matches).where(eq(matches.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The names of a match's two sides (a side not decided yet: null). */
export async function matchSideNames(db: Executor, matchId: string): Promise<(string | null)[]> {
  const rows = await rowsOf<{ slot: number; name: string | null }>(db, sql`select ms.slot, t.name from match_slots ms
    left join team_registrations tr on tr.id = ms.team_registration_id left join teams t on t.id = tr.team_id
    where ms.match_id = ${matchId}::uuid order by ms.slot limit 2`);
  return rows.map((r) => r.name);
}

export async function findTeamSubject(db: Executor, id: string) {
  const rows = await db.select({ id: teams.id, name: teams.name, tournamentId: teams.tournamentId }).from(teams).where(eq(teams.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findViewer(db: Executor, id: string) {
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, userVerified: users.userVerified, roles: users.roles, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Which of `ids` blocked `userId` or were blocked by them. */
export async function blockedAmong(db: Executor, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ id: string }>(db, sql`select u.id from users u, users me where me.id = ${userId}::uuid
    and u.id in (${uuidList(ids)}) and (${userId}::uuid = any(u.blocked_user_ids) or u.id = any(me.blocked_user_ids))`);
  return new Set(rows.map((r) => r.id));
}

/** An erased account's read markers, mutes and reports. */
export async function eraseMarkersOf(tx: Executor, userId: string) {
  await tx.delete(chatReads).where(eq(chatReads.userId, userId));
  await tx.delete(chatMutes).where(eq(chatMutes.userId, userId));
  await tx.delete(chatReports).where(eq(chatReports.reporterId, userId));
}

export async function findPeer(db: Executor, id: string) {
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}
