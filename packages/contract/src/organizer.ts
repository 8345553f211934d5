/**
 * The organizer area (issue #5): tournament create/edit, lifecycle, seeding, prizes and targets.
 * Wire names follow spec §3 Tournament where it names the field.
 */
import { z } from 'zod';
import { enteredDateTime, idParams, isoDateTime, messageBody, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FFA_GAMES_MAX, FFA_LOBBY_SIZE_MAX, FFA_LOBBY_SIZE_MIN, FFA_POINTS_MAX, FFA_PRESETS, ffaPresetId } from './free-for-all.ts';
import { currency, tournament, tournamentCategory, tournamentFormat, tournamentLevel, tournamentParams, tournamentStatus } from './tournaments.ts';

export const bracketTypes = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'] as const;
export const bracketType = z.enum(bracketTypes);
export type BracketType = z.infer<typeof bracketType>;

export const seedingMethods = ['MANUAL', 'RANDOM', 'REGISTRATION_TIME'] as const;
export const seedingMethod = z.enum(seedingMethods);
export type SeedingMethod = z.infer<typeof seedingMethod>;

export const TOURNAMENT_NAME_MAX = 120;
export const TOURNAMENT_DESCRIPTION_MAX = 5000;
export const TOURNAMENT_PHOTOS_MAX = 8;
export const TOURNAMENT_RULES_MAX = 30;
export const TOURNAMENT_PRIZES_MAX = 16;
export const MAX_TEAMS_LIMIT = 1024;
export const MAX_TEAM_SIZE_LIMIT = 20;
export const BEST_OF_VALUES = [1, 3, 5, 7] as const;
export const REPORT_CONFIRM_MINUTES_DEFAULT = 30;
/** Swiss tiebreakers, applied after points in the order the organizer lists them. */
export const swissTiebreakers = ['BUCHHOLZ', 'MEDIAN_BUCHHOLZ', 'SONNEBORN_BERGER', 'OPPONENT_MATCH_WIN_PCT', 'HEAD_TO_HEAD', 'SEED'] as const;
export const swissTiebreaker = z.enum(swissTiebreakers);
export type SwissTiebreaker = z.infer<typeof swissTiebreaker>;
/** Challonge's order with Buchholz after Median-Buchholz. */
export const DEFAULT_SWISS_TIEBREAKERS: SwissTiebreaker[] = ['MEDIAN_BUCHHOLZ', 'BUCHHOLZ', 'HEAD_TO_HEAD', 'SEED'];
export const SWISS_ROUNDS_MAX = 20;
export const SWISS_TOP_CUT_MAX = 64;
/** Top cuts the form offers: 0 (none) or a power of two up to SWISS_TOP_CUT_MAX. */
export const SWISS_TOP_CUTS = [0, 2, 4, 8, 16, 32, 64] as const;

/** Check-in opens at most a day before the start. */
export const CHECK_IN_MINUTES_MAX = 24 * 60;
/** A match's check-in window lasts at most an hour. */
export const MATCH_CHECK_IN_MINUTES_MAX = 60;

