import { inArray } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { createPrng, type Prng } from '../../lib/prng.ts';
import { tournamentBannerUrl } from '../../platform/artwork/tournament-banner.ts';
import type { Placement } from '../../domain/competition/placements.ts';
import type { Executor } from '../client.ts';
import { FFA_PRESETS } from '@clutch/contract/free-for-all';
import { toCents } from '../../domain/money.ts';
import { planPrizeAwards } from '../../domain/prize-awards.ts';
import { isPublic } from '../../domain/tournament-visibility.ts';
import {
  engineSettingsOf,
  insertCompetitionState,
  insertMatchRows,
  seedOrder,
  sharedPlaceNote,
  type CompetitionColumns,
} from '../../modules/competition/lifecycle.service.ts';
import { grantOrganizerRole } from '../../modules/organizer/organizer.service.ts';
import {
  games,
  teamMembers,
  teamRegistrations,
  teams,
  tournamentFollows,
  tournamentParticipants,
  tournamentPrizes,
  tournaments,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { defaultBestOf, demoMatchDays, playDemo, type DemoPlay } from './demo-play.ts';
import { DEMO_EXTRA_PLAYERS } from './demo-players.ts';
import { DEMO_TOURNAMENTS, type DemoTournament } from './demo-tournaments.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const TEAM_NAMES = [
  'Crimson Vipers', 'Night Owls', 'Iron Lotus', 'Static Shock', 'Polar Drift', 'Neon Samurai', 'Atlas Forge', 'Silver Tide',
  'Ember Pact', 'Void Walkers', 'Solar Flare', 'Lunar Tide', 'Storm Breakers', 'Frostbite', 'Obsidian Order', 'Golden Ravens',
  'Rogue Signal', 'Thunder Hawks', 'Pixel Pirates', 'Midnight Syndicate', 'Wildcard', 'Phantom Unit', 'Quantum Rush', 'Cobalt Kings',
] as const;
/** The zone an organizer enters the dates in: the venue's, or (online) their own; match regions follow from it. */
const LAN_TIME_ZONES: Record<string, string> = {
  'Lisbon, Portugal': 'Europe/Lisbon',
  'Berlin, Germany': 'Europe/Berlin',
  'São Paulo, Brazil': 'America/Sao_Paulo',
  'Rio de Janeiro, Brazil': 'America/Sao_Paulo',
  'Luanda, Angola': 'Africa/Luanda',
};
const ONLINE_TIME_ZONES = ['Europe/Lisbon', 'America/New_York', 'Europe/Berlin', 'America/Sao_Paulo', 'America/Los_Angeles', 'Africa/Luanda', 'Asia/Tokyo'] as const;
const GENERAL_RULES = [
  'Check in 30 minutes before your first match; late teams forfeit after 15 minutes.',
  'Captains report the score with a screenshot right after each match.',
  'Cheats, scripts, macros and account sharing mean disqualification.',
  'Be respectful in chat and on stream; the organizer has the final word on disputes.',
];
const TEAM_RULES = ['Rosters lock when registration closes; one substitute may be added before the start.'];
/** Pending invites for the demo player nova. */
const NOVA_INVITES = 3;
const REJECTION_REASONS = ['Roster does not meet the rank requirement.', 'Registered after the roster lock.', 'Duplicate entry.'];

/** Lower-case words for a banner key (`Lisbon LAN Masters` → `lisbon-lan-masters`). */
export function bannerSeed(name: string) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 6)
    .join('-');
}

type RequestStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

function requestStatusFor(def: DemoTournament, index: number, count: number): RequestStatus {
  if (def.status === 'CANCELLED') return 'CANCELLED';
  if (def.status !== 'OPEN_FOR_REGISTRATION') return index < def.entrants ? 'ACCEPTED' : 'REJECTED';
  if (count >= 4 && index === count - 1) return 'REJECTED';
  if (count >= 6 && index === count - 2) return 'CANCELLED';
  return index > 0 && index >= Math.ceil(count * 0.55) ? 'PENDING' : 'ACCEPTED';
}

