import { DELETED_PLAYER_NAME } from '@clutch/contract/users';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  calendarFeeds,
  oneTimeCodes,
  outbox,
  pushSubscriptions,
  sessions,
  targets,
  teamMembers,
  teamRegistrations,
  teams,
  tournamentFollows,
  tournamentParticipants,
  tournaments,
  uploads,
  users,
  verificationTokens,
  type UserRow,
} from '../../db/schema/index.ts';
import { userRowsChanged } from '../../platform/read-cache/user-row-changes.ts';

/** "Deleted player 3f9a2c1b": never a real nickname (those have no spaces), distinct per account for brackets. */
async function anonymousNameFor(tx: Executor, userId: string) {
  const hex = userId.replace(/-/g, '');
  for (const length of [8, 12, 16]) {
    const name = `${DELETED_PLAYER_NAME} ${hex.slice(0, length)}`;
    const taken = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.nickName})`, name.toLowerCase())).limit(1);
    if (taken.length === 0) return name;
  }
  return `${DELETED_PLAYER_NAME} ${hex.slice(0, 17)}`;
}

/** The tournaments the user's pending invites hold a place in: declining the invites frees it. */
export async function tournamentsOfPendingInvites(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ tournamentId: teamRegistrations.tournamentId })
    .from(teamMembers)
    .innerJoin(teamRegistrations, eq(teamRegistrations.teamId, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.inviteStatus, 'PENDING')));
  return rows.map((r) => r.tournamentId);
}

/**
 * Erases an account inside the caller's transaction (ADR 007): rows that only concern the user go, the user row
 * stays as an anonymous tombstone so matches, registrations, payments and the ledger keep their owner and still
 * add up. The caller has locked `tournamentsOfPendingInvites` first and removed the social ties (follows with the
 * follower counts they changed, friendships, block-list entries) through the social module. Returns the storage
 * keys of uploads to remove once the transaction has committed.
 */
export async function eraseAccount(tx: Executor, user: UserRow, now: Date): Promise<{ uploadKeys: string[]; anonymousName: string }> {
  const id = user.id;
  // Pending invites are declined, as the user would: the captain can invite someone else, and the places they
  // held in tournaments are freed.
  const pending = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, id), eq(teamMembers.inviteStatus, 'PENDING')));
  if (pending.length > 0) {
    const teamIds = pending.map((p) => p.teamId);
    const registrationRows = await tx
      .select({ id: teamRegistrations.id, tournamentId: teamRegistrations.tournamentId })
      .from(teamRegistrations)
      .where(inArray(teamRegistrations.teamId, teamIds));
    if (registrationRows.length > 0) {
      await tx
        .delete(tournamentParticipants)
        .where(and(eq(tournamentParticipants.userId, id), inArray(tournamentParticipants.teamRegistrationId, registrationRows.map((r) => r.id))));
    }
    await tx
      .update(teamMembers)
      .set({ inviteStatus: 'REJECTED' })
      .where(and(eq(teamMembers.userId, id), eq(teamMembers.inviteStatus, 'PENDING')));
  }

  await tx.delete(sessions).where(eq(sessions.userId, id));
  // The row stays (anonymised), so its push subscriptions do not cascade: no device hears from a deleted account.
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  // Nor does its calendar subscribe link: a calendar app stops hearing about the account at once.
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, id));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
  await tx.delete(verificationTokens).where(eq(verificationTokens.userId, id));
  await tx.delete(outbox).where(eq(outbox.to, user.email));
  await tx.delete(tournamentFollows).where(eq(tournamentFollows.userId, id));
  await tx.delete(targets).where(or(eq(targets.organizationId, id), eq(targets.createdBy, id)));

  const anonymousName = await anonymousNameFor(tx, id);
  // A solo entry is a team of one named after its player: it takes the anonymous name too.
  await tx
    .update(teams)
    .set({ name: anonymousName.slice(0, 60), bio: null })
    .where(and(eq(teams.captainId, id), eq(sql`lower(${teams.name})`, user.nickName.toLowerCase())));

  // Images still shown by a tournament or team stay (without their owner); the others go with the account.
  const owned = await tx
    .select({
      id: uploads.id,
      key: uploads.key,
      // By URL suffix: disk and S3 storage put different prefixes before the same key.
      inUse: sql<boolean>`exists (select 1 from ${tournaments}, unnest(${tournaments.photoUrls}) as photo(url)
          where right(photo.url, length(${uploads.key}) + 1) = '/' || ${uploads.key})
        or exists (select 1 from ${teams} where right(${teams.photoUrl}, length(${uploads.key}) + 1) = '/' || ${uploads.key})`,
    })
    .from(uploads)
    .where(eq(uploads.ownerId, id));
  const removable = owned.filter((u) => !u.inUse);
  if (removable.length > 0) await tx.delete(uploads).where(inArray(uploads.id, removable.map((u) => u.id)));
  await tx.update(uploads).set({ ownerId: null }).where(eq(uploads.ownerId, id));

  await tx
    .update(users)
    .set({
      nickName: anonymousName,
      email: `${id}@deleted.invalid`,
      passwordHash: null,
      googleId: null,
      bio: null,
      profilePicUrl: null,
      userVerified: false,
      roles: [],
      countryCode: null,
      discord: null,
      facebook: null,
      instagram: null,
      twitch: null,
      coverUrl: null,
      location: null,
      website: null,
      founded: null,
      numberPhone: null,
      blockedUserIds: [],
      stripeCustomerId: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  userRowsChanged(tx, [id]);
  return { uploadKeys: removable.map((u) => u.key), anonymousName };
}
