import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions, touchSession } from './sessions.repository.ts';

export interface SessionContext {
  sessionId: string;
  user: UserRow;
}

// lastSeenAt is advisory; writing it at most once a minute keeps reads cheap.
const TOUCH_INTERVAL_MS = 60_000;

export function createSessionService(deps: { db: Executor; ttlMs: number; now: () => Date }) {
  const { db, ttlMs, now } = deps;
  return {
    /** Opens a session and returns the raw token: the only time it exists outside the client. */
    async open(userId: string, meta: { clientType: string; userAgent?: string; ip?: string }, tx: Executor = db) {
      const token = newToken();
      const session = await insertSession(tx, {
        userId,
        tokenHash: sha256(token),
        clientType: meta.clientType,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        ip: meta.ip ?? null,
        expiresAt: new Date(now().getTime() + ttlMs),
      });
      return { token, sessionId: session.id };
    },

    async resolve(token: string): Promise<SessionContext | null> {
      if (!token || token.length > 512) return null;
      const at = now();
      const found = await findLiveSession(db, sha256(token), at);
      if (!found) return null;
      if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, found.session.id, at);
      return { sessionId: found.session.id, user: found.user };
    },

    revoke: (sessionId: string, tx: Executor = db) => revokeSession(tx, sessionId, now()),

    revokeAllForUser: (userId: string, opts: { keep?: string } = {}, tx: Executor = db) =>
      revokeUserSessions(tx, userId, now(), opts.keep),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
