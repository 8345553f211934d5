import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { makeUser } from '@/test/fixtures.ts';
import { setSessionHint } from '@/test/session-hint-cookie.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { routes as appRoutes } from '../router.tsx';
import PublicOrLazyAppShell from './public-or-lazy-app-shell.tsx';

vi.mock('@/lib/socket.ts', () => ({
  getSocket: () => ({ on: vi.fn(), off: vi.fn(), emit: vi.fn(), connect: vi.fn(), disconnect: vi.fn(), connected: false }),
}));

// Stands in for the frame that carries the signed-in shell in its own chunk, to tell which frame the app picked.
vi.mock('./public-or-app-shell.tsx', () => ({ default: () => <p>Frame with the shell built in</p> }));

const id = fixtureId(200);
const routes = [{ element: <PublicOrLazyAppShell />, children: [{ path: '/app/tournaments/:id', element: <p>Tournament body</p> }] }];

afterEach(() => {
  setSessionHint(null);
  vi.restoreAllMocks();
});

describe('PublicOrLazyAppShell', () => {
  it('gives a visitor the slim public header, and the app shell once they are signed in', async () => {
    const { queryClient } = renderWithSession('/app/tournaments/t1', null, { routes });
    expect(screen.getByText('Tournament body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/auth/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    act(() => queryClient.setQueryData(sessionQueryKey, makeUser()));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Tournament body')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('is the frame the app gives a tournament page when the server says this browser has no session', async () => {
    setSessionHint('0');
    stubApi({ [`GET /tournaments/${id}`]: apiError(404, 'Tournament not found') });
    renderWithSession(`/app/tournaments/${id}`, null, { routes: appRoutes });
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Frame with the shell built in')).not.toBeInTheDocument();
  });

  it.each([['1'], [null]])('leaves the frame with the shell built in to a browser whose hint is %s', async (hint) => {
    setSessionHint(hint);
    renderWithSession(`/app/tournaments/${id}`, makeUser(), { routes: appRoutes });
    expect(await screen.findByText('Frame with the shell built in')).toBeInTheDocument();
  });
});
