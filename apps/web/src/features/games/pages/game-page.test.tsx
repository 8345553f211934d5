import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeGame, makeTournament } from '@/test/discovery-fixtures.ts';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import GamePage from './game-page.tsx';

afterEach(() => vi.restoreAllMocks());

const game = makeGame();
const routes = [{ path: '/app/games/:gameId', element: <GamePage /> }];

describe('Game detail', () => {
  it('shows the overview and the way back', async () => {
    stubApi({ [`GET /games/${game.id}`]: { body: game }, [`GET /tournaments/game/${game.id}`]: { body: [] } });
    renderRoute(`/app/games/${game.id}`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Valorant' })).toBeInTheDocument();
    expect(screen.getByText('A 5v5 character-based tactical shooter.')).toBeInTheDocument();
    expect(screen.getByText('4.4')).toBeInTheDocument();
    expect(screen.getByText('2020')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/app/games');
  });

  it("lists the game's real tournaments, each opening its page", async () => {
    const t = makeTournament({ status: 'IN_PROGRESS' });
    const api = stubApi({ [`GET /games/${game.id}`]: { body: game }, [`GET /tournaments/game/${game.id}`]: { body: [t] } });
    const { user } = renderRoute(`/app/games/${game.id}`, { routes });
    await user.click(await screen.findByRole('tab', { name: 'Tournaments' }));
    const link = await screen.findByRole('link', { name: /Lisbon Valorant Open/ });
    expect(link).toHaveAttribute('href', `/app/tournaments/${t.id}`);
    expect(link).toHaveTextContent('IN PROGRESS');
    expect(api.requestsTo(`GET /tournaments/game/${game.id}`)).toHaveLength(1);
  });

  it('says so when the game has no tournaments', async () => {
    stubApi({ [`GET /games/${game.id}`]: { body: game }, [`GET /tournaments/game/${game.id}`]: { body: [] } });
    const { user } = renderRoute(`/app/games/${game.id}`, { routes });
    await user.click(await screen.findByRole('tab', { name: 'Tournaments' }));
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
  });

  it('shows the cover and the tournaments’ photos in the gallery', async () => {
    const t = makeTournament({ urlPhotos: ['/uploads/a.webp', '/uploads/b.webp'] });
    stubApi({ [`GET /games/${game.id}`]: { body: game }, [`GET /tournaments/game/${game.id}`]: { body: [t] } });
    const { user } = renderRoute(`/app/games/${game.id}`, { routes });
    await user.click(await screen.findByRole('tab', { name: 'Gallery' }));
    const photos = await screen.findAllByRole('img', { name: /Valorant, photo/ });
    expect(photos.map((p) => p.getAttribute('src'))).toEqual([game.background_image, '/uploads/a.webp', '/uploads/b.webp']);
  });

  it('links the website safely in Details', async () => {
    stubApi({ [`GET /games/${game.id}`]: { body: game }, [`GET /tournaments/game/${game.id}`]: { body: [] } });
    const { user } = renderRoute(`/app/games/${game.id}`, { routes });
    await user.click(await screen.findByRole('tab', { name: 'Details' }));
    expect(screen.getByText('Riot Games')).toBeInTheDocument();
    const site = screen.getByRole('link', { name: /playvalorant\.com/ });
    expect(site).toHaveAttribute('href', 'https://playvalorant.com');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(site).toHaveAttribute('target', '_blank');
  });

  it("says 'Game not found' on a 404", async () => {
    stubApi({ 'GET /games/nope': apiError(404, 'Game not found') });
    renderRoute('/app/games/nope', { routes });
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toBeInTheDocument();
    expect(fixtureId(1)).toBeTruthy();
  });
});

describe('Game detail in Portuguese', () => {
  it('shows the overview with the rating and the popularity in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    stubApi({ [`GET /games/${game.id}`]: { body: game }, [`GET /tournaments/game/${game.id}`]: { body: [] } });
    const { user } = renderRoute(`/app/games/${game.id}`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Valorant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os jogos' })).toHaveAttribute('href', '/app/games');
    expect(screen.getByRole('tab', { name: 'Visão geral' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Avaliação').nextElementSibling).toHaveTextContent('4,4 / 5');
    expect(screen.getByText('Popularidade').nextElementSibling).toHaveTextContent('Muito alta');
    expect(screen.getByText('3 torneios')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Torneios' }));
    expect(await screen.findByRole('heading', { name: 'Nenhum torneio ainda' })).toBeInTheDocument();
  });
});
