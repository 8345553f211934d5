import type { Friend, Friendship, FriendshipState, PendingRequest } from '@clutch/contract/social';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../lib/app-error.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  acceptPendingFriendship,
  deleteFriendship,
  findBareFriendship,
  findFriendsOf,
  findFriendship,
  findFriendshipBetween,
  findPendingOf,
  insertFriendRequest,
  type BareFriendship,
} from './friendships.repository.ts';
import {
  alreadyFriends,
  friendRequestExists,
  friendRequestSelf,
  friendshipNotFound,
  notAddressee,
  notFriendshipParty,
  notPending,
  userBlocked,
  userNotFound,
} from './social-errors.ts';
import { blockedInPair, isActiveUser, lockUserPair } from './social-users.repository.ts';
import { friendshipStateFor, NO_FRIENDSHIP, toFriend, toFriendship, toPendingRequest } from './social-view.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs'>;

async function friendshipView(db: Executor, id: string): Promise<Friendship> {
  const row = await findFriendship(db, id);
  if (!row) throw friendshipNotFound();
  return toFriendship(row);
}

/**
 * Friend requests and friendships (spec §4, §7): one row per pair, NOTHING → PENDING → ACCEPTED; a rejected or
 * cancelled request and an ended friendship are deleted. Writes lock both users' rows (`key share`) first, so a
 * block being written between them is waited for and then seen.
 */
