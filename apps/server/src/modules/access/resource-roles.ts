import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { matchNotFound } from '../competition/results.service.ts';
import { teamNotFound } from '../registrations/register-team.service.ts';
import { registrationNotFound } from '../registrations/registrations.service.ts';
import { followNotFound, friendshipNotFound, notAddressee, notFollower, notFriendshipParty } from '../social/social.service.ts';
import { notStoryAuthor, storyNotFound } from '../stories/stories.service.ts';
import { inviteNotFound } from '../team-invites/team-invites.service.ts';
import { notOrganizer, requireOrganizer, requireVisible } from '../tournaments/tournaments.service.ts';
import {
  followOwner,
  friendshipOwners,
  inviteOwners,
  matchCaptains,
  paymentOwner,
  registrationOwners,
  reportOwners,
  storyOwner,
  targetOwner,
  teamOwners,
  tournamentOwner,
} from './resource-owners.repository.ts';
import { memoizedMatchOrganizer } from './match-organizers.ts';

/**
 * Checks that `user` holds a role on the resource `id`; throws the 404 or 403 the service would. A resource the
 * user may not even see (a missing row, someone else's DRAFT tournament) is a 404, a visible one a 403. `cache`,
 * the app's read cache, lets a check keep what it read under the read cache's invalidations (without it, it reads).
 */
export type RoleCheck = (db: Executor, user: UserRow, id: string, cache?: ReadCache) => Promise<void>;

const isAdmin = (user: UserRow) => user.roles.includes('ADMIN');

const actorMismatch = () => forbidden('You can only act as yourself.', 'ACTOR_MISMATCH');