/** The demo organizer's competition settings (stored on the row, read back by the engine as a start does). */
function competitionOf(def: DemoTournament): CompetitionColumns {
  return {
    format: def.format,
    bracketType: def.bracketType ?? 'SINGLE_ELIMINATION',
    thirdPlaceMatch: def.thirdPlaceMatch ?? false,
    grandFinalReset: true,
    leagueRounds: 1,
    groupCount: 0,
    advancePerGroup: 2,
    pointsWin: 3,
    pointsDraw: 1,
    pointsLoss: 0,
    swissRounds: 0,
    swissTiebreakers: ['MEDIAN_BUCHHOLZ', 'BUCHHOLZ', 'HEAD_TO_HEAD', 'SEED'],
    swissTopCut: 0,
    ...ffaColumnsOf(def),
  };
}

/** A free-for-all's lobbies and points from its circuit's preset; other formats keep the columns' defaults. */
function ffaColumnsOf(def: DemoTournament) {
  if (!def.ffa) return {};
  const preset = FFA_PRESETS[def.ffa.preset];
  return {
    ffaPreset: def.ffa.preset,
    ffaLobbySize: preset.lobbySize,
    ffaGames: def.ffa.games,
    ffaPlacementPoints: preset.placementPoints,
    ffaPointsPerKill: preset.pointsPerKill,
    ffaFinalSize: 0,
  };
}

/**
 * `days`: match days of the whole tournament. A live (IN_PROGRESS) tournament's start is only bounded here (no
 * later than `days` before now), so its registrations close in time; its play fixes the start (`playDemo`).
 */
function datesFor(def: DemoTournament, now: Date, anchor: number, days: number) {
  const start = def.status === 'IN_PROGRESS' ? now.getTime() - days * DAY : anchor + def.startInDays * DAY;
  const registrationStart = def.status === 'DRAFT' ? anchor + 3 * DAY : Math.min(start - 21 * DAY, anchor - 7 * DAY);
  return {
    registrationStartAt: new Date(registrationStart),
    registrationEndAt: new Date(start - (def.status === 'DRAFT' ? 2 : 1) * DAY),
    startAt: new Date(start),
    endAt: new Date(start + Math.max(days, 1) * DAY),
  };
}

async function insertAll<T extends PgTable>(db: Executor, table: T, rows: PgInsertValue<T>[]) {
  for (let i = 0; i < rows.length; i += 400) await db.insert(table).values(rows.slice(i, i + 400));
}

export interface DemoCompetitionsSummary {
  players: number;
  tournaments: number;
  teams: number;
  registrations: number;
  matches: number;
  skippedForMissingGames: string[];
}

/**
 * The demo tournaments with their teams, registrations, matches and followers, plus the extra players who
 * fill the teams. Deterministic for a given `now` (seeded PRNG, ids included); runs inside the seed's transaction.
 */
