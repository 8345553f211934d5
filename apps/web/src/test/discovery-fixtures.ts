import type { Match, TeamRegistration } from '@clutch/contract/competition';
import type { Game } from '@clutch/contract/games';
import type { RankingRow, Tournament } from '@clutch/contract/tournaments';

/** Deterministic uuids for fixtures: `fixtureId(7)` → "00000000-0000-4000-8000-000000000007". */
export const fixtureId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: fixtureId(100),
    slug: 'valorant',
    name: 'Valorant',
    description: 'A 5v5 character-based tactical shooter.',
    background_image: '/api/v1/games/valorant/cover.svg',
    developers: [{ name: 'Riot Games' }],
    platforms: [{ platform: { name: 'PC' } }],
    rating: 4.4,
    website: 'https://playvalorant.com',
    genres: ['FPS'],
    popularity: 'Very High',
    releaseYear: 2020,
    tournamentsCount: 3,
    ...overrides,
  };
}

/** The competition settings a tournament gets by default (the contract's `competitionSettings` defaults). */
export const DEFAULT_COMPETITION: Tournament['competition'] = {
  bracketType: 'SINGLE_ELIMINATION',
  thirdPlaceMatch: false,
  grandFinalReset: true,
  leagueRounds: 1,
  pointsWin: 3,
  pointsDraw: 1,
  pointsLoss: 0,
  groupCount: 0,
  advancePerGroup: 2,
  seeding: 'REGISTRATION_TIME',
  reportConfirmMinutes: 30,
  defaultBestOf: 1,
  ffaLobbySize: 20,
  ffaGames: 6,
  ffaPlacementPoints: [12, 9, 7, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1],
  ffaPointsPerKill: 1,
  ffaFinalSize: 0,
  ffaPreset: 'ALGS',
  checkInMinutes: 0,
  matchCheckInMinutes: 0,
  swissRounds: 0,
  swissTiebreakers: ['MEDIAN_BUCHHOLZ', 'BUCHHOLZ', 'HEAD_TO_HEAD', 'SEED'],
  swissTopCut: 0,
};

export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: fixtureId(200),
    name: 'Lisbon Valorant Open',
    description: 'Five-a-side Valorant for amateur teams across Portugal, played online with a LAN final.',
    status: 'OPEN_FOR_REGISTRATION',
    urlPhotos: [],
    tournamentPhotoUrl: null,
    game: { id: fixtureId(100), slug: 'valorant', name: 'Valorant', background_image: '/api/v1/games/valorant/cover.svg' },
    tournamentCategory: 'Amateur',
    tournamentLevel: 'Intermediate',
    tournamentFormat: 'league_and_knockout',
    entryFee: 25,
    currency: 'EUR',
    registrationStartDate: '2026-01-10T09:00:00.000Z',
    registrationEndDate: '2026-02-10T21:00:00.000Z',
    tournamentStartDate: '2026-02-15T18:00:00.000Z',
    starDate: '2026-02-15T18:00:00.000Z',
    tournamentEndDate: '2026-03-01T22:00:00.000Z',
    minPlayers: 10,
    maxPlayers: 80,
    minTeams: 2,
    maxTeams: 16,
    minPlayersPerTeam: 5,
    maxPlayerPerTeam: 6,
    prizes: [],
    organizer: { id: fixtureId(300), nickName: 'nova', profilePicUrl: null },
    platform: ['PC'],
    rules: ['Best of three in the knockout stage.'],
    videoStreamingUrl: null,
    discordUrl: null,
    location: 'Lisbon',
    timeZone: 'UTC',
    competition: { ...DEFAULT_COMPETITION },
    registeredTeams: 4,
    followers: 12,
    following: false,
    createdAt: '2025-12-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeRegistration(
  n: number,
  team: string,
  captain: string,
  requestStatus: TeamRegistration['requestStatus'],
): TeamRegistration {
  return {
    id: fixtureId(400 + n),
    team: {
      id: fixtureId(500 + n),
      name: team,
      photoUrl: null,
      bio: null,
      captain: { id: fixtureId(600 + n), nickName: captain, profilePicUrl: null },
      membersCount: 5,
    },
    tournament: { id: fixtureId(200), name: 'Lisbon Valorant Open' },
    requestStatus,
    rejectionReason: null,
    paymentStatus: null,
    checkedIn: false,
    createdAt: '2026-01-12T10:00:00.000Z',
  };
}

/** A side; `team: null` is a slot nobody fills yet (TBD or a bye). */
type Side = { team: string | null; score?: number | null; result?: 'WIN' | 'LOSS' | 'DRAW' | 'PENDING' };

export function makeMatch(n: number, sides: Side[], overrides: Partial<Match> = {}): Match {
  return {
    id: fixtureId(700 + n),
    tournamentId: fixtureId(200),
    details: null,
    status: 'SCHEDULED',
    starteDate: '2026-02-15T18:00:00.000Z',
    stage: 'LEAGUE',
    round: 1,
    number: n,
    group: null,
    bestOf: 1,
    region: null,
    bracket: null,
    bye: false,
    pendingReport: null,
    checkInOpensAt: null,
    checkInClosesAt: null,
    checkInMissed: false,
    results: sides.map((s, i) => ({
      id: fixtureId(8000 + n * 4 + i),
      slot: i + 1,
      teamName: s.team ?? 'TBD',
      photoUrl: null,
      teamRegistrationId: s.team === null ? null : fixtureId(9000 + n * 4 + i),
      teamId: s.team === null ? null : fixtureId(10000 + n * 4 + i),
      score: s.score ?? null,
      result: s.result ?? 'PENDING',
      forfeit: false,
      checkedInAt: null,
      place: null,
      kills: null,
    })),
    ...overrides,
  };
}

export function makeRankingRow(position: number, teamName: string, overrides: Partial<RankingRow> = {}): RankingRow {
  return {
    position,
    teamRegistrationId: fixtureId(1000 + position),
    teamName,
    photoUrl: null,
    matchesPlayed: 3,
    wins: 2,
    draws: 0,
    losses: 1,
    goalsFor: 26,
    goalsAgainst: 20,
    goalDifference: 6,
    totalPoints: 6,
    group: null,
    ...overrides,
  };
}