/** How the structure is built and scored; stored on the tournament, shown on its Overview. */
export const competitionSettings = z.object({
  /** KNOCKOUT and the knockout stage of league_and_knockout. */
  bracketType: bracketType.default('SINGLE_ELIMINATION'),
  thirdPlaceMatch: z.boolean().default(false),
  /** Double elimination: the winners-bracket finalist who loses the grand final gets a second (reset) match. */
  grandFinalReset: z.boolean().default(true),
  /** LEAGUE_TABLE and groups: 1 = single round robin, 2 = double (home and away). */
  leagueRounds: z.union([z.literal(1), z.literal(2)]).default(1),
  pointsWin: z.number().int().min(0).max(10).default(3),
  pointsDraw: z.number().int().min(0).max(10).default(1),
  pointsLoss: z.number().int().min(0).max(10).default(0),
  /** league_and_knockout: number of groups (0 = as many groups of four as fit). */
  groupCount: z.number().int().min(0).max(64).default(0),
  /** league_and_knockout: the top N of each group go to the knockout. */
  advancePerGroup: z.number().int().min(1).max(8).default(2),
  seeding: seedingMethod.default('REGISTRATION_TIME'),
  /** A captain's report nobody answers within this many minutes is accepted. */
  reportConfirmMinutes: z.number().int().min(5).max(7 * 24 * 60).default(REPORT_CONFIRM_MINUTES_DEFAULT),
  defaultBestOf: z.number().int().refine((n) => (BEST_OF_VALUES as readonly number[]).includes(n), 'Best of must be 1, 3, 5 or 7.').default(1),
  /**
   * Check-in opens this many minutes before `tournamentStartDate` and closes at the start; only entrants who
   * checked in are in the structure. 0 = no check-in.
   */
  checkInMinutes: z
    .number()
    .int()
    .min(0, 'Check-in cannot open after the start.')
    .max(CHECK_IN_MINUTES_MAX, `Check-in opens at most ${CHECK_IN_MINUTES_MAX} minutes before the start.`)
    .default(0),
  /**
   * Match check-in: once a match's sides are known and its time comes (its scheduled time, or at once when it has
   * none), each side's captain has this many minutes to check in; a side that did not forfeits, and a match where
   * neither did waits for the organizer. 0 = no match check-in.
   */
  matchCheckInMinutes: z
    .number()
    .int()
    .min(0, 'Match check-in cannot last a negative number of minutes.')
    .max(MATCH_CHECK_IN_MINUTES_MAX, `Match check-in lasts at most ${MATCH_CHECK_IN_MINUTES_MAX} minutes.`)
    .default(0),
  /** SWISS: rounds to play; 0 = ⌈log2 entrants⌉ when the tournament starts. */
  swissRounds: z
    .number()
    .int()
    .min(0, 'Swiss rounds cannot be negative (0 = automatic).')
    .max(SWISS_ROUNDS_MAX, `A Swiss has at most ${SWISS_ROUNDS_MAX} rounds.`)
    .default(0),
  /** SWISS: tiebreakers after points, first decides first. */
  swissTiebreakers: z
    .array(swissTiebreaker)
    .max(swissTiebreakers.length)
    .refine((list) => new Set(list).size === list.length, 'Each tiebreaker can be listed once.')
    .default(DEFAULT_SWISS_TIEBREAKERS),
  /** SWISS: the top N of the final ranking play a knockout (`bracketType`); 0 = none. */
  swissTopCut: z
    .number()
    .int()
    .refine((n) => (SWISS_TOP_CUTS as readonly number[]).includes(n), 'The top cut is 0 (none) or 2, 4, 8, 16, 32 or 64 teams.')
    .default(0),
  /** FREE_FOR_ALL: entrants per lobby (the last lobbies may hold one fewer: seeds are snaked across lobbies). */
  ffaLobbySize: z
    .number()
    .int()
    .min(FFA_LOBBY_SIZE_MIN, `A lobby holds at least ${FFA_LOBBY_SIZE_MIN} entrants.`)
    .max(FFA_LOBBY_SIZE_MAX, `A lobby holds at most ${FFA_LOBBY_SIZE_MAX} entrants.`)
    .default(FFA_PRESETS.ALGS.lobbySize),
  /** FREE_FOR_ALL: games each lobby (and the final) plays. */
  ffaGames: z.number().int().min(1, 'At least one game per lobby.').max(FFA_GAMES_MAX, `At most ${FFA_GAMES_MAX} games per lobby.`).default(6),
  /** FREE_FOR_ALL: points by place, 1st place first; places past the table score 0. */
  ffaPlacementPoints: z
    .array(z.number().int('Points are whole numbers.').min(0, 'Points cannot be negative.').max(FFA_POINTS_MAX))
    .min(1, 'Give points for at least 1st place.')
    .max(FFA_LOBBY_SIZE_MAX, `At most ${FFA_LOBBY_SIZE_MAX} places.`)
    .refine((points) => points.every((p, i) => i === 0 || p <= points[i - 1]!), 'A better place never scores fewer points.')
    .default(FFA_PRESETS.ALGS.placementPoints),
  /** FREE_FOR_ALL: points per elimination. */
  ffaPointsPerKill: z.number().int().min(0, 'Points per elimination cannot be negative.').max(100).default(FFA_PRESETS.ALGS.pointsPerKill),
  /** FREE_FOR_ALL: 0 = no final; otherwise the top entrants across lobbies (by leaderboard) play a final lobby. */
  ffaFinalSize: z
    .number()
    .int()
    .min(0)
    .max(FFA_LOBBY_SIZE_MAX, `A final holds at most ${FFA_LOBBY_SIZE_MAX} entrants.`)
    .refine((n) => n !== 1, 'A final needs at least 2 entrants (0 for no final).')
    .default(0),
  /** Which circuit's table the points came from (CUSTOM once edited); the numbers above are what count. */
  ffaPreset: ffaPresetId.default('ALGS'),
});
export type CompetitionSettings = z.infer<typeof competitionSettings>;

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500)
    .transform((v) => (v === '' ? null : v))
    .pipe(z.url({ message, protocol: /^https?$/ }).nullable())
    .nullable()
    .default(null);

