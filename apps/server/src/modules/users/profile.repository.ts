import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teams, tournaments, uploads, users, type UserRow } from '../../db/schema/index.ts';
import { userRowsChanged } from '../../platform/read-cache/user-row-changes.ts';

/** What the Edit Profile dialog writes. */
export type ProfileColumns = Pick<
  UserRow,
  'nickName' | 'bio' | 'countryCode' | 'location' | 'website' | 'founded' | 'discord' | 'facebook' | 'instagram' | 'twitch'
>;

/** The two image slots of a profile, by column. */
export type ImageColumn = 'profilePicUrl' | 'coverUrl';

export async function updateProfileColumns(db: Executor, id: string, values: ProfileColumns, now: Date): Promise<UserRow | null> {
  const rows = await db.update(users).set({ ...values, updatedAt: now }).where(eq(users.id, id)).returning();
  userRowsChanged(db, [id]);
  return rows[0] ?? null;
}

/** The user's row, locked until the transaction ends: two changes of one image slot take turns. */
export async function lockUser(tx: Executor, id: string): Promise<UserRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return rows[0] ?? null;
}

export async function setImageColumn(tx: Executor, id: string, column: ImageColumn, url: string | null, now: Date): Promise<UserRow> {
  const rows = await tx
    .update(users)
    .set({ [column]: url, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  userRowsChanged(tx, [id]);
  return rows[0]!;
}

/**
 * The upload rows behind an image URL the user no longer shows: theirs, named by the URL (by key suffix, as disk
 * and S3 storage put different prefixes before the same key), and shown by no tournament or team and by neither
 * of the user's slots. Deletes the rows and returns their storage keys, for the caller to delete once the
 * transaction has committed (like account erasure).
 */
export async function releaseUploadsOf(tx: Executor, ownerId: string, url: string): Promise<string[]> {
  const candidates = await tx
    .select({
      id: uploads.id,
      key: uploads.key,
      inUse: sql<boolean>`exists (select 1 from ${tournaments}, unnest(${tournaments.photoUrls}) as photo(url)
          where right(photo.url, length(${uploads.key}) + 1) = '/' || ${uploads.key})
        or exists (select 1 from ${teams} where right(${teams.photoUrl}, length(${uploads.key}) + 1) = '/' || ${uploads.key})
        or exists (select 1 from ${users} where ${users.id} = ${ownerId}
          and (right(${users.profilePicUrl}, length(${uploads.key}) + 1) = '/' || ${uploads.key}
            or right(${users.coverUrl}, length(${uploads.key}) + 1) = '/' || ${uploads.key}))`,
    })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), sql`right(${url}, length(${uploads.key}) + 1) = '/' || ${uploads.key}`));
  const removable = candidates.filter((c) => !c.inUse);
  if (removable.length > 0) await tx.delete(uploads).where(inArray(uploads.id, removable.map((c) => c.id)));
  return removable.map((c) => c.key);
}