export function createFriendshipsService(ctx: Ctx) {
  const { db, now } = ctx;

  /** The row `id` with its pair locked and not blocked; 404 when it is gone. */
  async function lockedFriendship(tx: Executor, id: string): Promise<BareFriendship> {
    const seen = await findBareFriendship(tx, id);
    if (!seen) throw friendshipNotFound();
    const pair = await lockUserPair(tx, seen.requesterId, seen.addresseeId, 'key share');
    if (blockedInPair(pair, seen.requesterId, seen.addresseeId)) throw userBlocked();
    // Read again under the locks: a block, a cancel or an answer may have come first.
    const row = await findBareFriendship(tx, id);
    if (!row) throw friendshipNotFound();
    return row;
  }

  /** The addressee hears of a new request (issue #14); the friend page is where it is answered. */
  const notifyRequest = (tx: Executor, row: { id: string; requesterId: string; addresseeId: string }) =>
    notify(ctx, tx, {
      userId: row.addresseeId,
      type: 'friend_request',
      link: '/app/friends',
      actorId: row.requesterId,
      dedupeKey: `friend_request:${row.id}`,
    });

  /** The requester hears that `accepterId` said yes. */
  const notifyAccepted = (tx: Executor, row: { id: string; requesterId: string }, accepterId: string) =>
    notify(ctx, tx, {
      userId: row.requesterId,
      type: 'friend_accepted',
      link: `/app/u/${accepterId}`,
      actorId: accepterId,
      dedupeKey: `friend_accepted:${row.id}`,
    });

  /** Only the addressee answers a request. */
  function requireAddressee(row: BareFriendship, actor: UserRow) {
    if (row.addresseeId !== actor.id) throw row.requesterId === actor.id ? notAddressee() : notFriendshipParty();
  }

  return {
    /** Anyone signed in may read a user's friends (the profile's counters). */
    async friendsOf(userId: string): Promise<Friend[]> {
      if (!(await isActiveUser(db, userId))) throw userNotFound();
      return (await findFriendsOf(db, userId)).map(toFriend);
    },

    /** The user's own pending requests, received and sent. */
    async pendingOf(actor: UserRow, userId: string): Promise<PendingRequest[]> {
      assertActor(actor, userId);
      return (await findPendingOf(db, userId)).map((row) => toPendingRequest(row, userId));
    },

    async status(actor: UserRow, a: string, b: string): Promise<FriendshipState> {
      assertActor(actor, a);
      if (a === b) return NO_FRIENDSHIP;
      return friendshipStateFor(await findFriendshipBetween(db, a, b), a);
    },

    /**
     * Asks `addresseeId` to be friends. When they had already asked the actor, asking back accepts their request
     * (as on FACEIT or Discord) and `created` is false. The unique pair index settles two requests at once: the
     * second reads the first's row and answers as if it had come later.
     */
    async request(actor: UserRow, addresseeId: string, claimedId: string | undefined): Promise<{ friendship: Friendship; created: boolean }> {
      assertActor(actor, claimedId);
      if (addresseeId === actor.id) throw friendRequestSelf();
      return runInTransaction(db, async (tx) => {
        const pair = await lockUserPair(tx, actor.id, addresseeId, 'key share');
        const addressee = pair.get(addresseeId);
        if (!addressee || addressee.deletedAt) throw userNotFound();
        if (blockedInPair(pair, actor.id, addresseeId)) throw userBlocked();
        for (let attempt = 0; attempt < 3; attempt++) {
          const existing = await findFriendshipBetween(tx, actor.id, addresseeId);
          if (existing?.status === 'ACCEPTED') throw alreadyFriends();
          if (existing?.requesterId === actor.id) throw friendRequestExists();
          if (existing) {
            const accepted = await acceptPendingFriendship(tx, existing.id, now());
            if (accepted) {
              // Asking back accepts their request: they hear it as an acceptance.
              await notifyAccepted(tx, existing, actor.id);
              return { friendship: await friendshipView(tx, accepted.id), created: false };
            }
            continue; // cancelled or answered meanwhile: look again
          }
          const inserted = await insertFriendRequest(tx, actor.id, addresseeId, now());
          if (inserted) {
            await notifyRequest(tx, { id: inserted.id, requesterId: actor.id, addresseeId });
            return { friendship: await friendshipView(tx, inserted.id), created: true };
          }
          // Another request between the two committed first: look again.
        }
        throw friendRequestExists();
      });
    },

    /** The addressee accepts; accepting an accepted friendship again answers it as it is. */
    async accept(actor: UserRow, id: string, claimedId: string | undefined): Promise<Friendship> {
      assertActor(actor, claimedId);
      return runInTransaction(db, async (tx) => {
        const row = await lockedFriendship(tx, id);
        requireAddressee(row, actor);
        if (row.status === 'PENDING') {
          if (!(await acceptPendingFriendship(tx, id, now()))) throw friendshipNotFound();
          await notifyAccepted(tx, row, actor.id);
        }
        return friendshipView(tx, id);
      });
    },

    /** The addressee declines: the request is deleted. An accepted friendship is ended with DELETE instead. */
    async reject(actor: UserRow, id: string, claimedId: string | undefined): Promise<FriendshipState> {
      assertActor(actor, claimedId);
      return runInTransaction(db, async (tx) => {
        const row = await lockedFriendship(tx, id);
        requireAddressee(row, actor);
        if (row.status !== 'PENDING') throw notPending();
        if (!(await deleteFriendship(tx, id, 'PENDING'))) throw friendshipNotFound();
        return NO_FRIENDSHIP;
      });
    },

    /**
     * Deletes the row: the requester cancels their request, the addressee declines it, either friend ends the
     * friendship. The body's `addressee` names the acting user (spec), `friendshipId` the path's row.
     */
    async remove(actor: UserRow, id: string, body: { addressee?: { id?: string }; friendshipId?: string } | null | undefined): Promise<FriendshipState> {
      assertActor(actor, body?.addressee?.id);
      if (body?.friendshipId !== undefined && body.friendshipId !== id) {
        throw badRequest('The friendship in the body is not the one in the path.', 'BAD_REQUEST');
      }
      const row = await findBareFriendship(db, id);
      if (!row) throw friendshipNotFound();
      if (row.requesterId !== actor.id && row.addresseeId !== actor.id) throw notFriendshipParty();
      // Only in the status the actor saw: a request accepted meanwhile is not silently ended.
      if (!(await deleteFriendship(db, id, row.status))) {
        if (await findBareFriendship(db, id)) throw notPending();
      }
      return NO_FRIENDSHIP;
    },
  };
}
