import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, notificationSettings, users } from '../../db/schema/index.ts';
import type { NotificationParams } from '../../i18n/notification-texts.ts';

/**
 * Who a notification goes to, as sets the database resolves in the same statement that writes it (one
 * INSERT … SELECT however many there are): listed users, a tournament's followers, a user's followers, and the
 * accepted members (captain included) of the teams behind some registrations. A user in several sets gets one.
 */
export interface Audience {
  users?: string[];
  tournamentFollowers?: string;
  followersOf?: string;
  registrations?: string[];
}

export interface NotificationDraft {
  type: string;
  params: NotificationParams;
  link: string | null;
  actorId: string | null;
  dedupeKey: string;
  createdAt: Date;
}

const uuidList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

function recipientsOf(audience: Audience): SQL | null {
  const sets: SQL[] = [];
  if (audience.users?.length) sets.push(sql`select unnest(array[${uuidList(audience.users)}]) as user_id`);
  if (audience.tournamentFollowers) {
    sets.push(sql`select user_id from tournament_follows where tournament_id = ${audience.tournamentFollowers}::uuid`);
  }
  if (audience.followersOf) sets.push(sql`select follower_id from follows where followee_id = ${audience.followersOf}::uuid`);
  if (audience.registrations?.length) {
    sets.push(sql`select tm.user_id from team_members tm join team_registrations tr on tr.team_id = tm.team_id
      where tr.id in (${uuidList(audience.registrations)}) and tm.invite_status = 'ACCEPTED'`);
  }
  return sets.length > 0 ? sql.join(sets, sql` union `) : null;
}

/**
 * Writes the notification for everyone in the audience who may have it, in one statement: not the actor, nobody
 * who blocked the actor or whom the actor blocked, no erased account, and nobody who already has one with this
 * dedupe key (the unique (user, dedupe key) index settles races). Returns the new rows' ids.
 */