export async function seedDemoCompetitions(db: Executor, opts: { now: Date; passwordHash: string }): Promise<DemoCompetitionsSummary> {
  const { now } = opts;
  const anchor = Math.floor(now.getTime() / HOUR) * HOUR;
  const prng = createPrng('clutch-demo-competitions');

  const insertedPlayers = await db
    .insert(users)
    .values(
      DEMO_EXTRA_PLAYERS.map((p) => ({
        nickName: p.nickName,
        email: p.email,
        passwordHash: opts.passwordHash,
        roles: ['USER'],
        userVerified: true,
        countryCode: p.countryCode,
        bio: p.bio,
        location: p.location,
        founded: p.founded,
        discord: p.discord,
        instagram: p.instagram,
        twitch: p.twitch,
      })),
    )
    .returning({ id: users.id, nickName: users.nickName });
  const demoNicks = [DEMO_ACCOUNTS.organizer.nickName, ...DEMO_ACCOUNTS.players.map((p) => p.nickName)];
  const demoUsers = await db.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.nickName, demoNicks));
  const userByNick = new Map([...demoUsers, ...insertedPlayers].map((u) => [u.nickName, u]));
  const demoPlayers = DEMO_ACCOUNTS.players.map((p) => userByNick.get(p.nickName)!);
  const organizer = userByNick.get(DEMO_ACCOUNTS.organizer.nickName)!;
  const nova = userByNick.get('nova')!;
  const pool = [...demoPlayers, ...insertedPlayers];

  const gameRows = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(inArray(games.slug, [...new Set(DEMO_TOURNAMENTS.map((d) => d.game))]));
  const gameBySlug = new Map(gameRows.map((g) => [g.slug, g.id]));

  const rows = {
    tournaments: [] as PgInsertValue<typeof tournaments>[],
    prizes: [] as PgInsertValue<typeof tournamentPrizes>[],
    teams: [] as PgInsertValue<typeof teams>[],
    members: [] as PgInsertValue<typeof teamMembers>[],
    registrations: [] as PgInsertValue<typeof teamRegistrations>[],
    participants: [] as PgInsertValue<typeof tournamentParticipants>[],
    follows: [] as PgInsertValue<typeof tournamentFollows>[],
  };
  const plays: { tournamentId: string; play: DemoPlay }[] = [];
  const skipped: string[] = [];
  const publicIds: string[] = [];
  let novaInvites = 0;

  for (const [index, def] of DEMO_TOURNAMENTS.entries()) {
    const gameId = gameBySlug.get(def.game);
    // Each tournament draws from its own stream, so adding one never reshuffles the others.
    const tp = createPrng(`${def.game}:${def.name}`);
    if (!gameId) {
      skipped.push(def.game);
      continue;
    }
    const id = tp.uuid();
    const host = def.organizer === 'nova' ? nova : organizer;
    const competition = competitionOf(def);
    const settings = engineSettingsOf(competition);
    const dates = datesFor(def, now, anchor, await demoMatchDays(settings, Math.max(def.entrants, 2)));
    const seed = bannerSeed(def.name);
    const solo = def.teamSize[1] === 1;
    const location = def.location ?? 'Online';
    const timeZone = def.location ? (LAN_TIME_ZONES[def.location] ?? 'UTC') : ONLINE_TIME_ZONES[index % ONLINE_TIME_ZONES.length]!;
    const bestOf = defaultBestOf(def.kind, def.format);
    const tournamentRow: PgInsertValue<typeof tournaments> = {
      id,
      organizerId: host.id,
      gameId,
      name: def.name,
      description: def.description,
      status: def.status,
      photoUrls: Array.from({ length: 3 + (index % 3) }, (_, n) => tournamentBannerUrl(seed, n + 1)),
      category: def.category,
      level: def.level,
      entryFeeCents: toCents(def.fee),
      currency: def.currency,
      ...dates,
      minPlayers: 2 * def.teamSize[0],
      maxPlayers: def.maxTeams * def.teamSize[1],
      minTeams: 2,
      maxTeams: def.maxTeams,
      minPlayersPerTeam: def.teamSize[0],
      maxPlayersPerTeam: def.teamSize[1],
      platforms: def.platforms,
      rules: [...GENERAL_RULES, ...(solo ? [] : TEAM_RULES)],
      streamUrl: def.stream ?? null,
      discordUrl: def.discord ?? null,
      location,
      timeZone,
      ...competition,
      defaultBestOf: bestOf,
      createdAt: new Date(dates.registrationStartAt.getTime() - 2 * DAY),
      updatedAt: new Date(Math.min(now.getTime(), dates.registrationStartAt.getTime())),
    };
    rows.tournaments.push(tournamentRow);
    const firstPrize = rows.prizes.length;
    def.prizes.forEach((amount, p) =>
      rows.prizes.push({
        id: tp.uuid(),
        tournamentId: id,
        position: p + 1,
        amountCents: amount === null ? null : toCents(amount),
        description: ['Champion: trophy and medals', 'Runner-up', 'Third place'][p] ?? `Place #${p + 1}`,
      }),
    );
    if (isPublic(def)) publicIds.push(id);

    const registrationCount =
      def.status === 'IN_PROGRESS' || def.status === 'FINISHED' ? def.entrants + (def.teamSize[0] <= 3 ? 2 : 1) : def.entrants;
    const featuredCandidates = demoPlayers.filter((u) => u.id !== host.id);
    const firstRegistration = rows.registrations.length;
    const entrants = buildTeams(def, tp, {
      tournamentId: id,
      count: registrationCount,
      featured: featuredCandidates[index % featuredCandidates.length]!,
      pool: pool.filter((u) => u.id !== host.id),
      registrationWindow: [dates.registrationStartAt.getTime(), Math.min(now.getTime(), dates.registrationEndAt.getTime())],
      now,
      rows,
    });

    // nova has a few invites waiting (the team invites screen): added to open team tournaments she is not in.
    if (def.status === 'OPEN_FOR_REGISTRATION' && !solo && novaInvites < NOVA_INVITES && host.id !== nova.id) {
      const mine = rows.registrations.slice(firstRegistration);
      const inTournament = new Set(rows.participants.filter((p) => p.tournamentId === id).map((p) => p.userId));
      const target = mine.find(
        (r) => (r.requestStatus === 'PENDING' || r.requestStatus === 'ACCEPTED') && rows.members.filter((m) => m.teamId === r.teamId).length < def.teamSize[1],
      );
      if (target && !inTournament.has(nova.id)) {
        const createdAt = new Date(Math.min(now.getTime() - (novaInvites + 1) * HOUR, (target.createdAt as Date).getTime() + HOUR));
        rows.members.push({
          teamId: target.teamId,
          userId: nova.id,
          role: 'MEMBER',
          inviteStatus: 'PENDING',
          paymentStatus: target.paymentStatus as string,
          joinedAt: null,
          createdAt,
        });
        rows.participants.push({ tournamentId: id, userId: nova.id, teamRegistrationId: target.id as string, createdAt });
        novaInvites += 1;
      }
    }

    // Started as the platform starts a tournament (the accepted registrations, by seed, are the entrants) and
    // played through the engine up to now; a finished one got its placements and prize holders on finishing.
    if (def.status === 'IN_PROGRESS' || def.status === 'FINISHED') {
      const accepted = rows.registrations
        .slice(firstRegistration)
        .filter((r) => r.requestStatus === 'ACCEPTED')
        .map((r) => ({ id: r.id as string, seed: (r.seed as number | undefined) ?? null, createdAt: r.createdAt as Date }));
      const play = await playDemo({
        settings,
        seeds: seedOrder(accepted, 'REGISTRATION_TIME'),
        strength: new Map(entrants.map((e) => [e.registrationId, e.strength])),
        kind: def.kind,
        tournament: { id, startAt: dates.startAt, endAt: dates.endAt, location, timeZone, defaultBestOf: bestOf },
        live: def.status === 'IN_PROGRESS' ? { now, wave: def.liveWave } : null,
        prng: tp,
      });
      Object.assign(tournamentRow, {
        startAt: play.startAt,
        endAt: play.endAt,
        registrationEndAt: def.status === 'IN_PROGRESS' ? new Date(play.startAt.getTime() - DAY) : dates.registrationEndAt,
        startedAt: play.startAt,
        finishedAt: def.status === 'FINISHED' ? play.lastResultAt : null,
      });
      if (play.placements) recordFinish(play.placements, rows.registrations.slice(firstRegistration), rows.prizes.slice(firstPrize));
      plays.push({ tournamentId: id, play });
    }
  }

  // Followers: nova follows a handful (the Dashboard's "following"), the others a few at random.
  const followers = new Set<string>();
  const follow = (userId: string, tournamentId: string) => {
    if (followers.has(`${userId}:${tournamentId}`)) return;
    followers.add(`${userId}:${tournamentId}`);
    rows.follows.push({ userId, tournamentId, createdAt: new Date(now.getTime() - prng.int(1, 300) * HOUR) });
  };
  publicIds.slice(0, 6).forEach((tid) => follow(nova.id, tid));
  if (publicIds.length > 0) for (const u of pool.slice(1)) for (let k = prng.int(0, 3); k > 0; k--) follow(u.id, prng.pick(publicIds));

  await insertAll(db, tournaments, rows.tournaments);
  // The rule of creating a tournament through the app: whoever organizes one holds the ORGANIZER role.
  for (const organizerId of new Set(rows.tournaments.map((r) => r.organizerId as string))) await grantOrganizerRole(db, organizerId);
  await insertAll(db, tournamentPrizes, rows.prizes);
  await insertAll(db, teams, rows.teams);
  await insertAll(db, teamMembers, rows.members);
  await insertAll(db, teamRegistrations, rows.registrations);
  await insertAll(db, tournamentParticipants, rows.participants);
  for (const { tournamentId, play } of plays) {
    await insertCompetitionState(db, tournamentId, play.state, play.lastResultAt ?? play.startAt);
    await insertMatchRows(db, tournamentId, play.rows, play.matches, play.startAt);
  }
  await insertAll(db, tournamentFollows, rows.follows);

  return {
    players: insertedPlayers.length,
    tournaments: rows.tournaments.length,
    teams: rows.teams.length,
    registrations: rows.registrations.length,
    matches: plays.reduce((sum, p) => sum + p.play.rows.length, 0),
    skippedForMissingGames: skipped,
  };
}

