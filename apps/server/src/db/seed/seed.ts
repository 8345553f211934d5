import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { countUsers, insertUser } from '../../modules/users/users.service.ts';
import { runInTransaction } from '../transaction.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoChat, type DemoChatSummary } from './demo-chat.ts';
import { seedDemoCommunity, type DemoCommunitySummary } from './demo-community.ts';
import { seedDemoCompetitions, type DemoCompetitionsSummary } from './demo-competitions.ts';

/**
 * Seeds the demo accounts, then the demo tournaments (the games catalogue must be synced first), on an empty
 * database (README "Demo accounts"). Returns whether it seeded. Runs in one transaction so a half-seeded
 * database can not happen.
 */
export async function seedDemoIfEmpty(
  ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'now'>>,
  log: Pick<FastifyBaseLogger, 'info'>,
  opts: { adminPassword?: string } = {},
) {
  if ((await countUsers(ctx.db)) > 0) return false;
  // One hash for all: they share the password, and argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const adminPasswordHash = opts.adminPassword ? await hashPassword(opts.adminPassword) : passwordHash;
  const started = performance.now();
  let competitions: DemoCompetitionsSummary | null = null;
  let community: DemoCommunitySummary | null = null;
  let chat: DemoChatSummary | null = null;
  const seeded = await runInTransaction(ctx.db, async (tx) => {
    if ((await countUsers(tx)) > 0) return false;
    for (const a of ALL_DEMO_ACCOUNTS) {
      await insertUser(tx, {
        nickName: a.nickName,
        email: a.email,
        passwordHash: a.roles.includes('ADMIN') ? adminPasswordHash : passwordHash,
        roles: [...a.roles],
        userVerified: a.userVerified,
        countryCode: a.countryCode,
        bio: a.bio,
        location: a.location,
        website: a.website,
        founded: a.founded,
        discord: a.discord,
        facebook: a.facebook,
        instagram: a.instagram,
        twitch: a.twitch,
      });
    }
    const now = (ctx.now ?? (() => new Date()))();
    competitions = await seedDemoCompetitions(tx, { now, passwordHash });
    community = await seedDemoCommunity(tx, { now });
    chat = await seedDemoChat(tx, { now });
    return true;
  });
  if (seeded && competitions && community && chat) {
    const c: DemoCompetitionsSummary = competitions;
    const k: DemoCommunitySummary = community;
    const m: DemoChatSummary = chat;
    log.info(
      `demo accounts seeded: ${ALL_DEMO_ACCOUNTS.map((a) => a.nickName).join(', ')} (password "${DEMO_PASSWORD}"` +
        (opts.adminPassword ? `; admin's is its own, not this one)` : ')'),
    );
    log.info(
      `demo competitions seeded in ${Math.round(performance.now() - started)} ms: ${c.tournaments} tournaments, ${c.teams} teams, ` +
        `${c.registrations} registrations, ${c.matches} matches, ${c.players} extra players (password "${DEMO_PASSWORD}")` +
        (c.skippedForMissingGames.length ? `; skipped for games missing from the catalogue: ${c.skippedForMissingGames.join(', ')}` : ''),
    );
    log.info(`demo community seeded: ${k.friendships} friendships, ${k.pendingRequests} pending requests, ${k.follows} follows, ${k.blocks} block, ${k.stories} stories, ${m.messages} chat messages in ${m.rooms} rooms`);
  }
  return seeded;
}
