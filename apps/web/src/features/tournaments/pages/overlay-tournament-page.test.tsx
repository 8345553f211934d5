import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch, makeRankingRow, makeTournament } from '@/test/discovery-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { renderRoute } from '@/test/render.tsx';
import { stubApi, type Reply } from '@/test/stub-api.ts';
import OverlayTournamentPage from './overlay-tournament-page.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);
const running = makeTournament({ status: 'IN_PROGRESS' });
const finished = makeMatch(1, [{ team: 'Falcons', score: 3, result: 'WIN' }, { team: 'Wolves', score: 1, result: 'LOSS' }], { status: 'FINISHED', round: 1 });
const playing = makeMatch(2, [{ team: 'Titans' }, { team: 'Bears' }], { status: 'IN_PROGRESS', round: 2, starteDate: '2026-02-16T18:00:00.000Z' });
const next = makeMatch(3, [{ team: 'Falcons' }, { team: 'Titans' }], { round: 3, starteDate: '2099-02-17T18:00:00.000Z' });

function open(path: string, api: Record<string, Reply>) {
  stubApi({ [`GET /tournaments/${id}`]: { body: running }, ...api });
  return renderRoute(path, { routes: [{ path: '/overlay/tournaments/:id', element: <OverlayTournamentPage /> }] });
}

