import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeGame } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { fakeId, makePlayer } from '@/test/social-fixtures.ts';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import PlayersPage from './players-page.tsx';

const me = makeUser();
const valorant = makeGame({ id: fakeId(1, 7), name: 'Valorant' });
const routes = [
  { path: '/app/players', element: <PlayersPage /> },
  { path: '/app/u/:userId', element: <p data-testid="profile">profile</p> },
];
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => makePlayer(from + i));

function renderPlayers(list: Reply, { path = '/app/players', viewer = me, replies = {} }: { path?: string; viewer?: typeof me; replies?: Record<string, Reply> } = {}) {
  const api = stubApi({ 'GET /users': list, 'GET /games/all': { body: [valorant] }, ...replies });
  return { api, ...renderWithSession(path, viewer, { routes }) };
}
const lastListQuery = (api: ReturnType<typeof stubApi>) => api.requestsTo('GET /users').at(-1)!.query;

afterEach(() => vi.restoreAllMocks());

describe('PlayersPage', () => {
  it("says 'Loading players...' while the first page loads", () => {
    renderPlayers(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(screen.getByText('Loading players...')).toBeInTheDocument();
  });

  it("says 'Error loading players' and retries", async () => {
    let fail = true;
    const { user, api } = renderPlayers(() => (fail ? json(apiError(500, 'boom').body, 500) : json(page(1, 2))));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading players');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'player1' })).toBeInTheDocument();
    expect(api.requestsTo('GET /users')).toHaveLength(2);
  });

  it("says 'No players found for your search.' and offers to clear the filters", async () => {
    const { user, router } = renderPlayers({ body: [] }, { path: '/app/players?q=zzz&country=BR' });
    expect(await screen.findByRole('heading', { name: 'No players found for your search.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a card per player: nickname to the profile, verified mark, country, followers and Follow', async () => {
    const { api } = renderPlayers({
      body: [
        makePlayer(1, { nickname: 'night_owl', userVerified: true, country: { id: 'BR', name: 'Brazil', urlFlag: null }, followers: 12 }),
        makePlayer(2, { nickname: 'ace', followers: 1, follow: true }),
      ],
    });
    const owl = (await screen.findByRole('link', { name: 'night_owl' })).closest('li')!;
    expect(within(owl).getByRole('link', { name: 'night_owl' })).toHaveAttribute('href', `/app/u/${fakeId(1)}`);
    expect(within(owl).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(owl).getByText('Brazil')).toBeInTheDocument();
    expect(within(owl).getByText('12 followers')).toBeInTheDocument();
    expect(within(owl).getByRole('button', { name: 'Follow night_owl' })).toBeEnabled();
    const ace = screen.getByRole('link', { name: 'ace' }).closest('li')!;
    expect(within(ace).queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    expect(within(ace).getByText('1 follower')).toBeInTheDocument();
    expect(within(ace).getByRole('button', { name: 'Following ace' })).toBeDisabled();
    const query = lastListQuery(api);
    expect(Object.fromEntries(query)).toEqual({ sort: 'followers', limit: '24', offset: '0' });
  });

  it('opens the profile when the card is clicked', async () => {
    const { user, router } = renderPlayers({ body: [makePlayer(1)] });
    await user.click(await screen.findByRole('link', { name: 'player1' }));
    expect(await screen.findByTestId('profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/u/${fakeId(1)}`);
  });

  it('searches on the server by nickname prefix once typing pauses', async () => {
    const { user, api, router } = renderPlayers({ body: page(1, 3) });
    await screen.findByRole('link', { name: 'player1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'nig');
    await waitFor(() => expect(lastListQuery(api).get('q')).toBe('nig'));
    // One request for the whole word, not one per letter.
    expect(api.requestsTo('GET /users').map((r) => r.query.get('q'))).toEqual([null, 'nig']);
    expect(router.state.location.search).toBe('?q=nig');
  });

  it('filters by country and game and sorts, from the URL and the selects', async () => {
    const { user, api } = renderPlayers({ body: page(1, 2) }, { path: `/app/players?country=BR&game=${valorant.id}&sort=newest` });
    await screen.findByRole('link', { name: 'player1' });
    expect(Object.fromEntries(lastListQuery(api))).toEqual({ country: 'BR', gameId: valorant.id, sort: 'newest', limit: '24', offset: '0' });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Brazil');
    expect(await screen.findByRole('combobox', { name: 'Game' })).toHaveTextContent('Valorant');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'A–Z' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('nickname'));
    await user.click(screen.getByRole('combobox', { name: 'Game' }));
    await user.click(await screen.findByRole('option', { name: 'All games' }));
    await waitFor(() => expect(lastListQuery(api).get('gameId')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    // By text: a role query walks all 249 countries' accessible names, slow on a busy machine.
    await user.click(within(await screen.findByRole('listbox')).getByText('Portugal'));
    await waitFor(() => expect(lastListQuery(api).get('country')).toBe('PT'));
  }, 20_000);

  it("loads 24 more with 'Load more' while a full page came back, then stops", async () => {
    const { user, api } = renderPlayers((req) => json(req.query.get('offset') === '0' ? page(1, 24) : page(25, 5)));
    expect(await screen.findAllByRole('button', { name: /^Follow / })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'player29' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Follow / })).toHaveLength(29);
    expect(api.requestsTo('GET /users').map((r) => r.query.get('offset'))).toEqual(['0', '24']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('PlayersPage: Follow', () => {
  it("goes 'Follow' → 'Loading...' → 'Following' (disabled), counts one more follower and says so", async () => {
    let answer: (r: Response) => void = () => {};
    const { user, api } = renderPlayers(
      { body: [makePlayer(1, { nickname: 'night_owl', followers: 4 })] },
      { replies: { [`POST /follows/${fakeId(1)}`]: () => new Promise<Response>((resolve) => (answer = resolve)) } },
    );
    const card = (await screen.findByRole('link', { name: 'night_owl' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Follow night_owl' }));
    expect(within(card).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    answer(json({ id: fakeId(1, 2), followerId: me.id, followeeId: fakeId(1), createdAt: '2025-03-01T00:00:00.000Z' }, 201));
    expect(await screen.findByText('You are now following night_owl')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Following night_owl' })).toBeDisabled();
    expect(within(card).getByText('5 followers')).toBeInTheDocument();
    expect(api.requestsTo(`POST /follows/${fakeId(1)}`)[0]?.body).toEqual({ id: me.id });
    // The list is not reloaded under the pointer: a list sorted by followers would reorder.
    expect(api.requestsTo('GET /users')).toHaveLength(1);
  });

  it("says 'Failed to follow {nickname}' when the server gives no reason, and keeps Follow", async () => {
    renderPlayers({ body: [makePlayer(1, { nickname: 'night_owl' })] }, { replies: { [`POST /follows/${fakeId(1)}`]: apiError(500, 'boom') } });
    const button = await screen.findByRole('button', { name: 'Follow night_owl' });
    await userEvent.click(button);
    expect(await screen.findByText('Failed to follow night_owl')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow night_owl' })).toBeEnabled();
  });

  it('asks an unverified player to verify instead of following', async () => {
    const { user, api } = renderPlayers({ body: [makePlayer(1, { nickname: 'night_owl' })] }, { viewer: makeUser({ userVerified: false }) });
    const button = await screen.findByRole('button', { name: 'Follow night_owl' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('opacity-50');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Account Not Verified' });
    expect(dialog).toHaveTextContent('Your account is not verified. Please verify your account to follow players.');
    expect(within(dialog).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/app/settings');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

describe('PlayersPage in Portuguese', () => {
  it('words the page, the states and the cards in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    renderPlayers({ body: [makePlayer(1, { nickname: 'night_owl', followers: 2, country: { id: 'DE', name: 'Germany', urlFlag: null } })] });
    expect(screen.getByText('Carregando jogadores...')).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'night_owl' })).closest('li')!;
    expect(within(card).getByText('2 seguidores')).toBeInTheDocument();
    expect(within(card).getByText('Alemanha')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Seguir night_owl' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Mais seguidos');
  });

  it("says 'Nenhum jogador encontrado para a sua busca.' for an empty search", async () => {
    await activateLocale('pt-BR');
    renderPlayers({ body: [] });
    expect(await screen.findByRole('heading', { name: 'Nenhum jogador encontrado para a sua busca.' })).toBeInTheDocument();
  });
});
