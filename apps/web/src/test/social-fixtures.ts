import type { FollowEntry, Friend, PendingRequest } from '@clutch/contract/social';
import type { PlayerListItem, UserCareer } from '@clutch/contract/users';

/** A stable uuid per number and kind, so fixtures built twice agree. */
export const fakeId = (n: number, kind = 0) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A row of the Players list. */
export const makePlayer = (n: number, overrides: Partial<PlayerListItem> = {}): PlayerListItem => ({
  id: fakeId(n),
  nickname: `player${n}`,
  photoUrl: null,
  followers: 0,
  follow: false,
  country: null,
  userVerified: false,
  ...overrides,
});

/** A friend of the listed user; `friendshipId` is what unfriending deletes. */
export const makeFriend = (n: number, overrides: Partial<Friend> = {}): Friend => ({
  userId: fakeId(n),
  nickname: `player${n}`,
  photoUrl: null,
  bio: null,
  friendshipId: fakeId(n, 1),
  since: '2025-02-01T00:00:00.000Z',
  ...overrides,
});

/** A follower or followee. */
export const makeFollowEntry = (n: number, overrides: Partial<FollowEntry> = {}): FollowEntry => ({
  userId: fakeId(n),
  nickname: `player${n}`,
  photoUrl: null,
  bio: null,
  followId: fakeId(n, 2),
  follow: false,
  since: '2025-02-01T00:00:00.000Z',
  ...overrides,
});

/** A pending request between `me` and player `n`, received (INCOMING) or sent (OUTGOING) by `me`. */
export function makePendingRequest(n: number, me: { id: string; nickName: string }, direction: PendingRequest['direction']): PendingRequest {
  const mine = { id: me.id, nickName: me.nickName, bio: null, profilePicUrl: null };
  const theirs = { id: fakeId(n), nickName: `player${n}`, bio: `Bio of player${n}`, profilePicUrl: null };
  return {
    id: fakeId(n, 3),
    status: 'PENDING',
    requester: direction === 'INCOMING' ? theirs : mine,
    addressee: direction === 'INCOMING' ? mine : theirs,
    createdAt: '2025-02-01T00:00:00.000Z',
    respondedAt: null,
    direction,
  };
}

export const emptyCareer: UserCareer = { teams: [], played: [], organized: [] };
