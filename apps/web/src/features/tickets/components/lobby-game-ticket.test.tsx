import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMatch } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { LobbyGameTicket } from './lobby-game-ticket.tsx';

afterEach(() => vi.restoreAllMocks());

const ticketMatch = (status: 'SCHEDULED' | 'FINISHED') => {
  const m = makeMatch(1, [{ team: 'Owls' }, { team: 'Wolves' }, { team: 'Hawks' }], { stage: 'LOBBY', group: 'A', round: 2, status });
  if (status === 'FINISHED') m.results = m.results.map((r, i) => ({ ...r, place: 3 - i, kills: i, score: 5 + i }));
  return { ...m, home: 'Owls', away: 'Wolves', roomCode: null, region: null };
};

describe('LobbyGameTicket', () => {
  it('names the lobby and game and the entrant count, not two of its sides', async () => {
    stubApi({});
    const m = ticketMatch('SCHEDULED');
    renderRoute('/', { routes: [{ path: '/', element: <ul><LobbyGameTicket match={m} teamId={m.results[1]!.teamId!} captainTeamId={null} tournamentStatus="IN_PROGRESS" /></ul> }] });
    const card = await screen.findByRole('listitem', { name: 'Lobby A · Game 2' });
    expect(card).toHaveTextContent('3 entrants');
    expect(card).not.toHaveTextContent('vs');
    expect(card).not.toHaveTextContent('Your place');
  });

  it('gives the team’s own place, eliminations and points once entered', async () => {
    stubApi({});
    const m = ticketMatch('FINISHED');
    renderRoute('/', { routes: [{ path: '/', element: <ul><LobbyGameTicket match={m} teamId={m.results[1]!.teamId!} captainTeamId={null} tournamentStatus="IN_PROGRESS" /></ul> }] });
    expect(await screen.findByText('Your place: 2 of 3 · 1 eliminations · 6 pts')).toBeInTheDocument();
  });

  it('lets the team’s captain report the placements, for the organizer to confirm', async () => {
    const m = ticketMatch('SCHEDULED');
    const own = m.results[1]!.teamId!;
    const api = stubApi({ [`POST /matches/${m.id}/reports`]: { status: 201, body: {} } });
    const view = renderRoute('/', { routes: [{ path: '/', element: <ul><LobbyGameTicket match={m} teamId={own} captainTeamId={own} tournamentStatus="IN_PROGRESS" /></ul> }] });
    await view.user.click(await screen.findByRole('button', { name: 'Report result' }));
    const dialog = await screen.findByRole('dialog');
    for (const [team, place] of [['Owls', '3'], ['Wolves', '1'], ['Hawks', '2']] as const) await view.user.type(within(dialog).getByLabelText(`Place of ${team}`), place);
    await view.user.type(within(dialog).getByLabelText('Eliminations of Wolves'), '4');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.requestsTo(`POST /matches/${m.id}/reports`)).toHaveLength(1));
    expect(api.requestsTo(`POST /matches/${m.id}/reports`)[0]!.body).toEqual({
      placements: [
        { teamRegistrationId: m.results[0]!.teamRegistrationId, place: 3, kills: 0 },
        { teamRegistrationId: m.results[1]!.teamRegistrationId, place: 1, kills: 4 },
        { teamRegistrationId: m.results[2]!.teamRegistrationId, place: 2, kills: 0 },
      ],
    });
  });

  it('offers no report to someone who is not the captain, nor after the game', async () => {
    stubApi({});
    const m = ticketMatch('SCHEDULED');
    const own = m.results[1]!.teamId!;
    renderRoute('/', { routes: [{ path: '/', element: <ul><LobbyGameTicket match={m} teamId={own} captainTeamId={null} tournamentStatus="IN_PROGRESS" /></ul> }] });
    expect(await screen.findByRole('listitem', { name: 'Lobby A · Game 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report result' })).not.toBeInTheDocument();
  });
});
