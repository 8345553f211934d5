import { AUTH_MESSAGES } from '@clutch/contract/auth';
import { invalidateAfterCommit, readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { PLAYER_SEARCH_LIMIT, type AccountExport, type ListUsersQuery, type PlayerListItem, type User, type UserStats } from '@clutch/contract/users';
import type { Locale } from '@clutch/contract/locales';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { passwordNotSet, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { eraseChatOf } from '../chat/chat.service.ts';
import { eraseNotificationsOf } from '../notifications/notifications.service.ts';
import type { SessionContext } from '../sessions/sessions.service.ts';
import { eraseSocialTiesOf } from '../social/social.service.ts';
import { eraseStoriesOfAccount } from '../stories/stories.service.ts';
import { withLockedTournaments } from '../tournaments/tournament-lock.service.ts';
import { visibleTo } from '../tournaments/tournaments.service.ts';
import { eraseAccount, tournamentsOfPendingInvites } from './account-erasure.repository.ts';
import { toAccountExport } from './account-export.ts';
import { readAccountData } from './account-export.repository.ts';
import { toPlayerListItem, toUserView } from './user-view.ts';
import { listPlayers, playersByIds, type PlayerViewer } from './players.repository.ts';
import { findUserById, updateUser, userStatsOf } from './users.repository.ts';

// Accounts as the auth and otp modules and the demo seed read and write them, and the signed-in user's own view.
export { toSelfView } from './user-view.ts';
export {
  countUsers,
  findUserByEmail,
  findUserByGoogleId,
  findUserByLogin,
  findUserByNickname,
  insertUser,
  nicknamesStartingWith,
  uniqueViolationOf,
  updateUser,
  type UniqueField,
} from './users.repository.ts';

const userNotFound = () => notFound('User not found.', 'USER_NOT_FOUND');

export function createUsersService(ctx: AppContext) {
  const { db, sessions, realtime, storage, now, search: searchIndex } = ctx;

  return {
    async getUser(id: string, viewerId: string | null): Promise<User> {
      const row = await findUserById(db, id);
      // A deleted account keeps an anonymous row for results and the books, but no profile.
      if (!row || row.deletedAt) throw userNotFound();
      return toUserView(row, viewerId);
    },

    async stats(id: string): Promise<UserStats> {
      const stats = await userStatsOf(db, id);
      if (!stats) throw userNotFound();
      return stats;
    },

    /** The Players list: a nickname prefix, a country and a game narrow it; the blocked either way are left out. */
    async list(viewer: PlayerViewer, query: ListUsersQuery): Promise<PlayerListItem[]> {
      // A nickname prefix without a game: the search index orders the page (ADR 020), the database fills it in.
      const page = query.q && !query.gameId ? searchIndex.players(query.q, viewer, query) : null;
      if (page) return (await playersByIds(db, viewer.id, page)).map(toPlayerListItem);
      const rows = await listPlayers(db, viewer, {
        prefix: query.q || undefined,
        country: query.country,
        // Only tournaments the viewer may see say who played a game: a draft's entrants stay its organizer's business.
        game: query.gameId ? { id: query.gameId, visible: visibleTo(viewer.id) } : undefined,
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      });
      return rows.map(toPlayerListItem);
    },

    /** The players search: nicknames starting with the term, most followed first. */
    async search(viewer: PlayerViewer, term: string): Promise<PlayerListItem[]> {
      const page = { sort: 'followers', limit: PLAYER_SEARCH_LIMIT, offset: 0 } as const;
      const ids = searchIndex.players(term, viewer, page);
      const rows = ids ? await playersByIds(db, viewer.id, ids) : await listPlayers(db, viewer, { prefix: term, ...page });
      return rows.map(toPlayerListItem);
    },

    /** The user's language, for their interface on any browser and for the e-mails they get. */
    async setLocale(user: UserRow, locale: Locale): Promise<User> {
      const updated = await updateUser(db, user.id, { locale }, now());
      if (!updated) throw userNotFound();
      return toUserView(updated, user.id);
    },

    /** Everything about the session's user (GDPR art. 15/20), read in one consistent snapshot. */
    async exportAccount(session: SessionContext): Promise<AccountExport> {
      const data = await db.transaction((tx) => readAccountData(tx, session.user.id), { isolationLevel: 'repeatable read', accessMode: 'read only' });
      return toAccountExport(session.user, data, { currentSessionId: session.sessionId, now: now(), storage });
    },

    async deleteAccount(session: SessionContext, target: { id: string; userId?: string; password: string }) {
      const { user } = session;
      assertActor(user, target.id);
      assertActor(user, target.userId);
      if (!user.passwordHash) {
        await verifyAgainstNothing(target.password);
        throw passwordNotSet();
      }
      if (!(await verifyPassword(user.passwordHash, target.password))) {
        throw badRequest(AUTH_MESSAGES.deleteFailed, 'INVALID_PASSWORD');
      }
      // Revoking first yields the session ids for the sockets; then every personal row goes and the user row
      // becomes an anonymous tombstone (ADR 007).
      const { revoked, uploadKeys, followerCountsChanged } = await runInTransaction(db, async (tx) => {
        const ids = await sessions.revokeAllForUser(user.id, {}, tx);
        // Declining the pending invites frees places in tournaments: their rows are locked first (DESIGN.md §5.12).
        await withLockedTournaments(tx, await tournamentsOfPendingInvites(tx, user.id), ctx);
        // Follows (with the follower counts they changed), friendships and block-list entries.
        const { followerCountsChanged } = await eraseSocialTiesOf(tx, user.id);
        // Their notifications and notification settings (others' notifications they caused now name them anonymously).
        await eraseNotificationsOf(tx, user.id);
        // Their chat messages become tombstones (text gone); their read markers, mutes, reports and chat settings go.
        await eraseChatOf(tx, user.id, now());
        // Stories first: their media's uploads rows go with them, the rest of the user's uploads with the account.
        const storyKeys = await eraseStoriesOfAccount(tx, user.id);
        const erased = await eraseAccount(tx, user, now());
        // Their nickname and picture leave the tournaments and teams that showed them.
        invalidateAfterCommit(tx, ctx, [readTags.people, readTags.tournaments]);
        return { revoked: ids, uploadKeys: [...storyKeys, ...erased.uploadKeys], followerCountsChanged };
      });
      realtime.emitToSessions(revoked, 'session:revoked', { reason: 'account-deleted' });
      realtime.disconnectSessions(revoked);
      realtime.disconnectUser(user.id);
      // Out of the search at once, and the people they followed one follower down; their solo teams keep their
      // history (ADR 020).
      await ctx.search.changed({ users: [user.id, ...followerCountsChanged], captains: [user.id] });
      // After the commit: a file removed for a rolled-back deletion could not come back.
      await Promise.allSettled(uploadKeys.map((key) => storage.delete(key)));
      return { message: AUTH_MESSAGES.accountDeleted };
    },
  };
}
