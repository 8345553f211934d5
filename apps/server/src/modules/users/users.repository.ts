import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { follows, friendships, users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';
import { userRowsChanged } from '../../platform/read-cache/user-row-changes.ts';

export type UniqueField = 'email' | 'nickName' | 'googleId';

/** A unique violation (SQLSTATE 23505) on one of the users' keys, looked for through driver wrappers. */
export function uniqueViolationOf(err: unknown): UniqueField | 'other' | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, detail } = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code !== '23505') continue;
    const where = `${typeof constraint === 'string' ? constraint : ''} ${typeof detail === 'string' ? detail : ''}`;
    if (where.includes('users_email_key') || where.includes('(email)')) return 'email';
    if (where.includes('users_nick_name_lower_key') || where.includes('nick_name')) return 'nickName';
    if (where.includes('users_google_id_key') || where.includes('google_id')) return 'googleId';
    return 'other';
  }
  return null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** `email` must already be normalised (trimmed, lower-cased), as stored. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByNickname(db: Executor, nickName: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.nickName})`, nickName.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Login identifier: an e-mail or a nickname, any case. */
export async function findUserByLogin(db: Executor, identifier: string): Promise<UserRow | null> {
  const lowered = identifier.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.email, lowered), eq(sql`lower(${users.nickName})`, lowered)))
    .limit(2);
  // An e-mail-shaped nickname is impossible (no "@"), so at most one row matches; prefer the e-mail anyway.
  return rows.find((r) => r.email === lowered) ?? rows[0] ?? null;
}

export async function findUserByGoogleId(db: Executor, googleId: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'passwordHash' | 'userVerified' | 'googleId' | 'locale'>>,
  now: Date,
): Promise<UserRow | null> {
  const rows = await db.update(users).set({ ...values, updatedAt: now }).where(eq(users.id, id)).returning();
  userRowsChanged(db, [id]);
  return rows[0] ?? null;
}

export async function countUsers(db: Executor) {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.n ?? 0;
}

/** Lower-cased nicknames that start with `prefix` (for picking a free one). */
export async function nicknamesStartingWith(db: Executor, prefix: string) {
  const rows = await db
    .select({ nick: sql<string>`lower(${users.nickName})` })
    .from(users)
    .where(sql`lower(${users.nickName}) like ${escapeLike(prefix.toLowerCase()) + '%'}`);
  return new Set(rows.map((r) => r.nick));
}

/** Escapes LIKE's wildcards; PostgreSQL's default escape character is the backslash. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function userStatsOf(db: Executor, userId: string) {
  const rows = await db
    .select({
      followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${userId})`,
      following: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${userId})`,
      friends: sql<number>`(select count(*)::int from ${friendships} where ${friendships.status} = 'ACCEPTED' and (${friendships.requesterId} = ${userId} or ${friendships.addresseeId} = ${userId}))`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return rows[0] ?? null;
}
