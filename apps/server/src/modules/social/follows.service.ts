import type { Follow, FollowEntry } from '@clutch/contract/social';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { deleteFollow, deleteFollowBetween, findFollow, findFollowBetween, findFollowList, insertFollow, isFollowing } from './follows.repository.ts';
import { followNotFound, followSelf, notFollower, userBlocked, userNotFound } from './social-errors.ts';
import { blockedInPair, isActiveUser, lockUserPair } from './social-users.repository.ts';
import { toFollow, toFollowEntry } from './social-view.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'search'>;

/**
 * Follows (spec §7). Every follow row added or removed changes the followee's `follower_count` in the same
 * transaction, after both users' rows are locked in id order (`no key update`: the count changes), so the count
 * stays exact under any interleaving and a block being written between the two is waited for. The Players search
 * orders by that count from the search index, told after the commit (ADR 020).
 */
export function createFollowsService(ctx: Ctx) {
  const { db, now } = ctx;

  return {
    /** Who follows `userId` (followers) or whom they follow (followees), with whether the viewer follows each. */
    async list(viewer: UserRow, userId: string, side: 'followers' | 'followees', currentUserId: string | undefined): Promise<FollowEntry[]> {
      assertActor(viewer, currentUserId);
      if (!(await isActiveUser(db, userId))) throw userNotFound();
      return (await findFollowList(db, userId, side, viewer.id)).map(toFollowEntry);
    },

    async check(actor: UserRow, a: string, b: string): Promise<boolean> {
      assertActor(actor, a);
      return isFollowing(db, a, b);
    },

    /** Idempotent: following someone already followed answers that follow (`created` false) and counts nothing. */
    async follow(actor: UserRow, followeeId: string, claimedId: string | undefined): Promise<{ follow: Follow; created: boolean }> {
      assertActor(actor, claimedId);
      if (followeeId === actor.id) throw followSelf();
      const result = await runInTransaction(db, async (tx) => {
        const pair = await lockUserPair(tx, actor.id, followeeId, 'no key update');
        const followee = pair.get(followeeId);
        if (!followee || followee.deletedAt) throw userNotFound();
        if (blockedInPair(pair, actor.id, followeeId)) throw userBlocked();
        const inserted = await insertFollow(tx, actor.id, followeeId, now());
        if (inserted) return { follow: toFollow(inserted), created: true };
        // Under the pair lock nobody removed it since the insert met it.
        const existing = await findFollowBetween(tx, actor.id, followeeId);
        return { follow: toFollow(existing!), created: false };
      });
      if (result.created) await ctx.search.changed({ users: [followeeId] });
      return result;
    },

    /** The follower undoes the follow `followId`; answers whether this call removed it. */
    async unfollow(actor: UserRow, followId: string, claimedId: string | undefined): Promise<boolean> {
      assertActor(actor, claimedId);
      const removed = await runInTransaction(db, async (tx) => {
        const seen = await findFollow(tx, followId);
        if (!seen) throw followNotFound();
        if (seen.followerId !== actor.id) throw notFollower();
        await lockUserPair(tx, seen.followerId, seen.followeeId, 'no key update');
        return deleteFollow(tx, followId);
      });
      if (removed) await ctx.search.changed({ users: [removed.followeeId] });
      return removed !== null;
    },

    /** Unfollows a user by their id; answers whether there was a follow to remove (false: nothing to do). */
    async unfollowUser(actor: UserRow, followeeId: string): Promise<boolean> {
      if (followeeId === actor.id) return false;
      const removed = await runInTransaction(db, async (tx) => {
        const pair = await lockUserPair(tx, actor.id, followeeId, 'no key update');
        if (!pair.has(followeeId)) throw userNotFound();
        return (await deleteFollowBetween(tx, actor.id, followeeId)) !== null;
      });
      if (removed) await ctx.search.changed({ users: [followeeId] });
      return removed;
    },
  };
}
