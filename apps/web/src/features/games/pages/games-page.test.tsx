import type { Game } from '@clutch/contract/games';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame, fixtureId } from '@/test/discovery-fixtures.ts';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, json, stubApi, type RecordedRequest } from '@/test/stub-api.ts';
import '@/test/shell-render.tsx';
import { GAMES_PER_STEP } from '../components/games-grid.tsx';
import GamesPage from './games-page.tsx';

afterEach(() => vi.restoreAllMocks());

const catalogue: Game[] = [
  makeGame(),
  makeGame({ id: fixtureId(101), slug: 'lol', name: 'League of Legends', genres: ['MOBA'], popularity: 'Very High', tournamentsCount: 1 }),
  makeGame({ id: fixtureId(102), slug: 'rl', name: 'Rocket League', genres: ['Sports'], popularity: 'High', platforms: [{ platform: { name: 'PS5' } }] }),
];

/** The server's filtering, as far as these tests need it: any value of a filter matches. */
function serveCatalogue(req: RecordedRequest) {
  const list = (k: string) => req.query.get(k)?.split(',') ?? [];
  const search = req.query.get('search')?.toLowerCase() ?? '';
  const genres = list('genre');
  const platforms = list('platform');
  return json(
    catalogue.filter(
      (g) =>
        g.name.toLowerCase().includes(search) &&
        (!genres.length || g.genres.some((x) => genres.includes(x))) &&
        (!platforms.length || g.platforms.some((p) => platforms.includes(p.platform.name))),
    ),
  );
}

const routes = [{ path: '/app/games', element: <GamesPage /> }];

describe('Browse Games', () => {
  it('lists the games with their count, each linking to its page', async () => {
    stubApi({ 'GET /games/all': serveCatalogue });
    renderRoute('/app/games', { routes });
    expect(await screen.findByText('3 games found')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Rocket League' });
    expect(card).toHaveAttribute('href', `/app/games/${fixtureId(102)}`);
    expect(screen.getByText('1 tournament')).toBeInTheDocument();
  });

  it('applies filters read from a shared URL on the server', async () => {
    const api = stubApi({ 'GET /games/all': serveCatalogue });
    renderRoute('/app/games?genre=MOBA,FPS&platform=PC', { routes });
    expect(await screen.findByText('2 games found')).toBeInTheDocument();
    const [req] = api.requestsTo('GET /games/all');
    expect(req!.query.get('genre')).toBe('FPS,MOBA');
    expect(req!.query.get('platform')).toBe('PC');
    expect(screen.getByRole('button', { name: 'Genre, 2 selected' })).toBeInTheDocument();
  });

  it('puts a ticked filter in the URL and asks the server again', async () => {
    const api = stubApi({ 'GET /games/all': serveCatalogue });
    const { user, router } = renderRoute('/app/games', { routes });
    await screen.findByText('3 games found');
    await user.click(screen.getByRole('button', { name: 'Genre' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Sports' }));
    await waitFor(() => expect(router.state.location.search).toBe('?genre=Sports'));
    expect(await screen.findByText('1 game found')).toBeInTheDocument();
    expect(api.requestsTo('GET /games/all').at(-1)!.query.get('genre')).toBe('Sports');
    // The menu stays open for more ticks.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Sports' })).toHaveAttribute('aria-checked', 'true');
  });

  it('searches after typing pauses and keeps the text in the URL', async () => {
    const api = stubApi({ 'GET /games/all': serveCatalogue });
    const { user, router } = renderRoute('/app/games', { routes });
    await screen.findByText('3 games found');
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'rocket');
    await waitFor(() => expect(router.state.location.search).toBe('?search=rocket'));
    expect(await screen.findByText('1 game found')).toBeInTheDocument();
    expect(api.requestsTo('GET /games/all').at(-1)!.query.get('search')).toBe('rocket');
  });

  it("says 'No games found' and Clear Filters brings the whole catalogue back", async () => {
    const api = stubApi({ 'GET /games/all': serveCatalogue });
    const { user, router } = renderRoute('/app/games?search=zzz&platform=Switch', { routes });
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    expect(screen.getByText('0 games found')).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No games found' }).closest('section')!;
    await user.click(within(empty).getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('3 games found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    expect(api.requestsTo('GET /games/all').at(-1)!.query.toString()).toBe('');
  });

  it('shows a skeleton, then an error with a retry', async () => {
    let fail = true;
    stubApi({ 'GET /games/all': (req) => (fail ? json(apiError(500, 'boom').body, 500) : serveCatalogue(req)) });
    const { user } = renderRoute('/app/games', { routes });
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
    expect(await screen.findByText('Could not load games')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 games found')).toBeInTheDocument();
  });
});

describe('a large catalogue', () => {
  it(`draws ${GAMES_PER_STEP} cards at a time and shows more on demand`, async () => {
    const many = Array.from({ length: GAMES_PER_STEP + 5 }, (_, i) => makeGame({ id: fixtureId(2000 + i), slug: `g${i}`, name: `Game ${i}` }));
    stubApi({ 'GET /games/all': { body: many } });
    const { user } = renderRoute('/app/games', { routes });
    expect(await screen.findByText(`${many.length} games found`)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Games' })).getAllByRole('heading')).toHaveLength(GAMES_PER_STEP);
    await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(within(screen.getByRole('list', { name: 'Games' })).getAllByRole('heading')).toHaveLength(many.length);
  });
});

describe('Browse Games in Portuguese', () => {
  it('counts, filters and names genres in Brazilian Portuguese while the URL keeps the catalogue’s values', async () => {
    await activateLocale('pt-BR');
    stubApi({ 'GET /games/all': serveCatalogue });
    const { user, router } = renderRoute('/app/games', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Explorar jogos' })).toBeInTheDocument();
    expect(await screen.findByText('3 jogos encontrados')).toBeInTheDocument();
    expect(screen.getByText('1 torneio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gênero' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Esportes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?genre=Sports'));
    expect(await screen.findByText('1 jogo encontrado')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Limpar gênero' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Gênero, 1 selecionado' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Jogos' })).getByRole('list', { name: 'Gêneros' })).toHaveTextContent('Esportes');
  });
});