describe('the stream overlay', () => {
  it('shows the match being played by default, in large type, and its score as the server sends it', async () => {
    open(`/overlay/tournaments/${id}`, { [`GET /matches/tournament/${id}`]: { body: [finished, next, playing] } });
    const board = await screen.findByRole('region', { name: 'Titans against Bears' });
    expect(board).toHaveAttribute('data-live', 'true');
    expect(within(board).getByText('Round 2')).toBeInTheDocument();
    expect(within(board).getByText('Live')).toBeInTheDocument();
    expect(within(board).getByText('vs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: running.name })).toBeInTheDocument();

    socket.serverSends('match:updated', {
      tournamentId: id,
      match: { ...playing, results: playing.results.map((r, i) => ({ ...r, score: i === 0 ? 13 : 11 })) },
    });
    expect(await within(board).findByText('Score: 13 to 11')).toBeInTheDocument();
  });

  it('names the next match, with its time, when none is being played', async () => {
    open(`/overlay/tournaments/${id}`, { [`GET /matches/tournament/${id}`]: { body: [finished, next] } });
    const board = await screen.findByRole('region', { name: 'Falcons against Titans' });
    expect(board).not.toHaveAttribute('data-live');
    expect(within(board).getByText(/^Next · /)).toHaveTextContent('2099');
  });

  it('shows the match ?match= names, and says so when the tournament has no such match', async () => {
    open(`/overlay/tournaments/${id}?match=${finished.id}`, { [`GET /matches/tournament/${id}`]: { body: [finished, playing] } });
    const board = await screen.findByRole('region', { name: 'Falcons against Wolves' });
    expect(within(board).getByText('Final')).toBeInTheDocument();
    expect(within(board).getByText('Score: 3 to 1')).toBeInTheDocument();
  });

  it('says a match it cannot find is not part of the tournament', async () => {
    open(`/overlay/tournaments/${id}?match=${fixtureId(999)}`, { [`GET /matches/tournament/${id}`]: { body: [finished] } });
    expect(await screen.findByRole('heading', { name: 'Match not found' })).toBeInTheDocument();
  });

  it('says when there is no match to show yet', async () => {
    open(`/overlay/tournaments/${id}`, { [`GET /matches/tournament/${id}`]: { body: [finished] } });
    expect(await screen.findByRole('heading', { name: 'No match right now' })).toBeInTheDocument();
  });

  it('shows the standings with ?show=standings', async () => {
    open(`/overlay/tournaments/${id}?show=standings`, { [`GET /tournaments/${id}/ranking`]: { body: [makeRankingRow(1, 'Falcons')] } });
    expect(await screen.findByRole('table', { name: 'League table' })).toHaveTextContent('Falcons');
  });

  it('shows a Swiss’s table with its tiebreakers with ?show=standings, only the top rows', async () => {
    const swiss = makeTournament({ status: 'IN_PROGRESS', tournamentFormat: 'SWISS' });
    swiss.competition = { ...swiss.competition, swissTiebreakers: ['BUCHHOLZ'] };
    const rows = Array.from({ length: 12 }, (_, i) => makeRankingRow(i + 1, `Team ${i + 1}`, { teamRegistrationId: fixtureId(1100 + i), buchholz: 12 - i }));
    open(`/overlay/tournaments/${id}?show=standings`, { [`GET /tournaments/${id}`]: { body: swiss }, [`GET /tournaments/${id}/ranking`]: { body: rows } });
    const table = await screen.findByRole('table', { name: 'Swiss standings' });
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Bu (Buchholz)');
    const shown = within(table).getAllByRole('row').slice(1);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toHaveTextContent('Team 1');
    expect(within(table).queryByText('Team 11')).not.toBeInTheDocument();
  });

  it('shows a free-for-all’s leaderboard with ?show=standings', async () => {
    const ffa = makeTournament({ status: 'IN_PROGRESS', tournamentFormat: 'FREE_FOR_ALL' });
    open(`/overlay/tournaments/${id}?show=standings`, {
      [`GET /tournaments/${id}`]: { body: ffa },
      [`GET /tournaments/${id}/ranking`]: { body: [makeRankingRow(1, 'Wolves', { totalPoints: 16, ffa: { lobby: 'A', finalist: false, lobbyPoints: 16, bestGame: 16, kills: 4 } })] },
    });
    const board = await screen.findByRole('table', { name: 'Leaderboard' });
    const first = within(board).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('WolvesLobby A');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '16', '3', '16', '4']);
  });

  it('shows a free-for-all’s lobby game being played, its entrants by place with eliminations and points, instead of a scoreboard', async () => {
    const ffa = makeTournament({ status: 'IN_PROGRESS', tournamentFormat: 'FREE_FOR_ALL' });
    const entrants = [{ team: 'Owls' }, { team: 'Wolves' }, { team: 'Hawks' }];
    const done = makeMatch(1, entrants, { stage: 'LOBBY', group: 'A', round: 1, status: 'FINISHED' });
    const live = makeMatch(2, entrants, { stage: 'LOBBY', group: 'A', round: 2, status: 'SCHEDULED', starteDate: '2026-02-16T18:00:00.000Z' });
    live.results = live.results.map((r, i) => ({ ...r, place: [2, 1, null][i]!, kills: [1, 5, null][i]!, score: [9, 20, null][i]! }));
    const later = makeMatch(3, entrants, { stage: 'LOBBY', group: 'A', round: 3, starteDate: '2099-02-17T18:00:00.000Z' });
    open(`/overlay/tournaments/${id}`, { [`GET /tournaments/${id}`]: { body: ffa }, [`GET /matches/tournament/${id}`]: { body: [done, later, live] } });
    // Scheduled and past its start while the tournament runs: live, as a bracket match would be.
    const board = await screen.findByRole('region', { name: 'Lobby A · Game 2' });
    expect(board).toHaveAttribute('data-live', 'true');
    expect(within(board).getByText('Live')).toBeInTheDocument();
    expect(within(board).queryByText('vs')).not.toBeInTheDocument();
    const [, first, second, third] = within(board).getAllByRole('row');
    expect(first).toHaveTextContent('1Wolves520');
    expect(second).toHaveTextContent('2Owls19');
    expect(third).toHaveTextContent('–Hawks–0');
  });

  it('names a free-for-all’s next lobby game when none is being played', async () => {
    const ffa = makeTournament({ status: 'IN_PROGRESS', tournamentFormat: 'FREE_FOR_ALL' });
    const next = makeMatch(3, [{ team: 'Owls' }, { team: 'Wolves' }], { stage: 'FINAL', round: 1, starteDate: '2099-02-17T18:00:00.000Z' });
    open(`/overlay/tournaments/${id}`, { [`GET /tournaments/${id}`]: { body: ffa }, [`GET /matches/tournament/${id}`]: { body: [next] } });
    const board = await screen.findByRole('region', { name: 'Final · Game 1' });
    expect(board).not.toHaveAttribute('data-live');
    expect(within(board).getByText(/^Next · /)).toHaveTextContent('2099');
  });
});
