import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { makeTicket } from '@/test/payments-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import TicketsPage from './tickets-page.tsx';

const me = makeUser();
const routes = [{ path: '/app/tickets', element: <TicketsPage /> }];
const key = `GET /tickets/user/${me.id}`;

function renderTickets(reply: Reply) {
  const api = stubApi({ [key]: reply });
  return { api, ...renderWithSession('/app/tickets', me, { routes }) };
}

afterEach(() => vi.restoreAllMocks());

describe('TicketsPage', () => {
  it('lists a card per joined tournament with its photo, name and start date, linking to the ticket by team', async () => {
    const tickets = [makeTicket({ tournamentName: 'Lisbon Masters' }), makeTicket({ tournamentName: 'Night Cup', urlPhoto: null })];
    renderTickets({ body: tickets });
    const link = await screen.findByRole('link', { name: /Lisbon Masters/ });
    expect(link).toHaveAttribute('href', `/app/tickets/${tickets[0]!.teamId}`);
    expect(link.querySelector('img')).toHaveAttribute('src', '/uploads/lisbon.webp');
    expect(link.querySelector('time')).toHaveTextContent(/Mar 1[23], 2026.*(UTC|GMT)/);
    expect(screen.getByRole('link', { name: /Night Cup/ })).toHaveAttribute('href', `/app/tickets/${tickets[1]!.teamId}`);
  });

  it('shows a skeleton while loading', () => {
    renderTickets(never);
    expect(screen.getByRole('status', { name: 'Loading tickets' })).toBeInTheDocument();
  });

  it('says what to do when there are no tickets', async () => {
    renderTickets({ body: [] });
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute('href', '/app/tournaments');
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    const { user, api } = renderTickets(() => (fail ? json(apiError(500, 'boom').body, 500) : json([makeTicket({ tournamentName: 'Retry Cup' })])));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load your tickets');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Retry Cup/ })).toBeInTheDocument();
    expect(api.requestsTo(key)).toHaveLength(2);
  });
});
