import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCatalogueGame } from '@/test/landing-dashboard-fixtures.ts';
import { renderLanding } from '@/test/landing-render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import { PartnerGamesStrip } from './partner-games-strip.tsx';


function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const animation = { pause: vi.fn(), play: vi.fn(), cancel: vi.fn() };
const animate = vi.fn(() => animation);

beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
});

const catalogue = [
  ...Array.from({ length: 14 }, (_, i) => makeCatalogueGame({ name: `Medium ${String(i).padStart(2, '0')}`, popularity: 'Medium' })),
  makeCatalogueGame({ name: 'Counter-Strike 2', popularity: 'Very High', tournamentsCount: 12 }),
  makeCatalogueGame({ name: 'Valorant', popularity: 'Very High', tournamentsCount: 8 }),
];

describe('PartnerGamesStrip', () => {
  it('shows the twelve most popular games of the catalogue, read once', async () => {
    prefersReducedMotion(false);
    stubApi({ 'GET /games/all': { body: catalogue } });
    renderLanding(<PartnerGamesStrip />);
    const strip = await screen.findByRole('region', { name: 'Tournaments for the games you already play' });
    const readable = await within(strip).findAllByRole('listitem');
    expect(readable).toHaveLength(12);
    expect(readable.slice(0, 2).map((li) => li.textContent)).toEqual(['Counter-Strike 2', 'Valorant']);
    expect(readable[0]!.querySelector('img')).toHaveAttribute('src', catalogue[14]!.background_image);
  });

  it('scrolls at 50 px/s and pauses under the pointer', async () => {
    prefersReducedMotion(false);
    stubApi({ 'GET /games/all': { body: catalogue } });
    const { user } = renderLanding(<PartnerGamesStrip />);
    const track = await screen.findByTestId('partner-games');
    expect(animate).toHaveBeenCalledWith(
      [{ transform: 'translateX(0)' }, { transform: 'translateX(-600px)' }],
      expect.objectContaining({ duration: 12_000, iterations: Infinity, easing: 'linear' }),
    );
    await user.hover(track);
    expect(animation.pause).toHaveBeenCalled();
    await user.unhover(track);
    expect(animation.play).toHaveBeenCalled();
  });

  it('stands still, in one copy, for reduced motion', async () => {
    prefersReducedMotion(true);
    stubApi({ 'GET /games/all': { body: catalogue } });
    renderLanding(<PartnerGamesStrip />);
    const strip = await screen.findByTestId('partner-games');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(12);
    expect(strip.querySelectorAll('li')).toHaveLength(12);
    expect(animate).not.toHaveBeenCalled();
  });

  it('is left out when the catalogue cannot be loaded', async () => {
    prefersReducedMotion(false);
    const api = stubApi({ 'GET /games/all': apiError(500, 'boom') });
    renderLanding(<PartnerGamesStrip />);
    await vi.waitFor(() => expect(api.requestsTo('GET /games/all')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /games you already play/ })).not.toBeInTheDocument());
  });
});

describe('PartnerGamesStrip answers', () => {
  it('is left out when the catalogue answer is not a list of games', async () => {
    prefersReducedMotion(false);
    const api = stubApi({ 'GET /games/all': { body: { items: [] } } });
    renderLanding(<PartnerGamesStrip />);
    await vi.waitFor(() => expect(api.requestsTo('GET /games/all')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /games you already play/ })).not.toBeInTheDocument());
  });
});
