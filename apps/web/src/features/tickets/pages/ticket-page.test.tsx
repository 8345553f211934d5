import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { makeTicketDetail, makeTicketMatch, ticketIds } from '@/test/payments-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import TicketPage from './ticket-page.tsx';

const routes = [{ path: '/app/tickets/:id', element: <TicketPage /> }];
const key = `GET /tickets/team/${ticketIds.team}`;

function renderTicket(reply: Reply) {
  const api = stubApi({ [key]: reply });
  return { api, ...renderWithSession(`/app/tickets/${ticketIds.team}`, makeUser({ id: ticketIds.captain, nickName: 'nova' }), { routes }) };
}

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => writeText.mockReset().mockResolvedValue(undefined));
/** user-event installs its own clipboard at setup; ours goes on after it. */
const stubClipboard = (write: (text: string) => Promise<void> = writeText) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
afterEach(() => vi.restoreAllMocks());

describe('TicketPage', () => {
  it("says 'Loading ticket details...' while loading", () => {
    renderTicket(never);
    expect(screen.getByRole('status', { name: 'Loading ticket details...' })).toHaveTextContent('Loading ticket details...');
  });

  it("says 'Error loading ticket details' / 'Please try again later' and retries", async () => {
    let fail = true;
    const { user, api } = renderTicket(() => (fail ? json(apiError(403, 'Only members').body, 403) : json(makeTicketDetail())));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading ticket details');
    expect(alert).toHaveTextContent('Please try again later');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon Masters' })).toBeInTheDocument();
    expect(api.requestsTo(key)).toHaveLength(2);
  });

  it('shows the banner with an Open Tournament link and the team header', async () => {
    renderTicket({ body: makeTicketDetail() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon Masters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Tournament' })).toHaveAttribute('href', `/app/tournaments/${ticketIds.tournament}`);
    const team = screen.getByRole('region', { name: 'Night Owls' });
    expect(team).toHaveTextContent('Captain: nova');
    expect(team).toHaveTextContent('Entry paid');
    expect(screen.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/app/tickets');
  });

  it('lists the matches: teams, side, a score only when finished, start time and status badge', async () => {
    const finished = makeTicketMatch({ status: 'FINISHED', scores: [2, 1], round: 1, starteDate: '2026-03-12T19:00:00.000Z' });
    const scheduled = makeTicketMatch({ teamAway: true, rival: 'Blue Sharks', round: 2, starteDate: '2026-03-13T19:00:00.000Z', scores: [1, 0] });
    renderTicket({ body: makeTicketDetail({ matches: [scheduled, finished] }) });
    const list = await screen.findByRole('list', { name: 'Matches' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Night Owls vs Red Foxes');
    expect(within(first!).getByLabelText('Score')).toHaveTextContent('2 - 1');
    expect(first).toHaveTextContent('Home');
    expect(first).toHaveTextContent('Completed');
    expect(first!.querySelector('time')).toHaveTextContent(/2026.*(UTC|GMT)/);
    expect(second).toHaveAccessibleName('Blue Sharks vs Night Owls');
    expect(within(second!).getByLabelText('Score')).toHaveTextContent('-');
    expect(second).toHaveTextContent('Away');
    expect(second).toHaveTextContent('Scheduled');
  });

  it('shows a bye as BYE, with no time to play', async () => {
    const base = makeTicketMatch({ status: 'FINISHED', starteDate: '2026-03-12T19:00:00.000Z' });
    const bye = { ...base, bye: true, away: 'TBD', results: [base.results[0]!, { ...base.results[1]!, teamName: 'TBD', teamRegistrationId: null, teamId: null }] };
    renderTicket({ body: makeTicketDetail({ matches: [bye] }) });
    const [item] = within(await screen.findByRole('list', { name: 'Matches' })).getAllByRole('listitem');
    expect(item).toHaveAccessibleName('Night Owls vs BYE');
    expect(item).toHaveTextContent('Bye: through to the next round without playing');
    expect(item!.querySelector('time')).toBeNull();
  });

  it('says when there are no matches yet', async () => {
    renderTicket({ body: makeTicketDetail() });
    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
  });

  it('lists the captain first with a Captain badge, then members with invite and payment status', async () => {
    const detail = makeTicketDetail();
    detail.teamMembers.reverse();
    const { user } = renderTicket({ body: detail });
    await user.click(await screen.findByRole('tab', { name: 'My Team' }));
    const items = within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual(['nova', 'ghost', 'pixel']);
    expect(items[0]).toHaveTextContent('Captain');
    expect(items[1]).not.toHaveTextContent('Captain');
    expect(items[1]).toHaveTextContent('Invited');
    expect(items[1]).toHaveTextContent('Payment pending');
    expect(items[2]).toHaveTextContent('Joined');
    expect(items[2]).toHaveTextContent('Paid');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/app/u/${ticketIds.captain}`);
  });

  it('shows the next match’s server region and room code and copies the code', async () => {
    const done = makeTicketMatch({ status: 'FINISHED', scores: [1, 0], roomCode: 'OLD-111', region: 'EU West', starteDate: '2026-03-12T19:00:00.000Z' });
    const later = makeTicketMatch({ roomCode: 'LATE-333', region: 'US East', starteDate: '2026-03-14T19:00:00.000Z' });
    const next = makeTicketMatch({ roomCode: 'CLT-7X2K', region: 'EU Central', starteDate: '2026-03-13T19:00:00.000Z' });
    const { user } = renderTicket({ body: makeTicketDetail({ matches: [later, done, next] }) });
    await user.click(await screen.findByRole('tab', { name: 'Match Code' }));
    const panel = screen.getByRole('tabpanel', { name: 'Match Code' });
    expect(within(panel).getByText('Next match')).toBeInTheDocument();
    expect(within(panel).getByText('EU Central')).toBeInTheDocument();
    expect(within(panel).getByText('CLT-7X2K')).toBeInTheDocument();
    expect(within(panel).getByText('How to join')).toBeInTheDocument();
    stubClipboard();
    await user.click(within(panel).getByRole('button', { name: 'Copy room code' }));
    expect(writeText).toHaveBeenCalledWith('CLT-7X2K');
    expect(await screen.findByText('Room code copied')).toBeInTheDocument();
  });

  it('prefers the match being played now and reports a failed copy', async () => {
    const live = makeTicketMatch({ status: 'IN_PROGRESS', roomCode: 'LIVE-42', region: 'EU West', starteDate: '2026-03-13T19:00:00.000Z' });
    const soon = makeTicketMatch({ roomCode: 'SOON-1', region: 'EU West', starteDate: '2026-03-12T19:00:00.000Z' });
    const { user } = renderTicket({ body: makeTicketDetail({ matches: [soon, live] }) });
    await user.click(await screen.findByRole('tab', { name: 'Match Code' }));
    const panel = screen.getByRole('tabpanel', { name: 'Match Code' });
    expect(within(panel).getByText('Current match')).toBeInTheDocument();
    expect(within(panel).getByText('LIVE-42')).toBeInTheDocument();
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    await user.click(within(panel).getByRole('button', { name: 'Copy room code' }));
    expect(await screen.findByText('Couldn’t copy the room code')).toBeInTheDocument();
  });

  it('says when the next match has no room code yet, and when there is no next match', async () => {
    const { user, unmount } = renderTicket({ body: makeTicketDetail({ matches: [makeTicketMatch()] }) });
    await user.click(await screen.findByRole('tab', { name: 'Match Code' }));
    expect(screen.getByRole('heading', { name: 'Room code not out yet' })).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    const again = renderTicket({ body: makeTicketDetail({ matches: [makeTicketMatch({ status: 'FINISHED', scores: [0, 2] })] }) });
    await again.user.click(await screen.findByRole('tab', { name: 'Match Code' }));
    expect(screen.getByRole('heading', { name: 'No upcoming match' })).toBeInTheDocument();
  });
});

describe('TicketPage in Portuguese', () => {
  it('shows the banner, the matches, the team and the room code in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const base = makeTicketMatch({ status: 'FINISHED', scores: [2, 1], starteDate: '2026-03-12T19:00:00.000Z' });
    const free = makeTicketMatch({ status: 'FINISHED', round: 2, starteDate: '2026-03-13T19:00:00.000Z' });
    const bye = { ...free, bye: true, away: 'TBD', results: [free.results[0]!, { ...free.results[1]!, teamName: 'TBD', teamRegistrationId: null, teamId: null }] };
    const next = makeTicketMatch({ round: 3, roomCode: 'CLT-7X2K', starteDate: '2026-03-14T19:00:00.000Z' });
    const { user } = renderTicket({ body: makeTicketDetail({ paymentStatus: 'PENDING', matches: [next, bye, base] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon Masters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute('href', '/app/tickets');
    expect(screen.getByRole('link', { name: 'Abrir torneio' })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Night Owls' });
    expect(team).toHaveTextContent('Capitão: nova');
    expect(team).toHaveTextContent('Taxa de inscrição pendente');

    const [played, skipped, coming] = within(screen.getByRole('list', { name: 'Partidas' })).getAllByRole('listitem');
    expect(played).toHaveAccessibleName('Night Owls vs Red Foxes');
    expect(played).toHaveTextContent('Rodada 1 · Partida 1');
    expect(played).toHaveTextContent('Mandante');
    expect(played).toHaveTextContent('Concluída');
    expect(within(played!).getByLabelText('Placar')).toHaveTextContent('2 - 1');
    expect(skipped).toHaveAccessibleName('Night Owls vs FOLGA');
    expect(skipped).toHaveTextContent('Folga: avança para a próxima rodada sem jogar');
    expect(coming).toHaveTextContent('Agendada');

    await user.click(screen.getByRole('tab', { name: 'Minha equipe' }));
    const members = within(screen.getByRole('list', { name: 'Membros da equipe' })).getAllByRole('listitem');
    expect(members[0]).toHaveTextContent('Capitão');
    expect(members.find((m) => m.textContent?.includes('ghost'))).toHaveTextContent('ConvidadoPagamento pendente');

    await user.click(screen.getByRole('tab', { name: 'Código' }));
    const panel = screen.getByRole('tabpanel', { name: 'Código' });
    expect(within(panel).getByText('Próxima partida')).toBeInTheDocument();
    expect(within(panel).getByText('Região do servidor').nextElementSibling).toHaveTextContent('Qualquer região');
    expect(within(panel).getByRole('button', { name: 'Copiar o código da sala' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Como entrar' })).toBeInTheDocument();
  });
});
