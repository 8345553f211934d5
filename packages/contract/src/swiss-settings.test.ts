import { describe, expect, it } from 'vitest';
import { competitionSettings, DEFAULT_SWISS_TIEBREAKERS, tournamentInput } from './organizer.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? [];

const day = 24 * 60 * 60_000;
const at = (days: number) => new Date(Date.UTC(2030, 0, 1) + days * day).toISOString();
const input = (competition: object, maxTeams = 8) => ({
  name: 'Swiss Open',
  gameId: 'cs2',
  tournamentCategory: 'Open',
  tournamentLevel: 'Beginner',
  tournamentFormat: 'SWISS',
  entryFee: 0,
  timeZone: 'UTC',
  registrationStartDate: at(0),
  registrationEndDate: at(1),
  tournamentStartDate: at(2),
  tournamentEndDate: at(3),
  minTeams: 2,
  maxTeams,
  minPlayersPerTeam: 1,
  maxPlayerPerTeam: 5,
  competition,
});

describe('Swiss competition settings', () => {
  it('default to automatic rounds, Median-Buchholz, Buchholz, head-to-head, seed, and no top cut', () => {
    expect(competitionSettings.parse({})).toMatchObject({ swissRounds: 0, swissTiebreakers: DEFAULT_SWISS_TIEBREAKERS, swissTopCut: 0 });
  });

  it('refuse a tiebreaker listed twice, more than 20 rounds and a top cut that is not a power of two up to 64', () => {
    expect(issues(competitionSettings.safeParse({ swissTiebreakers: ['BUCHHOLZ', 'BUCHHOLZ'] }))).toEqual([
      { path: ['swissTiebreakers'], message: 'Each tiebreaker can be listed once.' },
    ]);
    expect(issues(competitionSettings.safeParse({ swissRounds: 21 }))).toEqual([{ path: ['swissRounds'], message: 'A Swiss has at most 20 rounds.' }]);
    for (const swissTopCut of [1, 3, 6, 128]) {
      expect(issues(competitionSettings.safeParse({ swissTopCut }))).toEqual([
        { path: ['swissTopCut'], message: 'The top cut is 0 (none) or 2, 4, 8, 16, 32 or 64 teams.' },
      ]);
    }
    expect(competitionSettings.safeParse({ swissTopCut: 8, swissTiebreakers: ['SEED', 'HEAD_TO_HEAD'] }).success).toBe(true);
  });

  it('refuse more rounds or a larger top cut than the tournament has room for', () => {
    const parsed = tournamentInput.safeParse(input({ swissRounds: 8, swissTopCut: 16 }, 8));
    expect(issues(parsed)).toEqual([
      { path: ['competition', 'swissRounds'], message: 'A Swiss needs fewer rounds than its maximum number of teams.' },
      { path: ['competition', 'swissTopCut'], message: 'The top cut cannot be larger than the maximum number of teams.' },
    ]);
    expect(tournamentInput.safeParse(input({ swissRounds: 7, swissTopCut: 8 }, 8)).success).toBe(true);
  });
});
