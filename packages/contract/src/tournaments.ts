import { z } from 'zod';
import { isoDateTime, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';
import { gameSummary } from './games.ts';
import { ffaPresetId, ffaStanding } from './free-for-all.ts';

export const tournamentStatuses = ['DRAFT', 'OPEN_FOR_REGISTRATION', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'] as const;
export const tournamentStatus = z.enum(tournamentStatuses);
export type TournamentStatus = z.infer<typeof tournamentStatus>;
/** Statuses anyone can see; DRAFT is the organizer's alone. */
export const publicTournamentStatuses = ['OPEN_FOR_REGISTRATION', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'] as const;
/** The list's default and its fallback chain when nothing matches (spec §2 Tournaments list). */
export const tournamentStatusFallback = ['OPEN_FOR_REGISTRATION', 'IN_PROGRESS', 'FINISHED'] as const;

export const tournamentFormats = ['KNOCKOUT', 'LEAGUE_TABLE', 'league_and_knockout', 'SWISS', 'FREE_FOR_ALL'] as const;
export const tournamentFormat = z.enum(tournamentFormats);
export type TournamentFormat = z.infer<typeof tournamentFormat>;
export const DEFAULT_TOURNAMENT_FORMAT: TournamentFormat = 'league_and_knockout';

export const tournamentCategories = ['Open', 'Amateur', 'Semi-Pro', 'Pro', 'Community', 'Collegiate'] as const;
export const tournamentCategory = z.enum(tournamentCategories);
export const tournamentLevels = ['Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;
export const tournamentLevel = z.enum(tournamentLevels);

/** ISO 4217 codes we accept; AOA is shown as "Kz". */
export const currencies = ['USD', 'EUR', 'GBP', 'BRL', 'AOA'] as const;
export const currency = z.enum(currencies);
export type Currency = z.infer<typeof currency>;

export const prize = z.object({
  position: z.number().int().positive(),
  /** In the tournament's currency, major units (e.g. 150.5). Null while "TBD". */
  amount: z.number().nonnegative().nullable(),
  description: z.string().nullable(),
});
export type Prize = z.infer<typeof prize>;

export const organizer = z.object({ id: uuid, nickName: z.string(), profilePicUrl: z.string().nullable() });

/** A tournament as spec §3 names it (wire names as spelt there, `starDate` included). */
export const tournament = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  status: tournamentStatus,
  urlPhotos: z.array(z.string()),
  tournamentPhotoUrl: z.string().nullable(),
  game: gameSummary,
  tournamentCategory,
  tournamentLevel,
  tournamentFormat,
  /** Major units of `currency`; 0 means free. */
  entryFee: z.number().nonnegative(),
  currency,
  registrationStartDate: isoDateTime,
  registrationEndDate: isoDateTime,
  tournamentStartDate: isoDateTime,
  starDate: isoDateTime,
  tournamentEndDate: isoDateTime,
  minPlayers: z.number().int().nonnegative(),
  maxPlayers: z.number().int().nonnegative(),
  minTeams: z.number().int().nonnegative(),
  maxTeams: z.number().int().nonnegative(),
  minPlayersPerTeam: z.number().int().positive(),
  maxPlayerPerTeam: z.number().int().positive(),
  prizes: z.array(prize),
  organizer,
  platform: z.array(z.string()),
  rules: z.array(z.string()),
  videoStreamingUrl: z.string().nullable(),
  discordUrl: z.string().nullable(),
  location: z.string().nullable(),
  /** IANA zone the organizer entered the dates in; the UI shows dates in it, named. */
  timeZone: z.string(),
  /** How the structure is built and scored (organizer settings). */
  competition: z.lazy(() => competitionSettingsView),
  /** ACCEPTED team registrations. */
  registeredTeams: z.number().int().nonnegative(),
  followers: z.number().int().nonnegative(),
  /** Whether the signed-in viewer follows it (false for visitors). */
  following: z.boolean(),
  createdAt: isoDateTime,
});
export type Tournament = z.infer<typeof tournament>;

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

export const tournamentsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  /** A game slug (cs2, valorant, lol, rl…) or id. */
  game: z.string().trim().max(100).optional(),
  status: tournamentStatus.exclude(['DRAFT']).optional(),
  /** With no `status`: the default status, falling back along the spec's chain, then everything. */
  fallback: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TournamentsQuery = z.input<typeof tournamentsQuery>;

export const tournamentPage = z.object({
  items: z.array(tournament),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** The status the fallback settled on (null: every public status). */
  appliedStatus: tournamentStatus.nullable(),
});
export type TournamentPage = z.infer<typeof tournamentPage>;

export const tournamentList = z.array(tournament);
export const tournamentParams = z.object({ id: uuid });
/** The organizer's own DRAFTs are included only when `organizerId` is the signed-in viewer. */
export const organizerQuery = z.object({
  organizerId: uuid,
  status: tournamentStatus.optional(),
});

/** `GET /tournaments/game/:gameId`: a game slug or id; public tournaments, newest start first. */
export const gameTournamentsParams = z.object({ gameId: z.string().trim().min(1).max(100) });
export const GAME_TOURNAMENTS_LIMIT = 100;
/** `GET /tournaments/search/:text`: public tournaments, best match first. */
export const tournamentSearchParams = z.object({ text: z.string().trim().min(1).max(100) });
export const TOURNAMENT_SEARCH_LIMIT = 20;

/** Ranking row (spec §3); the full table carries every column of the league table. */
export const rankingRow = z.object({
  position: z.number().int().positive(),
  teamRegistrationId: uuid,
  teamName: z.string(),
  photoUrl: z.string().nullable(),
  matchesPlayed: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  goalsFor: z.number().int().nonnegative(),
  goalsAgainst: z.number().int().nonnegative(),
  goalDifference: z.number().int(),
  totalPoints: z.number().int(),
  /** Group label in group stages ("A", "B"…), lobby label in a free-for-all, null in a single league. */
  group: z.string().nullable(),
  /* Swiss tiebreak figures (absent or null in other formats); see the engine's swiss/tiebreakers.ts. */
  /** Sum of the points of everyone met. */
  buchholz: z.number().nullable().optional(),
  /** Buchholz without the best and worst opponent. */
  medianBuchholz: z.number().nullable().optional(),
  /** Points of opponents beaten plus half of those drawn. */
  sonnebornBerger: z.number().nullable().optional(),
  /** Mean of opponents' match-win rates (each at least 33.33), 0–100. */
  opponentMatchWinPct: z.number().nullable().optional(),
  /**
   * Free-for-all leaderboard figures (null or absent in other formats). In a free-for-all `totalPoints` is the
   * points, `matchesPlayed` the games played and `wins` the games won (1st place); draws, losses and goals are 0.
   */
  ffa: ffaStanding.nullable().optional(),
});
export type RankingRow = z.infer<typeof rankingRow>;
export const ranking = z.array(rankingRow);

export const followState = z.object({ following: z.boolean(), followers: z.number().int().nonnegative() });
export type FollowState = z.infer<typeof followState>;

/** The stored competition settings (see organizer.ts `competitionSettings` for the input and its defaults). */
export const competitionSettingsView = z.object({
  bracketType: z.enum(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION']),
  thirdPlaceMatch: z.boolean(),
  grandFinalReset: z.boolean(),
  leagueRounds: z.number().int().min(1).max(2),
  pointsWin: z.number().int(),
  pointsDraw: z.number().int(),
  pointsLoss: z.number().int(),
  groupCount: z.number().int().nonnegative(),
  advancePerGroup: z.number().int().positive(),
  seeding: z.enum(['MANUAL', 'RANDOM', 'REGISTRATION_TIME']),
  reportConfirmMinutes: z.number().int().positive(),
  defaultBestOf: z.number().int().positive(),
  /** 0 = no check-in. */
  checkInMinutes: z.number().int().nonnegative(),
  /** 0 = no match check-in. */
  matchCheckInMinutes: z.number().int().nonnegative(),
  /** SWISS: 0 = ⌈log2 entrants⌉. */
  swissRounds: z.number().int().nonnegative(),
  swissTiebreakers: z.array(z.enum(['BUCHHOLZ', 'MEDIAN_BUCHHOLZ', 'SONNEBORN_BERGER', 'OPPONENT_MATCH_WIN_PCT', 'HEAD_TO_HEAD', 'SEED'])),
  /** SWISS: 0 = no top cut. */
  swissTopCut: z.number().int().nonnegative(),
  /** FREE_FOR_ALL: entrants per lobby, games per lobby, points per place (1st first) and per elimination, final size (0 = none). */
  ffaLobbySize: z.number().int().positive(),
  ffaGames: z.number().int().positive(),
  ffaPlacementPoints: z.array(z.number().int().nonnegative()),
  ffaPointsPerKill: z.number().int().nonnegative(),
  ffaFinalSize: z.number().int().nonnegative(),
  ffaPreset: ffaPresetId,
});
export type CompetitionSettingsView = z.infer<typeof competitionSettingsView>;

export const tournamentEndpoints = {
  list: endpoint('GET', '/api/v1/tournaments', { query: tournamentsQuery, response: tournamentPage }),
  followed: endpoint('GET', '/api/v1/tournaments/followed', { response: tournamentList }),
  byOrganizer: endpoint('GET', '/api/v1/tournaments/organizer', { query: organizerQuery, response: tournamentList }),
  byGame: endpoint('GET', '/api/v1/tournaments/game/:gameId', { params: gameTournamentsParams, response: tournamentList }),
  search: endpoint('GET', '/api/v1/tournaments/search/:text', { params: tournamentSearchParams, response: tournamentList }),
  detail: endpoint('GET', '/api/v1/tournaments/:id', { params: tournamentParams, response: tournament }),
  follow: endpoint('POST', '/api/v1/tournaments/:id/follow', { params: tournamentParams, response: followState }),
  unfollow: endpoint('DELETE', '/api/v1/tournaments/:id/follow', { params: tournamentParams, response: followState }),
  ranking: endpoint('GET', '/api/v1/tournaments/:id/ranking', { params: tournamentParams, response: ranking }),
};
