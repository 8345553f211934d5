import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeTournament } from '@/test/discovery-fixtures.ts';
import { OverviewTab } from './overview-tab.tsx';

function show(tournament: ReturnType<typeof makeTournament>) {
  const router = createMemoryRouter([{ path: '/', element: <OverviewTab tournament={tournament} /> }]);
  render(<RouterProvider router={router} />);
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('OverviewTab: what players play by', () => {
  it('shows the dates in the tournament zone and names it', () => {
    show(makeTournament({ timeZone: 'Europe/Lisbon', tournamentStartDate: '2026-07-01T17:00:00.000Z' }));
    expect(screen.getByText('Times in Europe/Lisbon')).toBeInTheDocument();
    expect(within(fact('Tournament')).getByText(/Jul 1, 2026, 6:00 PM GMT\+1/)).toBeInTheDocument();
  });

  it('tells a league and knockout its bracket, third place, best-of, points and groups', () => {
    show(
      makeTournament({
        tournamentFormat: 'league_and_knockout',
        competition: { ...makeTournament().competition, thirdPlaceMatch: true, defaultBestOf: 3, pointsWin: 3, pointsDraw: 1, pointsLoss: 0, groupCount: 4, advancePerGroup: 2, leagueRounds: 2 },
      }),
    );
    expect(fact('Bracket')).toHaveTextContent('Single elimination');
    expect(fact('Third place match')).toHaveTextContent('Yes');
    expect(fact('Matches')).toHaveTextContent('Best of 3');
    expect(fact('League')).toHaveTextContent('Double round robin (home and away)');
    expect(fact('Points')).toHaveTextContent('Win 3 points · Draw 1 point · Loss 0 points');
    expect(fact('Groups')).toHaveTextContent('4 groups; the top 2 of each group go to the knockout');
  });

  it('tells a double elimination about its grand final, and a knockout nothing about points', () => {
    show(makeTournament({ tournamentFormat: 'KNOCKOUT', competition: { ...makeTournament().competition, bracketType: 'DOUBLE_ELIMINATION', grandFinalReset: true } }));
    expect(fact('Bracket')).toHaveTextContent('Double elimination, grand final with reset');
    expect(screen.queryByText('Third place match')).not.toBeInTheDocument();
    expect(screen.queryByText('Points')).not.toBeInTheDocument();
    expect(screen.queryByText('Groups')).not.toBeInTheDocument();
  });

  it('tells a league its points and no bracket', () => {
    show(makeTournament({ tournamentFormat: 'LEAGUE_TABLE', competition: { ...makeTournament().competition, pointsWin: 2, pointsDraw: 1, pointsLoss: 0 } }));
    expect(fact('Points')).toHaveTextContent('Win 2 points · Draw 1 point · Loss 0 points');
    expect(fact('League')).toHaveTextContent('Single round robin');
    expect(screen.queryByText('Bracket')).not.toBeInTheDocument();
  });

  it('tells a Swiss its rounds, tiebreakers in order, points and top cut, and no league', () => {
    show(
      makeTournament({
        tournamentFormat: 'SWISS',
        competition: { ...makeTournament().competition, swissRounds: 5, swissTiebreakers: ['SONNEBORN_BERGER', 'BUCHHOLZ', 'SEED'], swissTopCut: 8, matchCheckInMinutes: 10 },
      }),
    );
    expect(fact('Swiss rounds')).toHaveTextContent('5 rounds, paired by score, never the same opponent twice');
    expect(fact('Tiebreakers')).toHaveTextContent('Sonneborn-Berger, Buchholz, Seed');
    expect(fact('Top cut')).toHaveTextContent('The top 8 after the last round play a knockout');
    expect(fact('Bracket')).toHaveTextContent('Single elimination');
    expect(fact('Points')).toHaveTextContent('Win 3 points');
    expect(fact('Match check-in')).toHaveTextContent('Captains check in within 10 minutes of each match’s time; a side that does not forfeits');
    expect(screen.queryByText('League')).not.toBeInTheDocument();
  });

  it('tells a free-for-all its lobbies, point table and final, and nothing about brackets, best-of or leagues', () => {
    show(
      makeTournament({
        tournamentFormat: 'FREE_FOR_ALL',
        competition: { ...makeTournament().competition, ffaPreset: 'PUBG', ffaLobbySize: 16, ffaGames: 4, ffaPlacementPoints: [10, 6, 5], ffaPointsPerKill: 1, ffaFinalSize: 0 },
      }),
    );
    expect(fact('Lobbies')).toHaveTextContent('Up to 16 per lobby, 4 games each');
    expect(fact('Scoring')).toHaveTextContent('PUBG');
    expect(fact('Scoring')).toHaveTextContent('1st: 10 · 2nd: 6 · 3rd: 5 · 1 point per elimination');
    expect(fact('Final')).toHaveTextContent('No final: the lobby leaderboard decides');
    expect(fact('Results')).toHaveTextContent('Captains report each game’s placements and eliminations; the organizer confirms them or enters them');
    for (const absent of ['Bracket', 'Matches', 'League', 'Points']) expect(screen.queryByText(absent, { selector: 'dt' })).not.toBeInTheDocument();
  });
});
