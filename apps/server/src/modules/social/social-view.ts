import type { Follow, FollowEntry, Friend, Friendship, FriendshipState, PendingRequest } from '@clutch/contract/social';
import type { FollowListRow, FollowRow } from './follows.repository.ts';
import type { BareFriendship, FriendRow, FriendshipRow } from './friendships.repository.ts';

export function toFriendship(row: FriendshipRow): Friendship {
  return {
    id: row.id,
    status: row.status as Friendship['status'],
    requester: row.requester,
    addressee: row.addressee,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/** A pending request as `userId` sees it: INCOMING when they are asked. */
export const toPendingRequest = (row: FriendshipRow, userId: string): PendingRequest => ({
  ...toFriendship(row),
  direction: row.addressee.id === userId ? 'INCOMING' : 'OUTGOING',
});

export const toFriend = (row: FriendRow): Friend => ({
  userId: row.userId,
  nickname: row.nickname,
  photoUrl: row.photoUrl,
  bio: row.bio,
  friendshipId: row.friendshipId,
  since: row.since.toISOString(),
});

export const toFollowEntry = (row: FollowListRow): FollowEntry => ({
  userId: row.userId,
  nickname: row.nickname,
  photoUrl: row.photoUrl,
  bio: row.bio,
  followId: row.followId,
  follow: row.follow,
  since: row.since.toISOString(),
});

export const toFollow = (row: FollowRow): Follow => ({
  id: row.id,
  followerId: row.followerId,
  followeeId: row.followeeId,
  createdAt: row.createdAt.toISOString(),
});

export const NO_FRIENDSHIP: FriendshipState = { status: 'NOTHING', id: null };

/**
 * The row between `a` and someone as `a` sees it (spec §4): CANCEL when a asked, ACCEPT when a was asked,
 * ACCEPTED once friends, NOTHING without a row.
 */
export function friendshipStateFor(row: BareFriendship | null, a: string): FriendshipState {
  if (!row) return NO_FRIENDSHIP;
  if (row.status === 'ACCEPTED') return { status: 'ACCEPTED', id: row.id };
  return { status: row.requesterId === a ? 'CANCEL' : 'ACCEPT', id: row.id };
}
