import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import MeRedirect from './me-redirect.tsx';

describe('MeRedirect', () => {
  it("replaces /app/me with the user's own profile", async () => {
    const user = makeUser();
    const { router } = renderWithSession('/app/me', user, {
      routes: [{ path: '/app/me', element: <MeRedirect /> }, landingRoute('/app/u/:userId')],
    });
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/u/${user.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
