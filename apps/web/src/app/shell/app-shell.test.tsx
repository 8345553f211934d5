import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@/features/auth/api/logout.ts';
import { makeUser } from '@/test/fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { mockViewport, renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import AppShell from './app-shell.tsx';

vi.mock('@/features/auth/api/logout.ts', () => ({ logout: vi.fn(() => Promise.resolve()) }));

const routes = [
  {
    element: <AppShell />,
    children: [
      { path: '/app/', element: <p>Dashboard content</p> },
      { path: '/app/settings', element: <p>Settings content</p> },
      landingRoute('/app/tournaments'),
    ],
  },
];

const renderShell = (user = makeUser(), path = '/app/') => renderWithSession(path, user, { routes });
const desktopSidebar = () => screen.getByRole('complementary', { name: 'Navigation' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppShell sidebar', () => {
  it('lists the spec entries in order, with the current page marked', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Tournaments',
      'Browse Games',
      'Players',
      'Tickets',
      'Friends',
      'Billing Payments',
      'Settings',
      'Help Center',
      'Team Invites',
      'My tournaments',
      'Create tournament',
      'Targets',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My tournaments' })).toHaveAttribute('href', '/app/organizer');
    expect(within(nav).getByRole('link', { name: 'Create tournament' })).toHaveAttribute('href', '/app/organizer/new');
    expect(within(nav).getByRole('link', { name: 'Targets' })).toHaveAttribute('href', '/app/targets');
  });

  it('toggles with Ctrl+B and Cmd+B and saves the state in the sidebar:state cookie for 7 days', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const { user } = renderShell();
    expect(desktopSidebar()).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');
    expect(desktopSidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(cookieWrites).toHaveBeenLastCalledWith(expect.stringMatching(/^sidebar:state=false; path=\/; max-age=604800/));

    await user.keyboard('{Meta>}b{/Meta}');
    expect(desktopSidebar()).toHaveAttribute('data-state', 'expanded');
    expect(cookieWrites).toHaveBeenLastCalledWith(expect.stringMatching(/^sidebar:state=true; path=\/; max-age=604800/));
  });

  it('ignores B without a modifier', async () => {
    const { user } = renderShell();
    await user.keyboard('b');
    expect(desktopSidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('toggles from the visible button', async () => {
    const { user } = renderShell();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(desktopSidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar:state=false');
  });

  it('restores the collapsed state from the cookie and names icons with tooltips', async () => {
    document.cookie = 'sidebar:state=false; path=/';
    const { user } = renderShell();
    expect(desktopSidebar()).toHaveAttribute('data-state', 'collapsed');
    await user.hover(screen.getByRole('link', { name: 'Tournaments' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tournaments');
  });

  it('becomes an off-canvas drawer below 768 px that Escape closes', async () => {
    mockViewport(767);
    const { user } = renderShell();
    expect(screen.queryByRole('complementary', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'Settings' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());

    await user.keyboard('{Control>}b{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  });

  it('closes the drawer when a link is followed', async () => {
    mockViewport(375);
    const { user, router } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/app/settings');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
  });

  it('stays a column at 768 px and wider', () => {
    mockViewport(768);
    renderShell();
    expect(desktopSidebar()).toBeInTheDocument();
  });
});

describe('AppShell top bar', () => {
  it('searches tournaments on Enter', async () => {
    const { user, router } = renderShell();
    await user.type(screen.getByPlaceholderText('Search tournaments, teams, players...'), 'valorant cup{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/tournaments');
    expect(router.state.location.search).toBe('?search=valorant+cup');
  });

  it('has the notifications bell with its unread badge and the way to all notifications', async () => {
    stubApi({ 'GET /notifications/unread-count': { body: { count: 3 } }, 'GET /notifications': { body: { items: [], nextCursor: null } } });
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute('href', '/app/notifications');
  });

  it('switches to the light theme and remembers it', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('clutch:theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('offers Profile and Settings in the user menu', async () => {
    const { user } = renderShell(makeUser({ nickName: 'ace' }));
    await user.click(screen.getByRole('button', { name: 'Account menu, ace' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/app/me');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it('asks before signing out; Cancel keeps the session', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Account menu, ace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign Out' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to sign out of your account? You will need to log in again to continue.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm Logout' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
  });

  it('signs out on Confirm Logout', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Account menu, ace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('AppShell verification banner', () => {
  const bannerText = 'Your account is not verified. Please verify it in settings.';

  it('shows for an unverified user with a link to settings', () => {
    renderShell(makeUser({ userVerified: false }));
    const banner = screen.getByRole('region', { name: 'Account verification' });
    expect(banner).toHaveTextContent(bannerText);
    expect(within(banner).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it('is absent for a verified user', () => {
    renderShell(makeUser({ userVerified: true }));
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });
});
