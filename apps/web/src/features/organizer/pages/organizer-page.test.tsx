import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { landingRoute } from '@/test/render.tsx';
import { apiError, never, stubApi, type Reply } from '@/test/stub-api.ts';
import { myListedTournament, organizer } from '../test/organizer-fixtures.ts';
import OrganizerPage from './organizer-page.tsx';

const routes = [{ path: '/app/organizer', element: <OrganizerPage /> }, landingRoute('/app/organizer/:id'), landingRoute('/app/organizer/new')];

function renderPage(reply: Reply, user = organizer) {
  const api = stubApi({ 'GET /organizer/tournaments': reply });
  return { api, ...renderWithSession('/app/organizer', user, { routes }) };
}

afterEach(() => vi.restoreAllMocks());

describe('My tournaments', () => {
  it('lists my tournaments with status, start in their zone, accepted and pending counts', async () => {
    renderPage({
      body: [
        myListedTournament({
          id: fixtureId(201),
          name: 'Lisbon Valorant Open',
          status: 'OPEN_FOR_REGISTRATION',
          timeZone: 'Europe/Lisbon',
          tournamentStartDate: '2026-07-15T19:00:00.000Z',
          maxTeams: 16,
          registrationCounts: { ACCEPTED: 5, PENDING: 3, REJECTED: 1, CANCELLED: 0 },
        }),
        myListedTournament({ id: fixtureId(202), name: 'Winter Draft Cup', status: 'DRAFT' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'My tournaments' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('OPEN FOR REGISTRATION');
    expect(cards[0]).toHaveTextContent('Jul 15, 2026, 8:00 PM GMT+1');
    expect(cards[0]).toHaveTextContent('5/16 accepted');
    expect(cards[0]).toHaveTextContent('3 pending');
    expect(cards[1]).toHaveTextContent('DRAFT');
    expect(within(cards[1]!).getByRole('link', { name: 'Winter Draft Cup' })).toHaveAttribute('href', `/app/organizer/${fixtureId(202)}`);
    expect(screen.getByRole('link', { name: 'Create Tournament' })).toHaveAttribute('href', '/app/organizer/new');
  });

  it('says what to do when I have none', async () => {
    renderPage({ body: [] });
    expect(await screen.findByRole('heading', { name: 'You haven’t organized a tournament yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Tournament' })).toHaveLength(2);
  });

  it('sends an unverified would-be organizer to Settings', async () => {
    renderPage({ body: [] }, makeUser({ userVerified: false }));
    expect(await screen.findByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/app/settings');
    expect(screen.queryByRole('link', { name: 'Create Tournament' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderPage(never);
    expect(screen.getByRole('status', { name: 'Loading your tournaments' })).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    let fail = true;
    const api = stubApi({ 'GET /organizer/tournaments': () => (fail ? new Response(JSON.stringify(apiError(500, 'x').body), { status: 500 }) : new Response('[]')) });
    const { user } = renderWithSession('/app/organizer', organizer, { routes });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your tournaments');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You haven’t organized a tournament yet' })).toBeInTheDocument();
    expect(api.requestsTo('GET /organizer/tournaments')).toHaveLength(2);
  });
});

describe('My tournaments in Portuguese', () => {
  it('speaks Brazilian Portuguese: the heading, each card’s start, counts and the create button', async () => {
    await activateLocale('pt-BR');
    renderPage({
      body: [
        myListedTournament({
          id: fixtureId(201),
          name: 'Lisbon Valorant Open',
          status: 'OPEN_FOR_REGISTRATION',
          timeZone: 'Europe/Lisbon',
          tournamentStartDate: '2026-07-15T19:00:00.000Z',
          maxTeams: 16,
          registrationCounts: { ACCEPTED: 1, PENDING: 3, REJECTED: 1, CANCELLED: 0 },
        }),
        myListedTournament({ id: fixtureId(202), name: 'Winter Draft Cup', status: 'DRAFT', maxTeams: 8 }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus torneios' })).toBeInTheDocument();
    const [open, draft] = within(await screen.findByRole('list', { name: 'Meus torneios' })).getAllByRole('listitem');
    expect(open).toHaveTextContent('Começa em 15 de jul. de 2026, 20:00 GMT+1');
    expect(open).toHaveTextContent('1/16 aceita');
    expect(open).toHaveTextContent('3 pendentes');
    expect(draft).toHaveTextContent('0/8 aceitas');
    expect(draft).toHaveTextContent('0 pendentes');
    expect(screen.getByRole('link', { name: 'Criar torneio' })).toHaveAttribute('href', '/app/organizer/new');
  });
});
