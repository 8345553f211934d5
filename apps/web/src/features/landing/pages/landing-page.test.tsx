import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCatalogueGame, makeTournamentPage } from '@/test/landing-dashboard-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { apiError, stubApi } from '@/test/stub-api.ts';
import '@/test/shell-render.tsx';
import LandingPage from './landing-page.tsx';

/** The page as the lean entry renders it: no router, no query client. */
const renderPage = () => render(<LandingPage />);

function stubLanding(user: ReturnType<typeof makeUser> | null = null) {
  return stubApi({
    'GET /auth/me': user ? { body: { user } } : apiError(401, 'Not signed in', 'UNAUTHORIZED'),
    'GET /games/all': { body: Array.from({ length: 43 }, () => makeCatalogueGame()) },
    'GET /tournaments': (req) =>
      new Response(
        JSON.stringify(makeTournamentPage([], { total: req.query.get('status') === 'IN_PROGRESS' ? 4 : 11 })),
        { headers: { 'content-type': 'application/json' } },
      ),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('LandingPage', () => {
  it('has the spec sections under their anchors, in order', () => {
    stubLanding();
    const { container } = renderPage();
    const ids = [...container.querySelectorAll('main section[id]')].map((s) => s.id);
    expect(ids).toEqual(['home', 'how-it-works', 'features', 'tournaments', 'faq']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Compete in any game.');
    for (const name of ['Tournaments for the games you already play', 'Made for organizers and players', 'Clutch works in your phone’s browser']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('invites a visitor to sign up and shows the real catalogue and tournament numbers', async () => {
    const api = stubLanding();
    renderPage();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/app/auth/register');
    expect(screen.getByRole('link', { name: 'See live tournaments' })).toHaveAttribute('href', '/#tournaments');

    expect(await screen.findByText('40+')).toBeInTheDocument();
    expect(screen.getByText('games').parentElement).toHaveTextContent('40+');
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
    expect(screen.queryByText(/2000/)).not.toBeInTheDocument();
    expect(api.requestsTo('GET /games/all')).toHaveLength(1);
  });

  it('takes a signed-in user to the dashboard', async () => {
    const api = stubLanding(makeUser());
    renderPage();
    const hero = screen.getByRole('region', { name: /Compete in any game/ });
    expect(await within(hero).findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/');
    expect(screen.queryByRole('link', { name: 'Create your account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /auth/me')).toHaveLength(1);
    expect(api.requestsTo('GET /auth/me')[0]!.headers.get('x-client-type')).toBe('web');
  });

  it('offers Login to a visitor the server does not know', async () => {
    const api = stubLanding(null);
    renderPage();
    await vi.waitFor(() => expect(api.requestsTo('GET /auth/me')).toHaveLength(1));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/auth/login');
    expect(screen.getByRole('link', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('links the footer to the sections and the legal pages', () => {
    stubLanding();
    renderPage();
    const footer = screen.getByRole('contentinfo');
    const sections = within(footer).getByRole('navigation', { name: 'Footer sections' });
    expect(within(sections).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/#home',
      '/#how-it-works',
      '/#features',
      '/#tournaments',
      '/#faq',
    ]);
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal#terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal#privacy');
  });

  it('links no app store, since there is no store app', () => {
    stubLanding();
    renderPage();
    const block = screen.getByRole('region', { name: 'Clutch works in your phone’s browser' });
    expect(within(block).queryAllByRole('link')).toHaveLength(0);
    expect(block).toHaveTextContent('Add to Home Screen');
  });
});