/** The last place a prize can be set for. */
export const PRIZE_POSITION_MAX = 64;

export const prizeInput = z.object({
  position: z.number().int().min(1, 'Prize positions start at 1.').max(PRIZE_POSITION_MAX),
  /** Major units of the tournament's currency; null = TBD. */
  amount: z.number().min(0, 'A prize cannot be negative.').max(10_000_000).multipleOf(0.01, 'At most two decimals.').nullable(),
  description: z.string().trim().max(200).nullable().default(null),
});

/** Create and edit body. Dates are ISO instants; `timeZone` (IANA) is the zone they are entered and shown in. */
export const tournamentInput = z
  .object({
    name: z.string().trim().min(3, 'Tournament name must be at least 3 characters.').max(TOURNAMENT_NAME_MAX, `At most ${TOURNAMENT_NAME_MAX} characters.`),
    description: z.string().trim().max(TOURNAMENT_DESCRIPTION_MAX).default(''),
    /** A game id or slug from the catalogue. */
    gameId: z.string().trim().min(1, 'Choose a game.').max(100),
    tournamentCategory,
    tournamentLevel,
    tournamentFormat: tournamentFormat.default('league_and_knockout'),
    entryFee: z.number({ message: 'Enter an entry fee (0 for free).' }).min(0, 'The entry fee cannot be negative.').max(100_000).multipleOf(0.01, 'At most two decimals.'),
    currency: currency.default('USD'),
    timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone.'),
    registrationStartDate: enteredDateTime,
    registrationEndDate: enteredDateTime,
    tournamentStartDate: enteredDateTime,
    tournamentEndDate: enteredDateTime,
    minTeams: z.number().int().min(2, 'At least 2 teams.').max(MAX_TEAMS_LIMIT),
    maxTeams: z.number().int().min(2, 'At least 2 teams.').max(MAX_TEAMS_LIMIT, `At most ${MAX_TEAMS_LIMIT} teams.`),
    minPlayersPerTeam: z.number().int().min(1, 'At least 1 player per team.').max(MAX_TEAM_SIZE_LIMIT),
    maxPlayerPerTeam: z.number().int().min(1, 'At least 1 player per team.').max(MAX_TEAM_SIZE_LIMIT, `At most ${MAX_TEAM_SIZE_LIMIT} players per team.`),
    prizes: z.array(prizeInput).max(TOURNAMENT_PRIZES_MAX).default([]),
    rules: z.array(z.string().trim().min(1).max(500)).max(TOURNAMENT_RULES_MAX).default([]),
    platform: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
    /** Uploaded through POST /uploads/images first; the first is the cover. */
    urlPhotos: z.array(z.string().max(500)).max(TOURNAMENT_PHOTOS_MAX).default([]),
    videoStreamingUrl: optionalUrl('Enter a valid stream URL (https://…).'),
    discordUrl: optionalUrl('Enter a valid Discord invite URL (https://…).'),
    location: z.string().trim().max(200).nullable().default(null),
    competition: competitionSettings.default(competitionSettings.parse({})),
  })
  .superRefine((t, ctx) => {
    const at = (s: string) => Date.parse(s);
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (at(t.registrationEndDate) <= at(t.registrationStartDate)) issue('registrationEndDate', 'Registration must end after it starts.');
    if (at(t.tournamentStartDate) < at(t.registrationEndDate)) issue('tournamentStartDate', 'The tournament must start after registration ends.');
    if (at(t.tournamentEndDate) <= at(t.tournamentStartDate)) issue('tournamentEndDate', 'The tournament must end after it starts.');
    if (t.minTeams > t.maxTeams) issue('maxTeams', 'Max teams must be at least min teams.');
    if (t.minPlayersPerTeam > t.maxPlayerPerTeam) issue('maxPlayerPerTeam', 'Max players per team must be at least min players per team.');
    const positions = t.prizes.map((p) => p.position);
    if (new Set(positions).size !== positions.length) issue('prizes', 'Each prize position can appear once.');
    if (t.competition.pointsWin < t.competition.pointsDraw || t.competition.pointsDraw < t.competition.pointsLoss)
      issue('competition', 'Points must go win ≥ draw ≥ loss.');
    if (t.tournamentFormat === 'SWISS') {
      const { swissRounds, swissTopCut } = t.competition;
      const swissIssue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: ['competition', field], message });
      if (swissRounds > t.maxTeams - 1) swissIssue('swissRounds', 'A Swiss needs fewer rounds than its maximum number of teams.');
      if (swissTopCut > t.maxTeams) swissIssue('swissTopCut', 'The top cut cannot be larger than the maximum number of teams.');
    }
  });
