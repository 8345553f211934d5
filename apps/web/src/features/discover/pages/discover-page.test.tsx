import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, never, stubApi } from '@/test/stub-api.ts';
import DiscoverPage from './discover-page.tsx';

const routes = [{ path: '/app/discover', element: <DiscoverPage /> }];
const counts = { tournaments: 7, players: 1204, teams: 1, friends: 3, pendingRequests: 2 };
const open = () => renderWithSession('/app/discover', makeUser(), { routes });

afterEach(() => vi.restoreAllMocks());

describe('DiscoverPage', () => {
  it('has the four cards, each with its live count, the pending requests on Friends', async () => {
    stubApi({ 'GET /discover/counts': { body: counts } });
    open();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/app/tournaments', '/app/players', '/app/teams', '/app/friends']);
    await screen.findByText('7 open or live tournaments');
    expect(screen.getByRole('link', { name: /Tournaments/ })).toHaveTextContent('7 open or live tournaments');
    expect(screen.getByRole('link', { name: /Players/ })).toHaveTextContent('1,204 players');
    expect(screen.getByRole('link', { name: /Teams/ })).toHaveTextContent('1 team');
    const friends = screen.getByRole('link', { name: /Friends/ });
    expect(friends).toHaveTextContent('3 friends');
    expect(friends).toHaveTextContent('2 pending requests');
  });

  it('leaves the pending badge out when nothing waits', async () => {
    stubApi({ 'GET /discover/counts': { body: { ...counts, pendingRequests: 0 } } });
    open();
    expect(await screen.findByText('3 friends')).toBeInTheDocument();
    expect(screen.queryByText(/pending request/)).not.toBeInTheDocument();
  });

  it('keeps the cards usable while the counts load or when they fail', async () => {
    stubApi({ 'GET /discover/counts': never });
    const { unmount } = open();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByText(/players$/)).not.toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    stubApi({ 'GET /discover/counts': apiError(500, 'boom') });
    open();
    expect(await screen.findByRole('link', { name: /Players/ })).toHaveTextContent('Look up players and follow them.');
    expect(screen.queryByText(/\d+ players/)).not.toBeInTheDocument();
  });

  it('counts in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    stubApi({ 'GET /discover/counts': { body: counts } });
    open();
    expect(await screen.findByText('7 torneios abertos ou ao vivo')).toBeInTheDocument();
    expect(screen.getByText('2 pedidos pendentes')).toBeInTheDocument();
    expect(screen.getByText('1 equipe')).toBeInTheDocument();
  });
});
