import type { TournamentInput } from '@clutch/contract/organizer';
import { DAY } from './account-helpers.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A valid create/edit body for a free solo-or-small-team knockout on cs2 in UTC, registration open from a day
 * after `now` for four days and play two days after that; `overrides` on top (dates, name, competition…).
 */
export function tournamentInput(now: number, overrides: Partial<TournamentInput> = {}): TournamentInput {
  return {
    name: 'Test Cup',
    description: '',
    gameId: 'cs2',
    tournamentCategory: 'Open',
    tournamentLevel: 'Beginner',
    tournamentFormat: 'KNOCKOUT',
    entryFee: 0,
    currency: 'USD',
    timeZone: 'UTC',
    registrationStartDate: iso(now + DAY),
    registrationEndDate: iso(now + 5 * DAY),
    tournamentStartDate: iso(now + 6 * DAY),
    tournamentEndDate: iso(now + 8 * DAY),
    minTeams: 2,
    maxTeams: 8,
    minPlayersPerTeam: 1,
    maxPlayerPerTeam: 5,
    prizes: [],
    rules: [],
    platform: ['PC'],
    urlPhotos: [],
    videoStreamingUrl: null,
    discordUrl: null,
    location: 'Online',
    ...overrides,
  };
}