/** What finishing fixes: each registration's placement, and who holds each prize (PENDING until the organizer pays it). */
function recordFinish(placed: Placement[], registrations: PgInsertValue<typeof teamRegistrations>[], prizes: PgInsertValue<typeof tournamentPrizes>[]) {
  const placementOf = new Map(placed.map((p) => [p.entrantId, p.placement]));
  for (const r of registrations) r.placement = placementOf.get(r.id as string) ?? null;
  const tournamentId = prizes[0]?.tournamentId;
  const byPosition = new Map(prizes.map((p) => [p.position as number, p]));
  const plans = planPrizeAwards(
    prizes.map((p) => ({ position: p.position as number, amountCents: (p.amountCents as number | null | undefined) ?? null })),
    placed,
  );
  for (const plan of plans) {
    const prize = byPosition.get(plan.position);
    if (prize) Object.assign(prize, { teamRegistrationId: plan.holder, amountCents: plan.amountCents });
    else if (tournamentId) prizes.push({ tournamentId, position: plan.position, description: sharedPlaceNote, teamRegistrationId: plan.holder, amountCents: plan.amountCents });
  }
}

interface TeamBuild {
  tournamentId: string;
  count: number;
  /** A demo account on the first team, so every demo player has tickets to look at. */
  featured: { id: string; nickName: string };
  pool: { id: string; nickName: string }[];
  registrationWindow: [number, number];
  now: Date;
  rows: {
    teams: PgInsertValue<typeof teams>[];
    members: PgInsertValue<typeof teamMembers>[];
    registrations: PgInsertValue<typeof teamRegistrations>[];
    participants: PgInsertValue<typeof tournamentParticipants>[];
  };
}

