import { eq } from 'drizzle-orm';
import { games, matches, matchSlots, teamMembers, teamRegistrations, teams, tournaments } from '../src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../src/db/seed/seed.ts';
import { syncCatalogue } from '../src/platform/games-catalogue/sync-catalogue.ts';
import type { TestApp } from './test-app.ts';

/** The games catalogue, as boot syncs it before the demo seed. */
export async function syncGames(t: TestApp) {
  await syncCatalogue(t.app.ctx.db, t.app.log);
}

/** Catalogue plus the whole demo data set, as a first boot leaves it. */
export async function seedDemo(t: TestApp) {
  await syncGames(t);
  const started = performance.now();
  const seeded = await seedDemoIfEmpty(t.app.ctx, { info: () => {} });
  return { seeded, ms: performance.now() - started };
}

const DAY = 86_400_000;
let sequence = 0;

export async function gameIdOf(t: TestApp, slug: string) {
  const rows = await t.app.ctx.db.select({ id: games.id }).from(games).where(eq(games.slug, slug));
  if (!rows[0]) throw new Error(`game ${slug} is not in the catalogue`);
  return rows[0].id;
}

/** A tournament row with sensible defaults; dates in days from now. */
export async function insertTournament(
  t: TestApp,
  values: Partial<typeof tournaments.$inferInsert> & { organizerId: string; gameId: string },
  days: { regEnd?: number; start?: number; end?: number } = {},
) {
  sequence += 1;
  const now = Date.now();
  const start = now + (days.start ?? 10) * DAY;
  const [row] = await t.app.ctx.db
    .insert(tournaments)
    .values({
      name: `Fixture Cup ${sequence}`,
      status: 'OPEN_FOR_REGISTRATION',
      category: 'Open',
      level: 'Beginner',
      maxTeams: 8,
      registrationStartAt: new Date(now - 5 * DAY),
      registrationEndAt: new Date(now + (days.regEnd ?? 5) * DAY),
      startAt: new Date(start),
      endAt: new Date(now + (days.end ?? (days.start ?? 10) + 2) * DAY),
      ...values,
    })
    .returning();
  return row!;
}

/** A team captained by `captainId`, registered to the tournament. */
export async function insertRegisteredTeam(
  t: TestApp,
  opts: { tournamentId: string; captainId: string; name: string; requestStatus?: string; rejectionReason?: string; createdAt?: Date },
) {
  const db = t.app.ctx.db;
  const [team] = await db.insert(teams).values({ name: opts.name, captainId: opts.captainId, tournamentId: opts.tournamentId }).returning();
  await db.insert(teamMembers).values({
    teamId: team!.id,
    userId: opts.captainId,
    role: 'CAPTAIN',
    inviteStatus: 'ACCEPTED',
    paymentStatus: 'NOT_REQUIRED',
    joinedAt: new Date(),
  });
  const [registration] = await db
    .insert(teamRegistrations)
    .values({
      teamId: team!.id,
      tournamentId: opts.tournamentId,
      requestStatus: opts.requestStatus ?? 'ACCEPTED',
      rejectionReason: opts.rejectionReason ?? null,
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning();
  return { team: team!, registration: registration! };
}

/** A two-sided match; scores make it FINISHED with results unless `status` says otherwise. */
export async function insertMatch(
  t: TestApp,
  opts: {
    tournamentId: string;
    stage?: 'LEAGUE' | 'GROUP' | 'KNOCKOUT';
    group?: string | null;
    round?: number;
    number?: number;
    status?: 'SCHEDULED' | 'IN_PROGRESS' | 'FINISHED';
    home: string | null;
    away: string | null;
    score?: [number, number];
    scheduledAt?: Date;
  },
) {
  const db = t.app.ctx.db;
  const status = opts.status ?? (opts.score ? 'FINISHED' : 'SCHEDULED');
  const [match] = await db
    .insert(matches)
    .values({
      tournamentId: opts.tournamentId,
      stage: opts.stage ?? 'LEAGUE',
      groupLabel: opts.group ?? null,
      round: opts.round ?? 1,
      number: opts.number ?? 1,
      status,
      scheduledAt: opts.scheduledAt ?? null,
    })
    .returning();
  const [h, a] = opts.score ?? [null, null];
  const result = (mine: number | null, theirs: number | null) =>
    mine === null || theirs === null || status !== 'FINISHED' ? 'PENDING' : mine > theirs ? 'WIN' : mine < theirs ? 'LOSS' : 'DRAW';
  await db.insert(matchSlots).values([
    { matchId: match!.id, slot: 1, teamRegistrationId: opts.home, score: h, result: result(h, a) },
    { matchId: match!.id, slot: 2, teamRegistrationId: opts.away, score: a, result: result(a, h) },
  ]);
  return match!;
}
