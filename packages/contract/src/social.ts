import { z } from 'zod';
import { idParams, isoDateTime, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Friendships, follows and blocks between users (spec §3 Friendship/Follow, §4, §7 Social). The acting user is
 * always the session's: the user ids the spec sends in bodies and queries are accepted only when they are it.
 */

/** A person in a social list (spec §3 "Friend", "Follow entries"). */
export const socialPerson = z.object({
  userId: uuid,
  nickname: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
});
export type SocialPerson = z.infer<typeof socialPerson>;

/** The other user in a request, as the spec names it (`requester` with id, nickName, bio, profilePicUrl). */
export const friendshipUser = z.object({
  id: uuid,
  nickName: z.string(),
  bio: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
});

export const friendshipRowStatuses = ['PENDING', 'ACCEPTED'] as const;

/** A friend request or a friendship: one row per pair, whoever asked. */
export const friendship = z.object({
  id: uuid,
  status: z.enum(friendshipRowStatuses),
  requester: friendshipUser,
  addressee: friendshipUser,
  createdAt: isoDateTime,
  respondedAt: isoDateTime.nullable(),
});
export type Friendship = z.infer<typeof friendship>;

/** A friend of the listed user: `friendshipId` is what unfriending deletes. */
export const friend = socialPerson.extend({ friendshipId: uuid, since: isoDateTime });
export type Friend = z.infer<typeof friend>;
export const friendList = z.array(friend);

/** A pending request the listed user received (INCOMING) or sent (OUTGOING); `requester` as the spec spells it. */
export const pendingRequest = friendship.extend({ direction: z.enum(['INCOMING', 'OUTGOING']) });
export type PendingRequest = z.infer<typeof pendingRequest>;
export const pendingRequestList = z.array(pendingRequest);

/**
 * The friendship as seen by `a` (spec §4): NOTHING (may ask), CANCEL (a asked; a may cancel), ACCEPT (b asked; a
 * may accept or reject), ACCEPTED (friends). `id` is the row, null for NOTHING.
 */
export const friendshipStatuses = ['NOTHING', 'CANCEL', 'ACCEPT', 'ACCEPTED'] as const;
export const friendshipStatus = z.enum(friendshipStatuses);
export type FriendshipStatus = z.infer<typeof friendshipStatus>;
export const friendshipState = z.object({ status: friendshipStatus, id: uuid.nullable() });
export type FriendshipState = z.infer<typeof friendshipState>;

export const userIdParams = z.object({ userId: uuid });
export const addresseeParams = z.object({ addresseeId: uuid });
export const followeeParams = z.object({ followeeId: uuid });
export const followIdParams = z.object({ followId: uuid });
/** GET /friendships/status/{a}/{b} and /follows/check/{a}/{b}: a must be the session's user. */
export const pairParams = z.object({ a: uuid, b: uuid });

/**
 * The user the spec sends as a body (the requester, the addressee, the follower): absent, or any user object
 * whose `id` is the session's. Its other fields are ignored.
 */
export const actingUserBody = z.object({ id: uuid.optional() }).nullish();
/** DELETE /friendships/{id}: the spec sends the addressee user and the friendship id; both are optional checks. */
export const deleteFriendshipBody = z.object({ addressee: z.object({ id: uuid.optional() }).optional(), friendshipId: uuid.optional() }).nullish();

/** `currentUserId` is accepted for compatibility; it must be the session's user. */
export const followListQuery = z.object({ currentUserId: uuid.optional() });

/** A follower or followee (spec §3 "Follow entries"); `follow` is whether the viewer follows them. */
export const followEntry = socialPerson.extend({ followId: uuid, follow: z.boolean(), since: isoDateTime });
export type FollowEntry = z.infer<typeof followEntry>;
export const followList = z.array(followEntry);

export const follow = z.object({ id: uuid, followerId: uuid, followeeId: uuid, createdAt: isoDateTime });
export type Follow = z.infer<typeof follow>;

export const followCheck = z.boolean();

/** A user the signed-in user blocked (Settings lists them), in the order they were blocked. */
export const blockedUser = z.object({ userId: uuid, nickname: z.string(), photoUrl: z.string().nullable() });
export type BlockedUser = z.infer<typeof blockedUser>;
export const blockedUserList = z.array(blockedUser);

/** What blocking and unblocking answer: the block list after the change. */
export const blockResult = z.object({ blockedUserIds: z.array(uuid) });

export const SOCIAL_MESSAGES = {
  friendRequestSelf: 'You cannot send a friend request to yourself.',
  friendRequestExists: 'A friend request between you two is already pending.',
  alreadyFriends: 'You are already friends.',
  friendshipNotFound: 'Friend request not found.',
  notAddressee: 'Only the player who received this request can answer it.',
  notFriendshipParty: 'Only the two players of this friendship can end it.',
  notPending: 'This request was already answered.',
  followSelf: 'You cannot follow yourself.',
  followNotFound: 'Follow not found.',
  notFollower: 'Only the follower can undo a follow.',
  blockSelf: 'You cannot block yourself.',
  blocked: 'You cannot interact with this player.',
} as const;

export const friendshipEndpoints = {
  friendsOf: endpoint('GET', '/api/v1/friendships/user/:userId', { params: userIdParams, response: friendList }),
  pendingOf: endpoint('GET', '/api/v1/friendships/user/:userId/pending', { params: userIdParams, response: pendingRequestList }),
  status: endpoint('GET', '/api/v1/friendships/status/:a/:b', { params: pairParams, response: friendshipState }),
  /**
   * 201 with a new PENDING request; when the addressee had already asked the sender, asking back accepts theirs:
   * 200 with the ACCEPTED friendship (same id).
   */
  request: endpoint('POST', '/api/v1/friendships/request/:addresseeId', { params: addresseeParams, body: actingUserBody, response: friendship, status: 201 }),
  accept: endpoint('PATCH', '/api/v1/friendships/:id/accept', { params: idParams, body: actingUserBody, response: friendship }),
  reject: endpoint('PATCH', '/api/v1/friendships/:id/reject', { params: idParams, body: actingUserBody, response: friendshipState }),
  /** Cancels an outgoing request (the requester), declines one (the addressee) or ends a friendship (either friend). */
  remove: endpoint('DELETE', '/api/v1/friendships/:id', { params: idParams, body: deleteFriendshipBody, response: friendshipState }),
};

export const followEndpoints = {
  followersOf: endpoint('GET', '/api/v1/follows/followers/:userId', { params: userIdParams, query: followListQuery, response: followList }),
  followeesOf: endpoint('GET', '/api/v1/follows/followees/:userId', { params: userIdParams, query: followListQuery, response: followList }),
  check: endpoint('GET', '/api/v1/follows/check/:a/:b', { params: pairParams, response: followCheck }),
  /** Idempotent: following someone already followed answers the existing follow (200 instead of 201). */
  follow: endpoint('POST', '/api/v1/follows/:followeeId', { params: followeeParams, body: actingUserBody, response: follow, status: 201 }),
  /** The spec's unfollow, by the follow's id (its follower only); answers true when this call removed the follow. */
  unfollow: endpoint('DELETE', '/api/v1/follows/:followId/follower', { params: followIdParams, body: actingUserBody, response: followCheck }),
  /**
   * Unfollow by the followee's id, for buttons that know the user but not the follow; idempotent, answers whether
   * there was a follow to remove.
   */
  unfollowUser: endpoint('DELETE', '/api/v1/follows/followee/:followeeId', { params: followeeParams, response: followCheck }),
};

export const blockEndpoints = {
  mine: endpoint('GET', '/api/v1/users/me/blocks', { response: blockedUserList }),
  block: endpoint('POST', '/api/v1/users/:id/block', { params: idParams, response: blockResult }),
  unblock: endpoint('DELETE', '/api/v1/users/:id/block', { params: idParams, response: blockResult }),
};
