import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLanding, stayOnPage } from '@/test/landing-render.tsx';
import '@/test/shell-render.tsx';
import { LandingHeader } from './landing-header.tsx';

const renderHeader = (signedIn: boolean) => renderLanding(<LandingHeader signedIn={signedIn} />);

const header = () => screen.getByRole('banner');

afterEach(() => vi.restoreAllMocks());

describe('LandingHeader', () => {
  it('links the logo home, the sections, the organizer area and login, and says the language', () => {
    renderHeader(false);
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
    expect(within(header()).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it('offers the dashboard instead of Login when signed in', () => {
    renderHeader(true);
    expect(within(header()).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/');
    expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('LandingHeader mobile menu', () => {
  it('slides in with the section links and the actions, and Escape closes it back onto the button', async () => {
    const { user } = renderHeader(false);
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
    const { user } = renderHeader(false);
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
    const { user } = renderHeader(false);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(assign).toHaveBeenCalledWith('/#faq');
  });

  it('closes when it goes to another page (a full page load into /app)', async () => {
    const restore = stayOnPage();
    const { user } = renderHeader(false);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const login = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/app/auth/login');
    await user.click(login);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    restore();
  });

  it('offers the dashboard in the menu when signed in', async () => {
    const { user } = renderHeader(true);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/');
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