/** Every resource role a route can declare, by resource kind (DESIGN.md §5.11). */
export const resourceRoles = {
  tournament: {
    organizer: async (db, user, id) => {
      requireOrganizer(await tournamentOwner(db, id), user.id);
    },
    /** Anyone may enter a visible tournament, but a paid one only with a verified e-mail (ADR 006). */
    entrant: async (db, user, id) => {
      const t = requireVisible(await tournamentOwner(db, id), user.id);
      if (t.entryFeeCents > 0 && !user.userVerified) {
        throw forbidden('Please verify your account to join a paid tournament.', 'ACCOUNT_NOT_VERIFIED');
      }
    },
  },
  match: {
    organizer: async (db, user, id, cache) => {
      const m = await memoizedMatchOrganizer(db, cache, id);
      if (!m) throw matchNotFound();
      if (m.organizerId !== user.id) throw notOrganizer();
    },
    /** The captain of either side; which side may do what is the service's rule. */
    captain: async (db, user, id) => {
      const m = await matchCaptains(db, id);
      if (!m) throw matchNotFound();
      if (!m.captainIds.includes(user.id)) throw forbidden("Only the captains of this match's teams can report its result.", 'NOT_MATCH_CAPTAIN');
    },
  },
  report: {
    /** A captain of the report's match; the service then refuses the reporter's own side. */
    captain: async (db, user, id) => {
      const r = await reportOwners(db, id);
      if (!r) throw notFound('Report not found.', 'REPORT_NOT_FOUND');
      if (!r.captainIds.includes(user.id)) throw forbidden("Only the other team's captain can answer this report.", 'NOT_OTHER_CAPTAIN');
    },
  },
  registration: {
    organizer: async (db, user, id) => {
      const r = await registrationOwners(db, id);
      if (!r) throw registrationNotFound();
      if (r.organizerId !== user.id) throw notOrganizer();
    },
    captain: async (db, user, id) => {
      const r = await registrationOwners(db, id);
      if (!r) throw registrationNotFound();
      if (r.captainId !== user.id) throw forbidden("Only the team's captain can do that.", 'NOT_TEAM_CAPTAIN');
    },
  },
  team: {
    captain: async (db, user, id) => {
      const t = await teamOwners(db, id);
      if (!t) throw teamNotFound();
      if (t.captainId !== user.id) throw forbidden("Only the team's captain can do that.", 'NOT_TEAM_CAPTAIN');
    },
    /** The captain or a member who accepted the invite. */
    member: async (db, user, id) => {
      const t = await teamOwners(db, id);
      if (!t) throw teamNotFound();
      if (t.captainId !== user.id && !t.memberIds.includes(user.id)) throw forbidden('Only the team’s members can open its ticket.', 'NOT_A_MEMBER');
    },
    /** The same players as `member`, for what a member does to the team itself (leaving it). */
    player: async (db, user, id) => {
      const t = await teamOwners(db, id);
      if (!t) throw teamNotFound();
      if (t.captainId !== user.id && !t.memberIds.includes(user.id)) throw forbidden("Only the team's members can do that.", 'NOT_A_MEMBER');
    },
  },
  invite: {
    invitee: async (db, user, id) => {
      const i = await inviteOwners(db, id);
      if (!i) throw inviteNotFound();
      if (i.inviteeId !== user.id) throw forbidden('Only the invited player can answer this invite.', 'NOT_INVITEE');
    },
    /** The invited player or the team's captain. */
    party: async (db, user, id) => {
      const i = await inviteOwners(db, id);
      if (!i) throw inviteNotFound();
      if (i.inviteeId !== user.id && i.captainId !== user.id) throw forbidden('Only the invited player and the captain can see this invite.', 'NOT_INVITEE');
    },
  },
  friendship: {
    /** The player a friend request was sent to: only they answer it. */
    addressee: async (db, user, id) => {
      const f = await friendshipOwners(db, id);
      if (!f) throw friendshipNotFound();
      if (f.addresseeId !== user.id) throw f.requesterId === user.id ? notAddressee() : notFriendshipParty();
    },
    /** Either player of a request or a friendship. */
    party: async (db, user, id) => {
      const f = await friendshipOwners(db, id);
      if (!f) throw friendshipNotFound();
      if (f.requesterId !== user.id && f.addresseeId !== user.id) throw notFriendshipParty();
    },
  },
  follow: {
    follower: async (db, user, id) => {
      const f = await followOwner(db, id);
      if (!f) throw followNotFound();
      if (f.followerId !== user.id) throw notFollower();
    },
  },
  payment: {
    owner: async (db, user, id) => {
      const p = await paymentOwner(db, id);
      if (!p) throw notFound('Payment not found.', 'PAYMENT_NOT_FOUND');
      if (p.userId !== user.id) throw forbidden('This payment is not yours.', 'NOT_OWNER');
    },
  },
  target: {
    /** The organization is its organizer's account; admins may edit any. */
    editor: async (db, user, id) => {
      const t = await targetOwner(db, id);
      if (!t) throw notFound('Target not found.', 'TARGET_NOT_FOUND');
      if (t.organizationId !== user.id && !isAdmin(user)) {
        throw forbidden("Only the organization's organizer or an admin can change its targets.", 'NOT_TARGET_EDITOR');
      }
    },
  },
  story: {
    /** Only the author deletes a story. */
    author: async (db, user, id) => {
      const s = await storyOwner(db, id);
      if (!s) throw storyNotFound();
      if (s.userId !== user.id) throw notStoryAuthor();
    },
  },
  user: {
    self: async (_db, user, id) => {
      if (id !== user.id) throw actorMismatch();
    },
  },
  /** A payment-provider customer id, or `me`. */
  customer: {
    self: async (_db, user, id) => {
      if (id !== 'me' && id !== user.stripeCustomerId) throw forbidden('You can only read your own balance.', 'NOT_OWNER');
    },
  },
} satisfies Record<string, Record<string, RoleCheck>>;

export type ResourceKind = keyof typeof resourceRoles;

/** A role on the resource whose id is the path parameter `param` (default `id`). */
export type ResourceRole = {
  [K in ResourceKind]: { of: K; role: keyof (typeof resourceRoles)[K] & string; param?: string };
}[ResourceKind];

/** Kinds whose id is compared with the session, never looked up (so it need not be a uuid). */
export const storedById = (kind: ResourceKind) => kind !== 'user' && kind !== 'customer';

export function roleCheckOf(rule: ResourceRole): RoleCheck {
  return (resourceRoles[rule.of] as Record<string, RoleCheck>)[rule.role]!;
}