/**
 * The team's fee (docs/decisions/003-team-entry-fee.md), paid once by the captain: a team still in the running
 * (accepted, or pending the organizer's decision) has paid; a rejected or withdrawn one was refunded.
 */
function paymentStatusFor(paid: boolean, status: RequestStatus) {
  if (!paid) return 'NOT_REQUIRED';
  return status === 'ACCEPTED' || status === 'PENDING' ? 'PAID' : 'REFUNDED';
}

interface Entrant {
  registrationId: string;
  /** Hidden strength: the stronger side wins more often, so tables look believable. */
  strength: number;
}

/**
 * Teams (a solo entry is a team of one named after its player), members and registrations; returns the accepted
 * entrants. A running or finished tournament's are seeded by strength, strongest first.
 */
function buildTeams(def: DemoTournament, prng: Prng, b: TeamBuild): Entrant[] {
  const [minSize, maxSize] = def.teamSize;
  const solo = maxSize === 1;
  const players = [b.featured, ...prng.shuffle(b.pool.filter((u) => u.id !== b.featured.id))];
  const names = prng.shuffle(TEAM_NAMES);
  const paid = def.fee > 0;
  const entrants: Entrant[] = [];
  let next = 0;

  for (let i = 0; i < b.count; i++) {
    const size = i === 0 && maxSize > minSize ? minSize + 1 : minSize;
    const roster = players.slice(next, next + size);
    next += size;
    if (roster.length < size) throw new Error(`demo seed: not enough players for ${def.name}`);
    const status = requestStatusFor(def, i, b.count);
    const [from, to] = b.registrationWindow;
    const createdAt = new Date(from + Math.floor(prng.next() * Math.max(to - from - HOUR, HOUR)));
    const decidedAt =
      status === 'ACCEPTED' || status === 'REJECTED' ? new Date(Math.min(createdAt.getTime() + DAY, b.now.getTime())) : null;
    const teamId = prng.uuid();
    const registrationId = prng.uuid();
    const name = solo ? roster[0]!.nickName : names[i % names.length]!;
    b.rows.teams.push({
      id: teamId,
      name,
      bio: solo ? null : `${name}: ${def.category.toLowerCase()} ${def.game.toUpperCase()} roster.`,
      photoUrl: null,
      captainId: roster[0]!.id,
      tournamentId: b.tournamentId,
      createdAt,
    });
    const payment = paymentStatusFor(paid, status);
    const active = status === 'ACCEPTED' || status === 'PENDING';
    roster.forEach((player, m) => {
      // A pending request still waits on its last invite; a rejected one lost a member on the way.
      const invite = m === 0 ? 'ACCEPTED' : m === size - 1 && status === 'PENDING' ? 'PENDING' : m === size - 1 && status === 'REJECTED' ? 'REJECTED' : 'ACCEPTED';
      // Who plays: every member of a team still in the running whose invite is not rejected.
      if (active && invite !== 'REJECTED') b.rows.participants.push({ tournamentId: b.tournamentId, userId: player.id, teamRegistrationId: registrationId, createdAt });
      b.rows.members.push({
        teamId,
        userId: player.id,
        role: m === 0 ? 'CAPTAIN' : 'MEMBER',
        inviteStatus: invite,
        paymentStatus: payment,
        joinedAt: invite === 'ACCEPTED' ? createdAt : null,
        createdAt,
      });
    });
    const strength = prng.int(1, 10);
    b.rows.registrations.push({
      id: registrationId,
      teamId,
      tournamentId: b.tournamentId,
      requestStatus: status,
      rejectionReason: status === 'REJECTED' ? prng.pick(REJECTION_REASONS) : null,
      paymentStatus: payment,
      feeCents: toCents(def.fee),
      currency: def.currency,
      paidAt: paid ? new Date(createdAt.getTime() + 10 * 60_000) : null,
      createdAt,
      decidedAt,
    });
    if (status === 'ACCEPTED') entrants.push({ registrationId, strength });
  }

  entrants.sort((a, b2) => b2.strength - a.strength);
  const seeded = new Map(entrants.map((e, i) => [e.registrationId, i + 1]));
  if (def.status === 'IN_PROGRESS' || def.status === 'FINISHED') {
    for (const r of b.rows.registrations) if (seeded.has(r.id as string)) r.seed = seeded.get(r.id as string)!;
  }
  return entrants;
}
