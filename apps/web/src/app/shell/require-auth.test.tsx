import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { landingRoute, renderRoute } from '@/test/render.tsx';
import { apiError, never, stubApi } from '@/test/stub-api.ts';
import RequireAuth from './require-auth.tsx';

type Handler = (payload?: unknown) => void;
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  return {
    handlers,
    on: vi.fn((event: string, fn: (payload?: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(fn);
    }),
    off: vi.fn((event: string, fn: (payload?: unknown) => void) => handlers.get(event)?.delete(fn)),
    connect: vi.fn(),
    disconnect: vi.fn(),
    emit(event: string, payload?: unknown) {
      handlers.get(event)?.forEach((fn: Handler) => fn(payload));
    },
  };
});
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

/** A page that, like the real ones, needs the signed-in user. */
function SettingsOutlet() {
  useCurrentUser();
  return <h1>Settings outlet</h1>;
}

const routes = [
  { element: <RequireAuth />, children: [{ path: '/app/settings', element: <SettingsOutlet /> }] },
  landingRoute('/app/auth/login'),
];

beforeEach(() => {
  socket.handlers.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.restoreAllMocks());

describe('RequireAuth', () => {
  it('shows the loading screen while the session is checked', async () => {
    stubApi({ 'GET /auth/me': never });
    renderRoute('/app/settings', { routes });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Settings outlet')).not.toBeInTheDocument();
  });

  it('says it in Portuguese to a pt-BR visitor', async () => {
    await activateLocale('pt-BR');
    stubApi({ 'GET /auth/me': never });
    renderRoute('/app/settings', { routes });
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
  });

  it('sends a visitor to login, replacing the entry and remembering where they came from', async () => {
    stubApi({ 'GET /auth/me': apiError(401, 'Not signed in', 'UNAUTHORIZED') });
    const { router } = renderRoute('/app/settings?tab=security', { routes });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/auth/login');
    expect(router.state.historyAction).toBe('REPLACE');
    const state = router.state.location.state as { from: { pathname: string; search: string } };
    expect(state.from.pathname).toBe('/app/settings');
    expect(state.from.search).toBe('?tab=security');
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('renders the page for a signed-in user and opens the realtime connection', async () => {
    stubApi({ 'GET /auth/me': { body: { user: makeUser() } } });
    renderRoute('/app/settings', { routes });
    expect(await screen.findByRole('heading', { name: 'Settings outlet' })).toBeInTheDocument();
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('goes to login when the server revokes the session', async () => {
    stubApi({ 'GET /auth/me': { body: { user: makeUser() } } });
    const { router } = renderRoute('/app/settings', { routes });
    await screen.findByText('Settings outlet');
    act(() => socket.emit('session:revoked', { reason: 'password-changed' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/auth/login');
    expect(router.state.location.pathname).toBe('/app/auth/login');
    expect(localStorage.getItem('clutch:user')).toBeNull();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('reloads the session when the account changes elsewhere', async () => {
    const api = stubApi({ 'GET /auth/me': { body: { user: makeUser() } } });
    renderRoute('/app/settings', { routes });
    await screen.findByText('Settings outlet');
    expect(api.requestsTo('GET /auth/me')).toHaveLength(1);
    act(() => socket.emit('user:updated', { userId: makeUser().id }));
    await waitFor(() => expect(api.requestsTo('GET /auth/me')).toHaveLength(2));
  });
});
