import type { Match } from '@clutch/contract/competition';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch, makeRankingRow } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { FfaResults } from './ffa-results.tsx';

afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);
const tournament = { id, timeZone: 'UTC' };
const ffa = (lobby: string, finalist: boolean, lobbyPoints: number, bestGame: number, kills: number) => ({ ffa: { lobby, finalist, lobbyPoints, bestGame, kills } });

/** Lobby A's first game, entered: Wolves 1st with 3 kills, Owls 2nd, Hawks 3rd. */
function playedGame(): Match {
  const m = makeMatch(1, [{ team: 'Owls' }, { team: 'Wolves' }, { team: 'Hawks' }], { stage: 'LOBBY', group: 'A', round: 1, status: 'FINISHED' });
  const finish = [
    [2, 1, 9],
    [1, 3, 15],
    [3, 0, 5],
  ] as const;
  m.results = m.results.map((r, i) => ({ ...r, place: finish[i]![0], kills: finish[i]![1], score: finish[i]![2] }));
  return m;
}

describe('FfaResults: the battle-royale leaderboard and lobbies', () => {
  it('shows the lobby leaderboard with points, games, best game and eliminations, and each game by place', async () => {
    stubApi({
      [`GET /tournaments/${id}/ranking`]: {
        body: [
          makeRankingRow(2, 'Owls', { group: 'A', matchesPlayed: 1, totalPoints: 9, ...ffa('A', false, 9, 9, 1) }),
          makeRankingRow(1, 'Wolves', { group: 'A', matchesPlayed: 1, totalPoints: 15, ...ffa('A', false, 15, 15, 3) }),
        ],
      },
      [`GET /matches/tournament/${id}`]: {
        body: [playedGame(), makeMatch(2, [{ team: 'Owls' }, { team: 'Wolves' }, { team: 'Hawks' }], { stage: 'LOBBY', group: 'A', round: 2 })],
      },
    });
    renderRoute('/', { routes: [{ path: '/', element: <FfaResults tournament={tournament} highlightTeamId={fixtureId(10000 + 4 + 1)} /> }] });
    const board = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(within(board).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Entrant', 'Pts', 'GP', 'Best', 'Elims']);
    const [, first, second] = within(board).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('WolvesLobby A');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '15', '1', '15', '3']);
    expect(second).toHaveTextContent('Owls');
    expect(screen.queryByRole('table', { name: 'Final leaderboard' })).not.toBeInTheDocument();

    const lobby = screen.getByRole('region', { name: 'Lobby A' });
    expect(lobby).toHaveTextContent('3 entrants · 1 of 2 games played');
    const game1 = within(lobby).getByRole('table', { name: 'Game 1' });
    expect(within(game1).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1Wolves315', '2Owls19', '3Hawks05']);
    // The viewer's own team stands out.
    expect(within(game1).getAllByRole('row')[1]).toHaveClass('font-semibold');
    // A game not entered yet lists its entrants without places.
    expect(within(within(lobby).getByRole('table', { name: 'Game 2' })).getAllByRole('row')[1]).toHaveTextContent('–Owls––');
  });

  it('puts the final’s leaderboard first and marks its finalists once the final is drawn', async () => {
    stubApi({
      [`GET /tournaments/${id}/ranking`]: {
        body: [
          makeRankingRow(1, 'Wolves', { totalPoints: 4, matchesPlayed: 1, group: 'A', ...ffa('A', true, 30, 4, 0) }),
          makeRankingRow(2, 'Falcons', { totalPoints: 2, matchesPlayed: 1, group: 'B', ...ffa('B', true, 25, 2, 0) }),
          makeRankingRow(3, 'Owls', { totalPoints: 20, matchesPlayed: 2, group: 'A', ...ffa('A', false, 20, 12, 4) }),
        ],
      },
      [`GET /matches/tournament/${id}`]: { body: [makeMatch(1, [{ team: 'Wolves' }, { team: 'Falcons' }], { stage: 'FINAL', round: 1 })] },
    });
    renderRoute('/', { routes: [{ path: '/', element: <FfaResults tournament={tournament} /> }] });
    const final = await screen.findByRole('table', { name: 'Final leaderboard' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Final leaderboard', 'Lobby stage', 'Lobbies and games']);
    expect(within(final).getAllByRole('img', { name: 'Finalist' })).toHaveLength(2);
    expect(within(final).getAllByRole('row')[1]).toHaveTextContent('Lobby A · 30 lobby pts');
    expect(screen.getByRole('table', { name: 'Lobby stage' })).toHaveTextContent('Owls');
    expect(screen.getByRole('region', { name: 'Final' })).toHaveTextContent('2 entrants');
  });
});
