import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import '@/test/shell-render.tsx';
import { routes as appRoutes } from './router.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Tournaments list', () => {
  it('sits behind the login guard', async () => {
    stubApi({ 'GET /auth/me': apiError(401, 'Not signed in'), 'GET /auth/config': { body: { googleClientId: null } } });
    const { router } = renderRoute('/app/tournaments?game=cs2', { routes: appRoutes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/auth/login'));
  });
});
