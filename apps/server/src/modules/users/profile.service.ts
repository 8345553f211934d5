import type { ProfileImageSlot, updateProfileBody, User, UserCareer } from '@clutch/contract/users';
import { invalidateAfterCommit, readTags } from '../../platform/read-cache/read-cache-tags.ts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { renameSoloTeamsOf } from '../teams/teams.service.ts';
import { visibleTo } from '../tournaments/tournaments.service.ts';
import { encodeImage, withStoredImage } from '../uploads/uploads.service.ts';
import { teamsOf, tournamentsOfPlayer, tournamentsOrganizedBy, type CareerTournamentRow } from './career.repository.ts';
import { lockUser, releaseUploadsOf, setImageColumn, updateProfileColumns, type ImageColumn } from './profile.repository.ts';
import { isKnownCountry, toSelfView } from './user-view.ts';
import { findUserById, uniqueViolationOf } from './users.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'now' | 'readCache' | 'search'>;
export type ProfileFields = z.output<typeof updateProfileBody>;

const NICKNAME_TAKEN = 'This nickname is taken.';
const UNKNOWN_COUNTRY = 'Choose a country from the list.';
const FUTURE_YEAR = 'Enter a year that has come.';

/** Where each slot lives, its upload purpose and the longest side it is stored at. */
const SLOTS: Record<ProfileImageSlot, { column: ImageColumn; purpose: string; maxSide: number }> = {
  // Shown small everywhere (lists, cards, the profile's circle): 512 px is sharp at 4× its largest size.
  avatar: { column: 'profilePicUrl', purpose: 'avatar', maxSide: 512 },
  // A banner across the page: wide enough for a 1280 px layout on a 2× screen.
  cover: { column: 'coverUrl', purpose: 'cover', maxSide: 2400 },
};

const userNotFound = () => notFound('User not found.', 'USER_NOT_FOUND');

const tournamentView = (t: CareerTournamentRow) => ({
  id: t.id,
  name: t.name,
  status: t.status,
  photoUrl: t.photoUrl,
  gameName: t.gameName,
  tournamentStartDate: t.startAt.toISOString(),
});

export function createProfileService(ctx: Ctx) {
  const { db, storage, now } = ctx;

  /** Removes stored objects after the commit: a file removed for a rolled-back change could not come back. */
  const deleteObjects = async (keys: string[]) => void (await Promise.allSettled(keys.map((key) => storage.delete(key))));

  return {
    /** The Edit Profile dialog: every field at once (an empty optional field clears it); the nickname stays unique. */
    async update(user: UserRow, fields: ProfileFields): Promise<User> {
      // What the contract can not know: which codes are countries, and what year it is.
      if (fields.country && !isKnownCountry(fields.country)) throw badRequest(UNKNOWN_COUNTRY, 'VALIDATION_FAILED', { country: UNKNOWN_COUNTRY });
      if (fields.founded !== null && fields.founded > now().getUTCFullYear()) throw badRequest(FUTURE_YEAR, 'VALIDATION_FAILED', { founded: FUTURE_YEAR });
      const { country, ...rest } = fields;
      try {
        const row = await runInTransaction(db, async (tx) => {
          const current = await lockUser(tx, user.id);
          if (!current || current.deletedAt) throw userNotFound();
          const updated = await updateProfileColumns(tx, user.id, { ...rest, countryCode: country }, now());
          await renameSoloTeamsOf(tx, user.id, current.nickName, updated!.nickName);
          // The nickname and picture appear on the tournaments they organize and their solo teams' matches.
          invalidateAfterCommit(tx, ctx, [readTags.people]);
          return updated!;
        });
        // The nickname, and the solo teams named after it (ADR 020).
        await ctx.search.changed({ users: [user.id], captains: [user.id] });
        return toSelfView(row);
      } catch (err) {
        // The unique index on lower(nick_name) decides, so two players can not take one name at once.
        if (uniqueViolationOf(err) === 'nickName') throw conflict(NICKNAME_TAKEN, 'NICKNAME_TAKEN', { nickName: NICKNAME_TAKEN });
        throw err;
      }
    },

    /**
     * Stores a new avatar or cover (re-encoded, metadata dropped) and shows it; the image it replaces is deleted,
     * its row in the same transaction and its object once that has committed.
     */
    async setImage(user: UserRow, slotName: ProfileImageSlot, file: Buffer): Promise<User> {
      const slot = SLOTS[slotName];
      const image = await encodeImage(file, { maxSide: slot.maxSide });
      const { row, released } = await withStoredImage(ctx, image, { ownerId: user.id, purpose: slot.purpose }, async (tx, url) => {
        const current = await lockUser(tx, user.id);
        if (!current || current.deletedAt) throw userNotFound();
        const updated = await setImageColumn(tx, user.id, slot.column, url, now());
        invalidateAfterCommit(tx, ctx, [readTags.people]);
        const previous = current[slot.column];
        return { row: updated, released: previous ? await releaseUploadsOf(tx, user.id, previous) : [] };
      });
      await deleteObjects(released);
      await ctx.search.changed({ users: [user.id] });
      return toSelfView(row);
    },

    async removeImage(user: UserRow, slotName: ProfileImageSlot): Promise<User> {
      const slot = SLOTS[slotName];
      const { row, released } = await runInTransaction(db, async (tx) => {
        const current = await lockUser(tx, user.id);
        if (!current || current.deletedAt) throw userNotFound();
        const previous = current[slot.column];
        if (!previous) return { row: current, released: [] };
        const updated = await setImageColumn(tx, user.id, slot.column, null, now());
        invalidateAfterCommit(tx, ctx, [readTags.people]);
        return { row: updated, released: await releaseUploadsOf(tx, user.id, previous) };
      });
      await deleteObjects(released);
      await ctx.search.changed({ users: [user.id] });
      return toSelfView(row);
    },

    /** Teams, tournaments played and organized, as far as the viewer may see them (a DRAFT is its organizer's). */
    async career(userId: string, viewerId: string): Promise<UserCareer> {
      const user = await findUserById(db, userId);
      if (!user || user.deletedAt) throw userNotFound();
      const visible = visibleTo(viewerId);
      const [teams, played, organized] = await Promise.all([
        teamsOf(db, userId, visible),
        tournamentsOfPlayer(db, userId, visible),
        tournamentsOrganizedBy(db, userId, visible),
      ]);
      return {
        teams: teams.map((t) => ({ ...t, role: t.role === 'CAPTAIN' ? 'CAPTAIN' : 'MEMBER' })),
        played: played.map((p) => ({ tournament: tournamentView(p), team: { id: p.teamId, name: p.teamName }, placement: p.placement })),
        organized: organized.map(tournamentView),
      };
    },
  };
}
