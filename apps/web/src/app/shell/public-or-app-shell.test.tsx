import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { never, stubApi } from '@/test/stub-api.ts';
import PublicOrAppShell from './public-or-app-shell.tsx';

vi.mock('@/lib/socket.ts', () => ({
  getSocket: () => ({ on: vi.fn(), off: vi.fn(), connect: vi.fn(), disconnect: vi.fn() }),
}));

const routes = [{ element: <PublicOrAppShell />, children: [{ path: '/app/tournaments/:id', element: <p>Tournament body</p> }] }];

afterEach(() => vi.restoreAllMocks());

describe('PublicOrAppShell', () => {
  it('shows the loading screen while the session is checked', async () => {
    stubApi({ 'GET /auth/me': never });
    renderRoute('/app/tournaments/t1', { routes });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('gives a visitor the slim public header and the page', () => {
    renderWithSession('/app/tournaments/t1', null, { routes });
    expect(screen.getByText('Tournament body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/auth/login');
    expect(screen.getByRole('link', { name: 'Clutch' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('gives a signed-in user the app shell around the page', () => {
    renderWithSession('/app/tournaments/t1', makeUser(), { routes });
    expect(screen.getByText('Tournament body')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
