import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingRoute, renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';

const sent = { body: { message: 'If the address has an account, a code is on its way.', expiresInSeconds: 600 } };

function renderForgot(reply: Reply = sent, path = '/app/auth/forgot-password') {
  const api = stubApi({ 'POST /otp/send': reply });
  const view = renderRoute(path, {
    routes: [
      { path: '/app/auth/forgot-password', Component: ForgotPasswordPage },
      { path: '/auth/forgot-password', Component: ForgotPasswordPage },
      landingRoute('/app/auth/otp-password'),
    ],
  });
  return { ...view, api };
}

afterEach(() => vi.restoreAllMocks());

describe('ForgotPasswordPage', () => {
  it.each(['', '   '])('stops on a blank e-mail (%j) with the spec’s message', async (typed) => {
    const view = renderForgot();
    if (typed) await view.user.type(screen.getByLabelText('E-mail'), typed);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Please, enter your e\u2011mail address');
    expect(message.textContent?.charCodeAt('Please, enter your e'.length)).toBe(0x2011);
    expect(view.api.requestsTo('POST /otp/send')).toHaveLength(0);
    expect(view.router.state.location.pathname).toBe('/app/auth/forgot-password');
  });

  it('sends the code and carries the e-mail to the code step', async () => {
    const view = renderForgot();
    await view.user.type(screen.getByLabelText('E-mail'), '  jo@example.com ');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/auth/otp-password'));
    expect(view.router.state.location.state).toEqual({ email: 'jo@example.com' });
    expect(view.api.requestsTo('POST /otp/send')[0]?.body).toEqual({ email: 'jo@example.com' });
    expect(view.api.requestsTo('POST /otp/send')[0]?.query.has('email')).toBe(false);
  });

  it.each([
    [429, 'Too many codes requested. Try again in 10 minutes.'],
    [400, 'Please, enter a valid e-mail address'],
    [503, 'We could not send the e-mail right now. Please try again in a few minutes.'],
  ])('shows the server’s message on a %i and stays', async (status, message) => {
    const view = renderForgot(apiError(status, message));
    await view.user.type(screen.getByLabelText('E-mail'), 'jo@example');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(view.router.state.location.pathname).toBe('/app/auth/forgot-password');
  });

  it('only logs other send errors and goes on (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderForgot(apiError(500, 'boom'));
    await view.user.type(screen.getByLabelText('E-mail'), 'jo@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/auth/otp-password'));
    expect(logged).toHaveBeenCalled();
  });

  it('is served at /auth/forgot-password too, with a back arrow to login', async () => {
    renderForgot(sent, '/auth/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/app/auth/login');
  });
});
