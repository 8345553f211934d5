import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch, makeRankingRow, makeTournament } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { ResultsTab } from './results-tab.tsx';

afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);

describe('ResultsTab: league and knockout', () => {
  it('shows every group table with its heading and every column, and the bracket after them', async () => {
    stubApi({
      [`GET /tournaments/${id}/ranking`]: {
        body: [
          makeRankingRow(2, 'Wolves', { group: 'A', teamRegistrationId: fixtureId(1102), wins: 1, draws: 1, losses: 1, goalsFor: 4, goalsAgainst: 5, goalDifference: -1, totalPoints: 4 }),
          makeRankingRow(1, 'Falcons', { group: 'A', teamRegistrationId: fixtureId(1101) }),
          makeRankingRow(1, 'Titans', { group: 'B', teamRegistrationId: fixtureId(1103) }),
        ],
      },
      [`GET /matches/tournament/${id}`]: {
        body: [
          makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }], { stage: 'GROUP', group: 'A', status: 'FINISHED' }),
          makeMatch(2, [{ team: 'Falcons' }, { team: 'Titans' }], { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1, status: 'IN_PROGRESS' }),
        ],
      },
    });
    renderRoute('/', { routes: [{ path: '/', element: <ResultsTab tournament={{ id, tournamentFormat: 'league_and_knockout', status: 'IN_PROGRESS', competition: makeTournament().competition }} /> }] });
    const groupA = await screen.findByRole('table', { name: 'Group A' });
    expect(screen.getAllByRole('heading', { level: 3 }).slice(0, 2).map((h) => h.textContent)).toEqual(['Group A', 'Group B']);
    expect(within(groupA).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pos', 'Team', 'MP', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
    const [, falcons, wolves] = within(groupA).getAllByRole('row');
    expect(falcons).toHaveTextContent('Falcons');
    expect(within(wolves!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '3', '1', '1', '1', '4', '5', '-1', '4']);
    expect(screen.getByRole('table', { name: 'Group B' })).toHaveTextContent('Titans');

    const bracket = screen.getByRole('region', { name: 'Knockout bracket' });
    expect(within(bracket).getByRole('group', { name: 'Final, match 2' })).toHaveAttribute('data-live', 'true');
  });
});
