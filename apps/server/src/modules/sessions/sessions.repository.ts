import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; clientType: string; userAgent: string | null; ip: string | null; expiresAt: Date },
) {
  return db.insert(sessions).values(values).returning().then((rows) => rows[0]!);
}

/** The live session for a token hash, with its user, or nothing. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export function touchSession(db: Executor, id: string, now: Date) {
  return db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export function revokeSession(db: Executor, id: string, now: Date) {
  return db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. Returns the revoked ids. */
export async function revokeUserSessions(db: Executor, userId: string, now: Date, keepSessionId?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
