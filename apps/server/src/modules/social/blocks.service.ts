import type { BlockedUser } from '@clutch/contract/social';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { addToBlockList, findBlockedUsers, removeFromBlockList } from './blocks.repository.ts';
import { deleteFollowsBetween } from './follows.repository.ts';
import { deleteFriendshipBetween } from './friendships.repository.ts';
import { blockSelf, userNotFound } from './social-errors.ts';
import { findSocialUser, lockUserPair } from './social-users.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'search'>;

/**
 * Blocks (Settings). The blocker's `users.blocked_user_ids` is the source of truth, changed under that row's
 * lock. Blocking ends what the two had: the friendship or pending request, and the follows both ways (with their
 * follower counts). Both rows are locked `for update` in id order, the order every social write locks them in.
 */
export function createBlocksService(ctx: Ctx) {
  const { db } = ctx;

  return {
    mine: (actor: UserRow): Promise<BlockedUser[]> => findBlockedUsers(db, actor.id),

    async block(actor: UserRow, userId: string): Promise<{ blockedUserIds: string[] }> {
      if (userId === actor.id) throw blockSelf();
      const result = await runInTransaction(db, async (tx) => {
        const pair = await lockUserPair(tx, actor.id, userId, 'update');
        const target = pair.get(userId);
        if (!target || target.deletedAt) throw userNotFound();
        const blockedUserIds = await addToBlockList(tx, actor.id, userId);
        await deleteFriendshipBetween(tx, actor.id, userId);
        await deleteFollowsBetween(tx, actor.id, userId);
        return { blockedUserIds };
      });
      // Each one's block list hides the other from their searches, and the follows it ended moved both follower
      // counts (ADR 020).
      await ctx.search.changed({ users: [actor.id, userId] });
      return result;
    },

    /** Idempotent: unblocking someone not blocked answers the list as it is. */
    async unblock(actor: UserRow, userId: string): Promise<{ blockedUserIds: string[] }> {
      if (userId === actor.id) throw blockSelf();
      if (!(await findSocialUser(db, userId))) throw userNotFound();
      // One UPDATE: it takes the blocker's row lock and removes the id from the list as it is then.
      const blockedUserIds = await removeFromBlockList(db, actor.id, userId);
      await ctx.search.changed({ users: [actor.id] });
      return { blockedUserIds };
    },
  };
}
