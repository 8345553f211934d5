import type { SearchResults } from '@clutch/contract/search';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTimers } from '@/test/fake-timers.ts';
import { landingRoute, renderRoute } from '@/test/render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import '@/test/shell-render.tsx';
import { SearchBox } from './search-box.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const results: SearchResults = {
  tournaments: Array.from({ length: 7 }, (_, i) => ({
    id: id(i + 1),
    name: `Valorant Cup ${i + 1}`,
    status: 'OPEN_FOR_REGISTRATION' as const,
    gameName: 'Valorant',
    photoUrl: null,
  })),
  teams: [{ id: id(20), name: 'Valor Squad', photoUrl: null, tournamentId: id(1) }],
  games: [{ id: id(30), slug: 'valorant', name: 'Valorant', background_image: '/api/v1/games/valorant/cover.svg' }],
  players: [{ id: id(40), nickname: 'valkyrie', photoUrl: null }],
};
const empty: SearchResults = { tournaments: [], teams: [], games: [], players: [] };

const routes = [
  { path: '/app/', element: <SearchBox /> },
  landingRoute('/app/tournaments/:id'),
  landingRoute('/app/games/:gameId'),
  landingRoute('/app/u/:userId'),
  landingRoute('/app/tournaments'),
];

beforeEach(() => installFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(reply: Reply = { body: results }) {
  const api = stubApi({ 'GET /search': reply });
  const view = renderRoute('/app/', { routes, user: { advanceTimers: vi.advanceTimersByTime } });
  const input = screen.getByRole('combobox', { name: 'Search' });
  return { ...view, api, input };
}

/** Lets the debounce run out and the answer arrive. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(300));
  // The stubbed response body is read over a few more turns of the event loop.
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(10));
}
const options = () => screen.getAllByRole('option');
const selected = () => screen.getByRole('option', { selected: true });

describe('SearchBox', () => {
  it('keeps the placeholder and starts closed', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search tournaments, teams, players...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks the server once typing pauses for 250 ms', async () => {
    const { user, input, api } = setup();
    await user.type(input, 'val');
    expect(api.requestsTo('GET /search')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(api.requestsTo('GET /search')).toHaveLength(0);
    await settle();
    expect(api.requestsTo('GET /search')).toHaveLength(1);
    expect(api.requestsTo('GET /search')[0]!.query.get('q')).toBe('val');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('groups tournaments, teams, games and players, at most five each', async () => {
    const { user, input } = setup();
    await user.type(input, 'val');
    await settle();
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Tournaments',
      'Teams',
      'Games',
      'Players',
    ]);
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(5);
    expect(within(groups[0]!).queryByText('Valorant Cup 6')).not.toBeInTheDocument();
    expect(options()).toHaveLength(8);
  });

  it('hides empty groups', async () => {
    const { user, input } = setup({ body: { ...empty, players: results.players } });
    await user.type(input, 'valk');
    await settle();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveAccessibleName(/valkyrie/);
  });

  it("says 'No results' when every group is empty", async () => {
    const { user, input } = setup({ body: empty });
    await user.type(input, 'zzz');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says it is searching while the answer is on its way', async () => {
    const { user, input } = setup(never);
    await user.type(input, 'val');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('says when search failed and retries', async () => {
    let fail = true;
    const { user, input, api } = setup(() => (fail ? json(apiError(500, 'boom').body, 500) : json(results)));
    await user.type(input, 'val');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Search isn’t answering right now.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(api.requestsTo('GET /search')).toHaveLength(2);
    expect(options()).toHaveLength(8);
    expect(input).toHaveFocus();
  });

  it('moves through the results with the arrow keys, wrapping around, and opens one with Enter', async () => {
    const { user, input, router } = setup();
    await user.type(input, 'val');
    await settle();
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Valorant Cup 1');
    expect(input).toHaveAttribute('aria-activedescendant', selected().id);

    await user.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('valkyrie');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Valorant Cup 1');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(selected()).toHaveTextContent('Valor Squad');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/tournaments/:id');
    expect(router.state.location.pathname).toBe(`/app/tournaments/${id(1)}`);
  });

  it('opens a game and a player from their results', async () => {
    const { user, input, router } = setup();
    await user.type(input, 'val');
    await settle();
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe(`/app/games/${id(30)}`);
  });

  it('opens a result clicked with the mouse', async () => {
    const { user, input, router } = setup();
    await user.type(input, 'val');
    await settle();
    await user.hover(screen.getByRole('option', { name: /valkyrie/ }));
    expect(selected()).toHaveTextContent('valkyrie');
    await user.click(screen.getByRole('option', { name: /valkyrie/ }));
    expect(router.state.location.pathname).toBe(`/app/u/${id(40)}`);
  });

  it('closes on Escape and keeps the text; the arrow key opens it again', async () => {
    const { user, input } = setup();
    await user.type(input, 'val');
    await settle();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('val');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(8);
  });

  it('closes when focus leaves', async () => {
    const { user, input } = setup();
    await user.type(input, 'val');
    await settle();
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the filtered tournament list on Enter with no result chosen', async () => {
    const { user, input, router } = setup(never);
    await user.type(input, 'valorant cup{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/tournaments');
    expect(router.state.location.search).toBe('?search=valorant+cup');
  });
});