export type TournamentInput = z.input<typeof tournamentInput>;
export type TournamentInputParsed = z.infer<typeof tournamentInput>;

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Lifecycle (server table of allowed transitions; anything else answers 409 ILLEGAL_TRANSITION). */
export const tournamentActions = ['publish', 'start', 'finish', 'cancel'] as const;
export type TournamentAction = (typeof tournamentActions)[number];
export const cancelBody = z.object({ reason: z.string().trim().min(1, 'Say why the tournament is cancelled.').max(500) });

/** What a lifecycle call answers: the tournament's new status and what it did. */
export const lifecycleResponse = z.object({
  tournamentId: uuid,
  status: tournamentStatus,
  /** start: matches built; cancel: fees refunded. */
  matchesCreated: z.number().int().nonnegative().optional(),
  refunds: z.number().int().nonnegative().optional(),
});

/** "My tournaments" (GET /organizer/tournaments): every status, DRAFT included, with registrations per request status. */
export const registrationCounts = z.object({
  PENDING: z.number().int().nonnegative(),
  ACCEPTED: z.number().int().nonnegative(),
  REJECTED: z.number().int().nonnegative(),
  CANCELLED: z.number().int().nonnegative(),
});
export const organizerTournament = tournament.extend({ registrationCounts });
export type OrganizerTournament = z.infer<typeof organizerTournament>;
export const organizerTournamentList = z.array(organizerTournament);

/** Seeding: an explicit order (MANUAL, drag to order) or a method applied by the server. */
export const seedingBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('MANUAL'), order: z.array(uuid).min(1).max(MAX_TEAMS_LIMIT) }),
  z.object({ method: z.literal('RANDOM') }),
  z.object({ method: z.literal('REGISTRATION_TIME') }),
]);
export const seedEntry = z.object({
  seed: z.number().int().positive(),
  teamRegistrationId: uuid,
  teamName: z.string(),
  photoUrl: z.string().nullable(),
  captainNickName: z.string(),
  registeredAt: isoDateTime,
});
export const seedingResponse = z.object({ method: seedingMethod, entries: z.array(seedEntry) });
export type SeedingResponse = z.infer<typeof seedingResponse>;

/** Prizes after the finish: who placed, and whether the payout went through. */
export const prizeStatuses = ['PENDING', 'PAID'] as const;
export const prizeStatus = z.enum(prizeStatuses);
export const prizeAward = z.object({
  position: z.number().int().positive(),
  amount: z.number().nonnegative().nullable(),
  currency,
  description: z.string().nullable(),
  /** Null until the tournament is finished (or when nobody holds that place). */
  winner: z.object({ teamRegistrationId: uuid, teamName: z.string(), photoUrl: z.string().nullable(), captainId: uuid, captainNickName: z.string() }).nullable(),
  status: prizeStatus,
  paidAt: isoDateTime.nullable(),
});
export type PrizeAward = z.infer<typeof prizeAward>;
export const prizeAwards = z.array(prizeAward);
// Bounded like prizeInput: a larger number overflowed the integer column and answered 500.
export const prizePositionParams = z.object({ id: uuid, position: z.coerce.number().int().positive().max(PRIZE_POSITION_MAX) });

