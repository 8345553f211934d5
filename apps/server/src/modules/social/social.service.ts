import type { Executor } from '../../db/client.ts';
import { removeFromEveryBlockList } from './blocks.repository.ts';
import { deleteFollowsOf } from './follows.repository.ts';
import { deleteFriendshipsOf, findFriendshipBetween } from './friendships.repository.ts';
import { userBlocked } from './social-errors.ts';
import { blockedEitherWay, lockUser } from './social-users.repository.ts';

/**
 * What other modules use of the social module (friendships, follows, blocks). Team invites and chat refuse a
 * blocked pair with `assertNotBlocked`; the users module erases an account's ties with `eraseSocialTiesOf`;
 * the access module's resource roles use the refusals below.
 */
export {
  followNotFound,
  friendshipNotFound,
  notAddressee,
  notFollower,
  notFriendshipParty,
} from './social-errors.ts';

/** Whether either user blocked the other. */
export const isBlockedBetween = (db: Executor, a: string, b: string): Promise<boolean> => blockedEitherWay(db, a, b);

/** Whether the two users are friends (an accepted request, whoever asked): the chat's rule for direct messages. */
export async function areFriends(db: Executor, a: string, b: string): Promise<boolean> {
  return (await findFriendshipBetween(db, a, b))?.status === 'ACCEPTED';
}

/**
 * Refuses (403 USER_BLOCKED, "You cannot interact with this player.") when either user blocked the other. A plain
 * read: a caller that must not race a block being written takes both users' rows `for key share` in id order
 * first, in its transaction (blocks lock them `for update`).
 */
export async function assertNotBlocked(db: Executor, a: string, b: string): Promise<void> {
  if (a !== b && (await blockedEitherWay(db, a, b))) throw userBlocked();
}

/**
 * Removes everything social of an account being erased, in the caller's transaction: its follows both ways (the
 * people it followed lose one follower each, exactly), its friendships and requests, and its id from every block
 * list. Its row is locked first, so a follow or request racing the erasure waits and then finds it deleted.
 * Answers whose follower counts fell (the search index re-reads them after the commit).
 */
export async function eraseSocialTiesOf(tx: Executor, userId: string): Promise<{ followerCountsChanged: string[] }> {
  await lockUser(tx, userId);
  const follows = await deleteFollowsOf(tx, userId);
  await deleteFriendshipsOf(tx, userId);
  await removeFromEveryBlockList(tx, userId);
  return { followerCountsChanged: [...new Set(follows.map((f) => f.followeeId).filter((id) => id !== userId))] };
}
