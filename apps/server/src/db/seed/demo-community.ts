import { inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { createPrng } from '../../lib/prng.ts';
import type { Executor } from '../client.ts';
import { tournamentBannerUrl } from '../../platform/artwork/tournament-banner.ts';
import { follows, friendships, notifications, stories, storyViews, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_EXTRA_PLAYERS } from './demo-players.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The people around nova, so a newcomer signing in as nova finds a lived-in community: friends, requests both
 * ways, followers and a block between two others (README "Demo accounts"). No other imports needed to read it.
 */
export const DEMO_COMMUNITY = {
  novaFriends: ['organizer', 'kairo', 'vex', 'lumen', 'ace_raptor', 'cobalt_lynx', 'ember_falcon'],
  /** Waiting for nova's answer. */
  requestsToNova: ['drift', 'havoc_wolf'],
  /** nova's own request, waiting for the other's answer. */
  requestsFromNova: ['frost_orca'],
  /** Friends among the others. */
  otherFriendships: [
    ['kairo', 'vex'],
    ['lumen', 'drift'],
    ['vex', 'blitz_viper'],
    ['ace_falcon', 'ace_viper'],
    ['dusk_wolf', 'ember_orca'],
  ],
  novaFollows: ['organizer', 'kairo', 'vex', 'drift', 'havoc_wolf', 'ace_raptor', 'blitz_viper'],
  /** The most followed: the host of the demo cups, then two well-known players. */
  followedBy: { organizer: 34, nova: 22, vex: 15, kairo: 9 } as Record<string, number>,
  /** ghost_viper blocked dusk_panther: neither sees the other in the Players list; they share no follow or friendship. */
  block: { blocker: 'ghost_viper', blocked: 'dusk_panther' },
  /**
   * Stories posted in the hours before the seed, by nova and people she follows or befriended; they expire 24 h
   * after posting like any other. nova has already watched vex's, so the feed shows the others first.
   */
  stories: [
    { author: 'organizer', hoursAgo: 2, text: 'Finals day: the stage is set. Doors at 18:00.', banner: 'finals-day' },
    { author: 'kairo', hoursAgo: 3, text: 'New crosshair, who dis. Scrims at 9 if anyone needs a fifth.' },
    { author: 'drift', hoursAgo: 5, text: 'Bootcamp view.', banner: 'bootcamp' },
    { author: 'vex', hoursAgo: 7, text: 'Clutched a 1v4 in ranked. Clip in the team chat.' },
    { author: 'ace_raptor', hoursAgo: 9, text: 'Looking for a duo for the weekend cup 👀' },
    { author: 'nova', hoursAgo: 1, text: 'Warming up for tonight. gl hf everyone!' },
  ] as { author: string; hoursAgo: number; text: string; banner?: string }[],
  storiesSeenByNova: ['vex'],
} as const;

export interface DemoCommunitySummary {
  friendships: number;
  pendingRequests: number;
  follows: number;
  blocks: number;
  stories: number;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Friendships, follows (with each followee's follower_count, as the social module keeps it) and one block, inside
 * the seed's transaction, after the demo accounts and players exist. Deterministic for a given `now`. Written here
 * with the schema, as the rest of the seed's rows: the social module's service is not on this branch.
 */
export async function seedDemoCommunity(db: Executor, opts: { now: Date }): Promise<DemoCommunitySummary> {
  const prng = createPrng('clutch-demo-community');
  const now = opts.now.getTime();
  const nicks = [DEMO_ACCOUNTS.organizer.nickName, ...DEMO_ACCOUNTS.players.map((p) => p.nickName), ...DEMO_EXTRA_PLAYERS.map((p) => p.nickName)];
  const rows = await db.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.nickName, nicks));
  const idOf = new Map(rows.map((r) => [r.nickName, r.id]));
  const id = (nick: string) => {
    const found = idOf.get(nick);
    if (!found) throw new Error(`demo community: no demo player ${nick}`);
    return found;
  };
  const { blocker, blocked } = DEMO_COMMUNITY.block;
  const blockedPair = pairKey(blocker, blocked);
  const extras = DEMO_EXTRA_PLAYERS.map((p) => p.nickName);
  const past = (maxDays: number) => new Date(now - prng.int(HOUR, maxDays * DAY));

  // Friendships: one row per pair, whatever its direction.
  const pairs = new Set<string>();
  const friendRows: PgInsertValue<typeof friendships>[] = [];
  const befriend = (requester: string, addressee: string, status: 'ACCEPTED' | 'PENDING') => {
    const key = pairKey(requester, addressee);
    if (requester === addressee || key === blockedPair || pairs.has(key)) return;
    pairs.add(key);
    const createdAt = past(status === 'PENDING' ? 5 : 90);
    friendRows.push({
      requesterId: id(requester),
      addresseeId: id(addressee),
      status,
      createdAt,
      respondedAt: status === 'ACCEPTED' ? new Date(Math.min(now, createdAt.getTime() + prng.int(1, 48) * HOUR)) : null,
    });
  };
  for (const friend of DEMO_COMMUNITY.novaFriends) {
    if (prng.chance(0.5)) befriend('nova', friend, 'ACCEPTED');
    else befriend(friend, 'nova', 'ACCEPTED');
  }
  for (const from of DEMO_COMMUNITY.requestsToNova) befriend(from, 'nova', 'PENDING');
  for (const to of DEMO_COMMUNITY.requestsFromNova) befriend('nova', to, 'PENDING');
  for (const [a, b] of DEMO_COMMUNITY.otherFriendships) befriend(a, b, 'ACCEPTED');
  // A few more among the players who fill the tournaments, so their profiles have friends too.
  for (let i = 0; i < 30; i++) befriend(prng.pick(extras), prng.pick(extras), 'ACCEPTED');

  // Follows: nova's, the well-followed ones', then a few each at random.
  const followed = new Set<string>();
  const followRows: PgInsertValue<typeof follows>[] = [];
  const follow = (follower: string, followee: string) => {
    const key = `${follower}>${followee}`;
    if (follower === followee || pairKey(follower, followee) === blockedPair || followed.has(key)) return;
    followed.add(key);
    followRows.push({ followerId: id(follower), followeeId: id(followee), createdAt: past(120) });
  };
  for (const followee of DEMO_COMMUNITY.novaFollows) follow('nova', followee);
  const everyone = nicks.filter((n) => n !== 'nova');
  for (const [star, count] of Object.entries(DEMO_COMMUNITY.followedBy)) {
    for (const fan of prng.shuffle(everyone.filter((n) => n !== star)).slice(0, count)) follow(fan, star);
  }
  for (const fan of extras) for (let k = prng.int(0, 3); k > 0; k--) follow(fan, prng.pick(extras));

  const insertedFriendships = friendRows.length > 0 ? await db.insert(friendships).values(friendRows).returning() : [];
  // The requests waiting for nova's answer rang her bell when they were sent, as the social module's do.
  const novaRequests = insertedFriendships.filter((f) => f.status === 'PENDING' && f.addresseeId === id('nova'));
  if (novaRequests.length > 0) {
    await db.insert(notifications).values(
      novaRequests.map((f) => ({
        userId: f.addresseeId,
        type: 'friend_request',
        link: '/app/friends',
        actorId: f.requesterId,
        dedupeKey: `friend_request:${f.id}`,
        createdAt: f.createdAt,
      })),
    );
  }
  for (let i = 0; i < followRows.length; i += 400) await db.insert(follows).values(followRows.slice(i, i + 400));
  // follower_count is what the Players list sorts by: exact, as the social module keeps it with every follow.
  const ids = [...idOf.values()];
  await db
    .update(users)
    // The outer row named in full: a bare "id" inside the subquery would be follows.id.
    .set({ followerCount: sql`(select count(*)::int from ${follows} f where f.followee_id = ${sql.identifier('users')}.${sql.identifier('id')})` })
    .where(inArray(users.id, ids));
  await db
    .update(users)
    .set({ blockedUserIds: sql`array_append(${users.blockedUserIds}, ${id(blocked)}::uuid)` })
    .where(sql`${users.id} = ${id(blocker)}`);

  // Stories: the seed's own images are the generated banners, which the sweep leaves alone (no storage key).
  const storyRows = await db
    .insert(stories)
    .values(
      DEMO_COMMUNITY.stories.map((story) => {
        const createdAt = new Date(now - story.hoursAgo * HOUR);
        return {
          userId: id(story.author),
          type: story.banner ? 'IMAGE' : 'TEXT',
          text: story.text,
          mediaUrl: story.banner ? tournamentBannerUrl(story.banner, 1) : null,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + DAY),
        };
      }),
    )
    .returning({ id: stories.id, userId: stories.userId });
  const seen = new Set(DEMO_COMMUNITY.storiesSeenByNova.map(id));
  const views = storyRows.filter((row) => seen.has(row.userId)).map((row) => ({ storyId: row.id, viewerId: id('nova'), viewedAt: new Date(now - HOUR) }));
  if (views.length > 0) await db.insert(storyViews).values(views);

  return {
    friendships: friendRows.filter((r) => r.status === 'ACCEPTED').length,
    pendingRequests: friendRows.filter((r) => r.status === 'PENDING').length,
    follows: followRows.length,
    blocks: 1,
    stories: storyRows.length,
  };
}