export async function insertNotifications(tx: Executor, audience: Audience, draft: NotificationDraft): Promise<string[]> {
  const recipients = recipientsOf(audience);
  if (!recipients) return [];
  const actor = draft.actorId;
  const notBlocked = actor
    ? sql`and r.id <> ${actor}::uuid
        and not (${actor}::uuid = any(r.blocked_user_ids))
        and r.id <> all(coalesce((select a.blocked_user_ids from users a where a.id = ${actor}::uuid), '{}'::uuid[]))`
    : sql``;
  const result = (await tx.execute(sql`insert into ${notifications} (user_id, type, params, link, actor_id, dedupe_key, created_at)
    select r.id, ${draft.type}, ${JSON.stringify(draft.params)}::jsonb, ${draft.link}, ${actor}::uuid, ${draft.dedupeKey},
      ${draft.createdAt.toISOString()}::timestamptz
    from ${users} r
    where r.id in (${recipients}) and r.deleted_at is null ${notBlocked}
    on conflict (user_id, dedupe_key) do nothing
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

const actorColumns = {
  actorId: sql<string | null>`a.id`,
  actorNickName: sql<string | null>`a.nick_name`,
  actorPicUrl: sql<string | null>`a.profile_pic_url`,
};

export interface NotificationRecord {
  id: string;
  userId: string;
  type: string;
  params: NotificationParams;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
  /** created_at to the microsecond, for the cursor. */
  cursorAt: string;
  actorId: string | null;
  actorNickName: string | null;
  actorPicUrl: string | null;
}

const recordColumns = sql`n.id, n.user_id as "userId", n.type, n.params, n.link, n.read_at as "readAt", n.created_at as "createdAt",
  to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt",
  ${actorColumns.actorId} as "actorId", ${actorColumns.actorNickName} as "actorNickName", ${actorColumns.actorPicUrl} as "actorPicUrl"`;

interface RawRecord extends Omit<NotificationRecord, 'readAt' | 'createdAt' | 'params'> {
  readAt: Date | string | null;
  createdAt: Date | string;
  params: NotificationParams | string;
}

/** Both drivers: PGlite and node-postgres hand timestamps and jsonb back in their own shapes through `execute`. */
const toRecord = (r: RawRecord): NotificationRecord => ({
  ...r,
  params: typeof r.params === 'string' ? (JSON.parse(r.params) as NotificationParams) : r.params,
  readAt: r.readAt === null ? null : new Date(r.readAt),
  createdAt: new Date(r.createdAt),
});

/** A page of the user's notifications, newest first, after the (created_at, id) the cursor names. */
export async function findPage(
  db: Executor,
  userId: string,
  opts: { after: { at: string; id: string } | null; unreadOnly: boolean; limit: number },
): Promise<NotificationRecord[]> {
  const after = opts.after ? sql`and (n.created_at, n.id) < (${opts.after.at}::timestamptz, ${opts.after.id}::uuid)` : sql``;
  const unread = opts.unreadOnly ? sql`and n.read_at is null` : sql``;
  const result = (await db.execute(sql`select ${recordColumns}
    from ${notifications} n left join ${users} a on a.id = n.actor_id
    where n.user_id = ${userId}::uuid ${unread} ${after}
    order by n.created_at desc, n.id desc
    limit ${opts.limit}`)) as unknown as { rows: RawRecord[] };
  return result.rows.map(toRecord);
}

/** The notifications with these ids, with their recipient's language and unread count (for the live push). */
export async function findForAnnouncement(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`select ${recordColumns}, r.locale as "recipientLocale",
      (select count(*)::int from ${notifications} u where u.user_id = n.user_id and u.read_at is null) as "unreadCount"
    from ${notifications} n join ${users} r on r.id = n.user_id left join ${users} a on a.id = n.actor_id
    where n.id in (${uuidList(ids)})
    order by n.created_at, n.id`)) as unknown as { rows: (RawRecord & { recipientLocale: string | null; unreadCount: number })[] };
  return result.rows.map((r) => ({ ...toRecord(r), recipientLocale: r.recipientLocale, unreadCount: Number(r.unreadCount) }));
}

/**
 * One notification with its recipient's e-mail and language and how far its delivery went, for delivery outside
 * the app; with `lock`, locked for the caller's transaction, so two runs of a job never both take the same step.
 */
export async function findForDelivery(tx: Executor, id: string, opts: { lock: boolean }) {
  const result = (await tx.execute(sql`select ${recordColumns}, r.locale as "recipientLocale", r.email as "recipientEmail",
      r.deleted_at is not null as "recipientErased", n.emailed_at is not null as "emailed", n.pushed_at is not null as "pushed"
    from ${notifications} n join ${users} r on r.id = n.user_id left join ${users} a on a.id = n.actor_id
    where n.id = ${id}::uuid
    ${opts.lock ? sql`for update of n` : sql``}`)) as unknown as {
    rows: (RawRecord & { recipientLocale: string | null; recipientEmail: string; recipientErased: boolean; emailed: boolean; pushed: boolean })[];
  };
  const row = result.rows[0];
  return row ? { ...row, ...toRecord(row) } : null;
}

export async function markEmailed(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(notifications).set({ emailedAt: at }).where(eq(notifications.id, id));
}

export async function markPushed(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(notifications).set({ pushedAt: at }).where(eq(notifications.id, id));
}

export interface UndispatchedRow {
  id: string;
  userId: string;
  type: string;
  read: boolean;
  /** Whether the recipient has a browser subscribed to web push. */
  hasPush: boolean;
}

/**
 * The next rows of one cause whose delivery is not planned yet, in id order after `afterId`, locked (another
 * instance's run of the same job skips them).
 */
export async function claimUndispatched(tx: Executor, dedupeKey: string, afterId: string | null, limit: number): Promise<UndispatchedRow[]> {
  const after = afterId ? sql`and n.id > ${afterId}::uuid` : sql``;
  const result = (await tx.execute(sql`select n.id, n.user_id as "userId", n.type, n.read_at is not null as "read",
      exists (select 1 from push_subscriptions ps where ps.user_id = n.user_id) as "hasPush"
    from ${notifications} n
    where n.dedupe_key = ${dedupeKey} and n.dispatched_at is null ${after}
    order by n.id
    limit ${limit}
    for update of n skip locked`)) as unknown as { rows: UndispatchedRow[] };
  return result.rows;
}

export async function markDispatched(tx: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length > 0) await tx.update(notifications).set({ dispatchedAt: at }).where(inArray(notifications.id, ids));
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (once: a read one keeps its time); false when the user has none with that id. */
export async function markRead(db: Executor, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function deleteOne(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllOf(db: Executor, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

export type SettingsRow = typeof notificationSettings.$inferSelect;

export async function findSettings(db: Executor, userId: string): Promise<SettingsRow | null> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return rows[0] ?? null;
}

/** The stored settings of these users (those who never changed a default have none). */
export async function findSettingsOf(db: Executor, userIds: string[]): Promise<Map<string, SettingsRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * Turns one type's e-mails on or off in one statement (the unsubscribe link), keeping the type's other
 * channels and every other setting; a user without a settings row gets the defaults with this change.
 */
/** Whether the account exists and is not erased. */
export async function isActiveUser(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return rows.length > 0;
}

export async function setTypeEmail(db: Executor, userId: string, type: string, email: boolean, at: Date): Promise<void> {
  const change = JSON.stringify({ email });
  const allOn = JSON.stringify({ push: true, email: true, sound: true });
  await db.execute(sql`insert into ${notificationSettings} (user_id, types, updated_at)
    values (${userId}::uuid, jsonb_build_object(${type}::text, ${allOn}::jsonb || ${change}::jsonb), ${at.toISOString()}::timestamptz)
    on conflict (user_id) do update set
      types = ${notificationSettings.types} || jsonb_build_object(${type}::text, coalesce(${notificationSettings.types} -> ${type}::text, ${allOn}::jsonb) || ${change}::jsonb),
      updated_at = excluded.updated_at`);
}

export async function upsertSettings(db: Executor, row: typeof notificationSettings.$inferInsert): Promise<SettingsRow> {
  const { userId: _userId, ...changes } = row;
  const [saved] = await db
    .insert(notificationSettings)
    .values(row)
    .onConflictDoUpdate({ target: notificationSettings.userId, set: changes })
    .returning();
  return saved!;
}

export async function deleteSettingsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
