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
});
