import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import { routes } from './router.tsx';

afterEach(() => vi.restoreAllMocks());

/** The account screens and fallbacks as the app's own route table serves them. */
describe('public routes', () => {
  it.each([
    ['/app/auth/login', 'Welcome back'],
    ['/app/auth/register', 'Create your account'],
    ['/app/auth/forgot-password', 'Forgot password?'],
    ['/auth/forgot-password', 'Forgot password?'],
    ['/app/auth/success', 'Your Password Was Successfully Changed'],
    ['/app/confirm-account', 'Oops'],
    ['/legal', 'Terms and Privacy Policy'],
    ['/no/such/page', 'Oops! Page not found'],
  ])('%s shows "%s"', async (path, heading) => {
    stubApi({ 'GET /auth/me': apiError(401, 'Not signed in'), 'GET /auth/config': { body: { googleClientId: null } } });
    renderRoute(path, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('has the Terms and Privacy sections the auth screens link to, and scrolls to the one asked for', async () => {
    // jsdom does no layout, so it has no scrollIntoView.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderRoute('/legal#privacy', { routes });
    expect(await screen.findByRole('region', { name: 'Terms' })).toHaveAttribute('id', 'terms');
    const privacy = screen.getByRole('region', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    await waitFor(() => expect(scrolled).toEqual([privacy]));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