/** Final placements, fixed on finish. */
export const placement = z.object({ placement: z.number().int().positive(), teamRegistrationId: uuid, teamName: z.string(), photoUrl: z.string().nullable() });
export const placements = z.array(placement);

/** Uploads: one image (multipart field `file`), judged by its bytes and re-encoded. */
export const uploadedImage = z.object({ url: z.string() });

/* ---------- Organization Targets (spec §2, §3 Target, §4 progress, §5) ---------- */

export const targetUnits = ['subscribers', 'followers', 'tournaments', 'matches', '€', '$', 'views', 'members'] as const;
export const targetUnit = z.enum(targetUnits);

export const targetInput = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(120),
  description: z.string().trim().max(500).nullable().default(null),
  targetValue: z.number().gt(0, 'Target value must be above 0.').max(1e12),
  currentValue: z.number().min(0, 'Current value cannot be negative.').max(1e12).default(0),
  unit: targetUnit,
});
export type TargetInput = z.input<typeof targetInput>;

export const target = z.object({
  id: uuid,
  /** The organization is its organizer's account. */
  organizationId: uuid,
  title: z.string(),
  description: z.string().nullable(),
  targetValue: z.number(),
  currentValue: z.number(),
  unit: targetUnit,
  createdBy: uuid,
  /** Who may edit: the organization's organizer and admins (spec: 'admin'). */
  editableBy: z.literal('admin'),
  /** Whether the viewer may edit or delete it. */
  canEdit: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Target = z.infer<typeof target>;
export const targetList = z.array(target);
export const targetsQuery = z.object({ organizationId: uuid.optional() });

/** Spec §4: progress = current/target capped at 100 %; 'nearly' (Nearly There) from 80 %, 'completed' at 100 %. */
export function targetProgress(current: number, targetValue: number) {
  const percent = targetValue > 0 ? Math.min(100, Math.max(0, (current / targetValue) * 100)) : 0;
  const state = percent >= 100 ? 'completed' : percent >= 80 ? 'nearly' : 'progress';
  return { percent, state } as const;
}

export const organizerEndpoints = {
  myTournaments: endpoint('GET', '/api/v1/organizer/tournaments', { response: organizerTournamentList }),
  create: endpoint('POST', '/api/v1/tournaments', { body: tournamentInput, response: tournament, status: 201 }),
  update: endpoint('PUT', '/api/v1/tournaments/:id', { params: tournamentParams, body: tournamentInput, response: tournament }),
  publish: endpoint('POST', '/api/v1/tournaments/:id/publish', { params: tournamentParams, response: lifecycleResponse }),
  cancel: endpoint('POST', '/api/v1/tournaments/:id/cancel', { params: tournamentParams, body: cancelBody, response: lifecycleResponse }),
  start: endpoint('POST', '/api/v1/tournaments/:id/start', { params: idParams, response: lifecycleResponse }),
  finish: endpoint('POST', '/api/v1/tournaments/:id/finish', { params: idParams, response: lifecycleResponse }),
  seeding: endpoint('GET', '/api/v1/tournaments/:id/seeding', { params: tournamentParams, response: seedingResponse }),
  saveSeeding: endpoint('PUT', '/api/v1/tournaments/:id/seeding', { params: tournamentParams, body: seedingBody, response: seedingResponse }),
  prizes: endpoint('GET', '/api/v1/tournaments/:id/prizes', { params: tournamentParams, response: prizeAwards }),
  payPrize: endpoint('POST', '/api/v1/tournaments/:id/prizes/:position/pay', { params: prizePositionParams, response: prizeAward }),
  uploadImage: endpoint('POST', '/api/v1/uploads/images', { multipart: true, response: uploadedImage, status: 201 }),
};

export const targetEndpoints = {
  list: endpoint('GET', '/api/v1/targets', { query: targetsQuery, response: targetList }),
  create: endpoint('POST', '/api/v1/targets', { body: targetInput, response: target, status: 201 }),
  update: endpoint('PUT', '/api/v1/targets/:id', { params: idParams, body: targetInput, response: target }),
  delete: endpoint('DELETE', '/api/v1/targets/:id', { params: idParams, response: messageBody }),
};
