import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch, makeRankingRow, makeTournament } from '@/test/discovery-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import EmbedTournamentPage from './embed-tournament-page.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);
const ranking = [makeRankingRow(1, 'Falcons'), makeRankingRow(2, 'Wolves', { teamRegistrationId: fixtureId(1102) })];
const knockout = [
  makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }], { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1, status: 'IN_PROGRESS' }),
];

function open(path: string, api: Record<string, Reply>) {
  stubApi(api);
  return renderRoute(path, { routes: [{ path: '/embed/tournaments/:id', element: <EmbedTournamentPage /> }] });
}

describe('the embed page', () => {
  it('shows a league and knockout tournament’s standings by default, a link back to it on Clutch in a new tab, and joins its live room', async () => {
    const tournament = makeTournament({ status: 'IN_PROGRESS' });
    open(`/embed/tournaments/${id}`, { [`GET /tournaments/${id}`]: { body: tournament }, [`GET /tournaments/${id}/ranking`]: { body: ranking } });
    expect(await screen.findByRole('heading', { level: 1, name: tournament.name })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'League table' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Falcons');
    const back = screen.getByRole('link', { name: /^Clutch: see this tournament/ });
    expect(back).toHaveAttribute('href', `/app/tournaments/${id}`);
    expect(back).toHaveAttribute('target', '_blank');
    expect(back).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Both views on offer, the current one marked.
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(within(views).getByRole('link', { name: 'Standings' })).toHaveAttribute('aria-current', 'page');
    expect(socket.connect).toHaveBeenCalled();
  });

  it('switches to the bracket, which a live result updates without a reload', async () => {
    const tournament = makeTournament({ status: 'IN_PROGRESS' });
    const { user } = open(`/embed/tournaments/${id}?theme=light`, {
      [`GET /tournaments/${id}`]: { body: tournament },
      [`GET /tournaments/${id}/ranking`]: { body: ranking },
      [`GET /matches/tournament/${id}`]: { body: knockout },
    });
    const bracketLink = await screen.findByRole('link', { name: 'Bracket' });
    expect(bracketLink.getAttribute('href')).toContain('theme=light');
    await user.click(bracketLink);
    const final = await screen.findByRole('group', { name: 'Final, match 1' });
    expect(final).toHaveAttribute('data-live', 'true');

    socket.connected = true;
    socket.serverSends('connect');
    expect(socket.emitted).toContainEqual(['tournament:join', { tournamentId: id }]);
    socket.serverSends('match:updated', {
      tournamentId: id,
      match: makeMatch(1, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Wolves', score: 0, result: 'LOSS' }], {
        stage: 'KNOCKOUT',
        bracket: 'WINNERS',
        round: 1,
        status: 'FINISHED',
      }),
    });
    expect(await within(final).findByText('(winner)')).toBeInTheDocument();
    expect(final).not.toHaveAttribute('data-live');
  });

  it('keeps to the bracket for a knockout, whatever ?view= asks', async () => {
    open(`/embed/tournaments/${id}?view=standings`, {
      [`GET /tournaments/${id}`]: { body: makeTournament({ status: 'IN_PROGRESS', tournamentFormat: 'KNOCKOUT' }) },
      [`GET /matches/tournament/${id}`]: { body: knockout },
    });
    expect(await screen.findByRole('region', { name: 'Knockout bracket' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Views' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a Swiss’s standings with its tiebreakers as columns, and its rounds with the top cut under Rounds', async () => {
    const tournament = makeTournament({ status: 'IN_PROGRESS', tournamentFormat: 'SWISS' });
    tournament.competition = { ...tournament.competition, swissTiebreakers: ['BUCHHOLZ', 'SONNEBORN_BERGER'] };
    const r1 = makeMatch(1, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Wolves', score: 0, result: 'LOSS' }], { stage: 'SWISS', round: 1, status: 'FINISHED' });
    const cut = makeMatch(2, [{ team: 'Falcons' }, { team: 'Wolves' }], { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1, status: 'IN_PROGRESS' });
    const side = (slot: 0 | 1, points: number) => ({ teamRegistrationId: r1.results[slot]!.teamRegistrationId!, teamName: r1.results[slot]!.teamName, points });
    const { user } = open(`/embed/tournaments/${id}`, {
      [`GET /tournaments/${id}`]: { body: tournament },
      [`GET /tournaments/${id}/ranking`]: {
        body: [
          makeRankingRow(1, 'Falcons', { wins: 1, totalPoints: 3, buchholz: 0, sonnebornBerger: 0 }),
          makeRankingRow(2, 'Wolves', { teamRegistrationId: fixtureId(1102), losses: 1, totalPoints: 0, buchholz: 3, sonnebornBerger: 0 }),
        ],
      },
      [`GET /tournaments/${id}/swiss/rounds`]: {
        body: {
          totalRounds: 1,
          topCut: 2,
          tiebreakers: ['BUCHHOLZ', 'SONNEBORN_BERGER'],
          rounds: [
            {
              round: 1, scoreGroups: [{ points: 0, size: 2 }], bye: null, byeReason: null, rematchesAvoided: 0, rematchesForced: 0, floaters: 0, inputDigest: 'a'.repeat(64),
              pairs: [{ matchId: r1.id, home: side(0, 0), away: side(1, 0), rematch: false, floater: false, idealOpponent: null, idealSkippedBecause: null }],
            },
          ],
        },
      },
      [`GET /matches/tournament/${id}`]: { body: [r1, cut] },
    });
    const table = await screen.findByRole('table', { name: 'Swiss standings' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pos', 'Team', 'MP', 'W', 'D', 'L', 'Pts', 'Bu (Buchholz)', 'SB (Sonneborn-Berger)']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Wolves');
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(within(views).getAllByRole('link').map((l) => l.textContent)).toEqual(['Standings', 'Rounds']);

    await user.click(within(views).getByRole('link', { name: 'Rounds' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rounds' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pairings of round 1' })).toHaveTextContent('Falcons');
    const bracket = screen.getByRole('region', { name: 'Knockout bracket' });
    expect(within(bracket).getByRole('group', { name: 'Final, match 2' })).toHaveAttribute('data-live', 'true');
  });

  it('shows a free-for-all’s leaderboard by default and its lobbies’ games under Lobbies (or ?view=bracket)', async () => {
    const tournament = makeTournament({ status: 'IN_PROGRESS', tournamentFormat: 'FREE_FOR_ALL' });
    const game = makeMatch(1, [{ team: 'Owls' }, { team: 'Wolves' }], { stage: 'LOBBY', group: 'A', round: 1, status: 'FINISHED' });
    game.results = game.results.map((r, i) => ({ ...r, place: i === 0 ? 2 : 1, kills: i === 0 ? 1 : 4, score: i === 0 ? 9 : 16 }));
    const ffa = (kills: number) => ({ group: 'A', matchesPlayed: 1, ffa: { lobby: 'A', finalist: false, lobbyPoints: 0, bestGame: 0, kills } });
    const api = {
      [`GET /tournaments/${id}`]: { body: tournament },
      [`GET /tournaments/${id}/ranking`]: {
        body: [makeRankingRow(1, 'Wolves', { totalPoints: 16, ...ffa(4) }), makeRankingRow(2, 'Owls', { teamRegistrationId: fixtureId(1102), totalPoints: 9, ...ffa(1) })],
      },
      [`GET /matches/tournament/${id}`]: { body: [game] },
    };
    const { user } = open(`/embed/tournaments/${id}`, api);
    const board = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(within(board).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Entrant', 'Pts', 'GP', 'Best', 'Elims']);
    expect(within(board).getAllByRole('row')[1]).toHaveTextContent('Wolves');
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(within(views).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page');
    const lobbiesLink = within(views).getByRole('link', { name: 'Lobbies' });
    expect(lobbiesLink.getAttribute('href')).toContain('view=lobbies');
    await user.click(lobbiesLink);
    const lobby = await screen.findByRole('region', { name: 'Lobby A' });
    expect(within(within(lobby).getByRole('table', { name: 'Game 1' })).getAllByRole('row')[1]).toHaveTextContent('Wolves416');

    cleanup();
    vi.restoreAllMocks();
    open(`/embed/tournaments/${id}?view=bracket`, api);
    expect(await screen.findByRole('region', { name: 'Lobby A' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Views' })).getByRole('link', { name: 'Lobbies' })).toHaveAttribute('aria-current', 'page');
  });

  it('says a draft is not found, even to its organizer, and never joins its room', async () => {
    open(`/embed/tournaments/${id}`, { [`GET /tournaments/${id}`]: { body: makeTournament({ status: 'DRAFT' }) } });
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
    expect(screen.getByText('It may not be published yet, or the link is wrong.')).toBeInTheDocument();
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('says a tournament the server does not show is not found', async () => {
    open(`/embed/tournaments/${id}`, { [`GET /tournaments/${id}`]: apiError(404, 'Tournament not found.') });
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
  });
});
