import type { Game } from '@clutch/contract/games';
import type { Tournament, TournamentPage } from '@clutch/contract/tournaments';
import { DEFAULT_COMPETITION } from './discovery-fixtures.ts';

/** Fixtures for the landing, dashboard and search tests: every call gets a fresh id. */
let seq = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const next = () => {
  seq += 1;
  return seq;
};

/** A catalogue game as GET /games/all returns it. */
export function makeCatalogueGame(overrides: Partial<Game> = {}): Game {
  const n = next();
  return {
    id: uuid(n),
    slug: `game-${n}`,
    name: `Game ${n}`,
    description: 'A competitive game.',
    background_image: `/api/v1/games/game-${n}/cover.svg`,
    developers: [],
    platforms: [],
    rating: null,
    website: null,
    genres: ['FPS'],
    popularity: 'High',
    releaseYear: 2020,
    tournamentsCount: 0,
    ...overrides,
  };
}

/** A public tournament as the list endpoints return it. */
export function makeListedTournament(overrides: Partial<Tournament> = {}): Tournament {
  const n = next();
  const start = overrides.tournamentStartDate ?? '2026-07-01T18:00:00.000Z';
  return {
    id: uuid(n),
    name: `Tournament ${n}`,
    description: 'A tournament.',
    status: 'OPEN_FOR_REGISTRATION',
    urlPhotos: [],
    tournamentPhotoUrl: null,
    game: { id: uuid(900_000), slug: 'cs2', name: 'Counter-Strike 2', background_image: '/api/v1/games/cs2/cover.svg' },
    tournamentCategory: 'Open',
    tournamentLevel: 'Intermediate',
    tournamentFormat: 'KNOCKOUT',
    entryFee: 0,
    currency: 'USD',
    registrationStartDate: '2026-06-01T00:00:00.000Z',
    registrationEndDate: '2026-06-30T00:00:00.000Z',
    tournamentStartDate: start,
    starDate: start,
    tournamentEndDate: '2026-07-02T18:00:00.000Z',
    minPlayers: 2,
    maxPlayers: 80,
    minTeams: 2,
    maxTeams: 16,
    minPlayersPerTeam: 5,
    maxPlayerPerTeam: 5,
    prizes: [],
    organizer: { id: uuid(900_001), nickName: 'orbit_events', profilePicUrl: null },
    platform: ['PC'],
    rules: [],
    videoStreamingUrl: null,
    discordUrl: null,
    location: null,
    timeZone: 'UTC',
    competition: { ...DEFAULT_COMPETITION },
    registeredTeams: 0,
    followers: 0,
    following: false,
    createdAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTournamentPage(items: Tournament[], overrides: Partial<TournamentPage> = {}): TournamentPage {
  return { items, total: items.length, page: 1, pageSize: 15, appliedStatus: null, ...overrides };
}
