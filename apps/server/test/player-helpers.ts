import { eq, sql } from 'drizzle-orm';
import { follows, users, type NewUserRow } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A random lower-case tag, so a suite's nicknames share a prefix nobody else's have. */
export const randomTag = (length = 5) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

/** A user row only (no session): someone to find in the Players list. */
export async function insertPlayer(t: TestApp, nickName: string, values: Partial<NewUserRow> = {}) {
  const [row] = await t.app.ctx.db
    .insert(users)
    .values({ nickName, email: `${nickName.toLowerCase()}@example.com`, userVerified: true, ...values })
    .returning();
  return row!;
}

/** A follow as the social module writes it: the row and the followee's follower_count, together. */
export async function follow(t: TestApp, followerId: string, followeeId: string) {
  await t.app.ctx.db.transaction(async (tx) => {
    await tx.insert(follows).values({ followerId, followeeId });
    await tx.update(users).set({ followerCount: sql`${users.followerCount} + 1` }).where(eq(users.id, followeeId));
  });
}

/** `blockerId` blocks `blockedId` (the block list lives on the blocker's row). */
export async function block(t: TestApp, blockerId: string, blockedId: string) {
  await t.app.ctx.db
    .update(users)
    .set({ blockedUserIds: sql`array_append(${users.blockedUserIds}, ${blockedId}::uuid)` })
    .where(eq(users.id, blockerId));
}
