import type { PlayerSort } from '@clutch/contract/users';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { follows, teamMembers, teamRegistrations, tournaments, users } from '../../db/schema/index.ts';
import { escapeLike } from './users.repository.ts';

/** Who is looking: their id and the people they blocked (the session's user row). */
export interface PlayerViewer {
  id: string;
  blockedUserIds: readonly string[];
}

export interface PlayerFilters {
  /** Nicknames starting with this, any case. */
  prefix?: string;
  country?: string;
  /** Players on a team that entered a tournament of this game; `visible` is the tournaments the viewer may see (SQL). */
  game?: { id: string; visible: SQL };
  sort: PlayerSort;
  limit: number;
  offset: number;
}

// Drizzle writes a column of the selected table without its table name inside select expressions, where
// "id" would then mean follows.id; the correlated subqueries name the outer column explicitly.
const outerUserId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
const lowerNick = sql`lower(${users.nickName})`;

/** A team still in the running: accepted, or waiting for the organizer. */
const ENTERED = ['ACCEPTED', 'PENDING'];

/** Whether the viewer follows the row's user: one probe of the follows primary key. */
const followedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${outerUserId})`;

const playerColumns = (follow: SQL<boolean>) => ({
  id: users.id,
  nickname: users.nickName,
  photoUrl: users.profilePicUrl,
  followers: users.followerCount,
  follow,
  countryCode: users.countryCode,
  userVerified: users.userVerified,
});

const orderOf: Record<PlayerSort, SQL[]> = {
  // users_follower_count_idx (follower_count DESC NULLS LAST, id) hands the rows over by count, so a short prefix
  // walks it and stops at the page (an incremental sort puts equal counts in nickname order); a plain DESC means
  // NULLS FIRST, which that index can not serve. A longer, rarer prefix goes through the nickname index instead.
  followers: [sql`${users.followerCount} desc nulls last`, asc(lowerNick), asc(users.id)],
  nickname: [asc(lowerNick), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
};

/**
 * The Players list for one viewer: everybody but the viewer, deleted accounts, the people the viewer blocked and
 * the people who blocked the viewer. `prefix` is `lower(nick_name) LIKE 'abc%'`, answered by the text_pattern_ops
 * index. Followers come from the follower_count the social module keeps, `follow` from the follows primary key.
 */
export function listPlayers(db: Executor, viewer: PlayerViewer, f: PlayerFilters) {
  const follow = followedBy(viewer.id);
  const where: SQL[] = [
    ne(users.id, viewer.id),
    isNull(users.deletedAt),
    // Checked on each candidate row (block lists are short, mostly empty), not through users_blocked_user_ids_idx:
    // that GIN index keeps a pending list PGlite never vacuums, which every search through it would scan.
    sql`not (${viewer.id}::uuid = any(${users.blockedUserIds}))`,
  ];
  if (viewer.blockedUserIds.length > 0) where.push(notInArray(users.id, [...viewer.blockedUserIds]));
  if (f.prefix) where.push(sql`${lowerNick} like ${`${escapeLike(f.prefix.toLowerCase())}%`}`);
  if (f.country) where.push(eq(users.countryCode, f.country));
  if (f.game) {
    where.push(
      sql`exists (select 1 from ${teamMembers}
        join ${teamRegistrations} on ${teamRegistrations.teamId} = ${teamMembers.teamId}
        join ${tournaments} on ${tournaments.id} = ${teamRegistrations.tournamentId}
        where ${teamMembers.userId} = ${outerUserId} and ${teamMembers.inviteStatus} = 'ACCEPTED'
          and ${inArray(teamRegistrations.requestStatus, ENTERED)} and ${tournaments.gameId} = ${f.game.id} and ${f.game.visible})`,
    );
  }
  return db
    .select(playerColumns(follow))
    .from(users)
    .where(and(...where))
    .orderBy(...orderOf[f.sort])
    .limit(f.limit)
    .offset(f.offset);
}

/**
 * The rows of a page the search index ordered (ADR 020), in the order of `ids`: one read by primary key with the
 * viewer's follow flags. An account deleted since the index saw it is left out.
 */
export async function playersByIds(db: Executor, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(playerColumns(followedBy(viewerId)))
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
