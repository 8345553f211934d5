import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { LandingHeader } from './landing-header.tsx';

const routes = (signedIn: boolean) => [
  { path: '/', element: <LandingHeader signedIn={signedIn} /> },
  landingRoute('/app/auth/login'),
  landingRoute('/app/organizer'),
];

const header = () => screen.getByRole('banner');

afterEach(() => vi.restoreAllMocks());

describe('LandingHeader', () => {
  it('links the logo home, the sections, the organizer area and login, and says the language', () => {
    renderWithSession('/', null, { routes: routes(false) });
    expect(within(header()).getByRole('link', { name: 'Clutch' })).toHaveAttribute('href', '/');
    const nav = within(header()).getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/#home'],
      ['How It Works', '/#how-it-works'],
      ['Features', '/#features'],
      ['Tournaments', '/#tournaments'],
      ['FAQ', '/#faq'],
    ]);
    expect(within(header()).getByRole('link', { name: 'Create Your Tournament' })).toHaveAttribute('href', '/app/organizer');
    expect(within(header()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/auth/login');
    expect(within(header()).getByText('Language: English')).toBeInTheDocument();
  });

  it('offers the dashboard instead of Login when signed in', () => {
    renderWithSession('/', makeUser(), { routes: routes(true) });
    expect(within(header()).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/');
    expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('LandingHeader mobile menu', () => {
  it('slides in with the section links and the actions, and Escape closes it back onto the button', async () => {
    const { user } = renderWithSession('/', null, { routes: routes(false) });
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'How It Works',
      'Features',
      'Tournaments',
      'FAQ',
      'Create Your Tournament',
      'Login',
    ]);
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const { user } = renderWithSession('/', null, { routes: routes(false) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when a section link is followed and goes to the section', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = renderWithSession('/', null, { routes: routes(false) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(assign).toHaveBeenCalledWith('/#faq');
  });

  it('closes when it navigates to another page', async () => {
    const { user, router } = renderWithSession('/', null, { routes: routes(false) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/app/auth/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
