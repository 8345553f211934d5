import type { Executor } from '../../db/client.ts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { afterCommit } from '../../db/transaction.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { createMemo } from '../../platform/read-cache/memo.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { invalidateReads, readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions, touchSession } from './sessions.repository.ts';

export interface SessionContext {
  sessionId: string;
  /** Shared between the requests of a cached session: frozen, never to be changed in place. */
  user: UserRow;
}

// lastSeenAt is advisory; writing it at most once a minute keeps reads cheap.
const TOUCH_INTERVAL_MS = 60_000;

interface LiveSession {
  session: Pick<SessionRow, 'id' | 'expiresAt' | 'lastSeenAt'>;
  user: UserRow;
}

export interface SessionCacheOptions {
  /** The cross-instance tags and clock the cached sessions share with the read cache. */
  cache: ReadCache;
  /** How long a session may be answered from memory without an invalidation reaching it (0: never). */
  ttlMs: number;
  max?: number;
}

function frozen(user: UserRow): UserRow {
  for (const value of Object.values(user)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(user);
}

export function createSessionService(deps: { db: Executor; ttlMs: number; now: () => Date; cache?: SessionCacheOptions }) {
  const { db, ttlMs, now } = deps;
  const cache = deps.cache;
  // Token hash → the live session with its user row (ADR 023): every signed-in request needs both, and they
  // change rarely; revocations and user-row writes drop them by tag (session:<id>, user:<id>).
  const memo = cache ? createMemo<LiveSession>(cache.cache, { max: cache.max ?? 20_000, ttlMs: cache.ttlMs, now: () => now().getTime() }) : null;

  async function lookUp(tokenHash: string): Promise<LiveSession | null> {
    const at = now();
    if (!memo) return findLiveSession(db, tokenHash, at);
    return memo.get(tokenHash, async () => {
      const found = await findLiveSession(db, tokenHash, at);
      if (!found) return null;
      const live: LiveSession = { session: { id: found.session.id, expiresAt: found.session.expiresAt, lastSeenAt: found.session.lastSeenAt }, user: frozen(found.user) };
      return { value: live, tags: [readTags.session(found.session.id), readTags.user(found.user.id)], keepUntil: found.session.expiresAt.getTime() };
    });
  }

  function forgetAfterCommit(tx: Executor, tags: string[]) {
    if (cache) afterCommit(tx, () => invalidateReads({ readCache: cache.cache }, tags));
  }

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
      const found = await lookUp(sha256(token));
      const at = now();
      if (!found || found.session.expiresAt <= at) return null;
      if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        found.session.lastSeenAt = at;
        await touchSession(db, found.session.id, at);
      }
      return { sessionId: found.session.id, user: found.user };
    },

    async revoke(sessionId: string, tx: Executor = db) {
      await revokeSession(tx, sessionId, now());
      forgetAfterCommit(tx, [readTags.session(sessionId)]);
    },

    async revokeAllForUser(userId: string, opts: { keep?: string } = {}, tx: Executor = db) {
      const ids = await revokeUserSessions(tx, userId, now(), opts.keep);
      forgetAfterCommit(tx, ids.map(readTags.session));
      return ids;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
