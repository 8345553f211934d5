import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingRoute, renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import AuthSuccessPage from './auth-success-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

function renderReset(reply: Reply = { body: { message: 'Password changed' } }, state: unknown = { email: 'jo@example.com', otp: '482913' }) {
  const api = stubApi({ 'POST /auth/reset-password': reply });
  const view = renderRoute('/app/auth/reset-password', {
    state,
    routes: [
      { path: '/app/auth/reset-password', Component: ResetPasswordPage },
      { path: '/app/auth/success', Component: AuthSuccessPage },
      landingRoute('/app/auth/forgot-password'),
    ],
  });
  return { ...view, api };
}

type View = ReturnType<typeof renderReset>;

async function submit(view: View, password: string, confirm: string) {
  if (password) await view.user.type(screen.getByLabelText('New password'), password);
  if (confirm) await view.user.type(screen.getByLabelText('Confirm password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => vi.restoreAllMocks());

describe('ResetPasswordPage', () => {
  it.each([
    ['', '', 'both blank'],
    ['new-password-1', '', 'confirm blank'],
    ['', 'new-password-1', 'new blank'],
  ])('blocks the submit silently when a field is blank (%s / %s: %s)', async (password, confirm) => {
    const view = renderReset();
    await submit(view, password, confirm);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.api.requestsTo('POST /auth/reset-password')).toHaveLength(0);
  });

  it("alerts that passwords don't match, inline", async () => {
    const view = renderReset();
    await submit(view, 'new-password-1', 'new-password-2');
    expect(await screen.findByRole('alert')).toHaveTextContent("Passwords don't match");
    expect(view.api.requestsTo('POST /auth/reset-password')).toHaveLength(0);
  });

  it('asks for at least 8 characters', async () => {
    const view = renderReset();
    await submit(view, 'short', 'short');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    expect(view.api.requestsTo('POST /auth/reset-password')).toHaveLength(0);
  });

  it('resets with e-mail and code and shows the success screen with "Back to login"', async () => {
    const view = renderReset();
    await submit(view, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('heading', { name: 'Your Password Was Successfully Changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/app/auth/login');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.api.requestsTo('POST /auth/reset-password')[0]?.body).toEqual({
      email: 'jo@example.com',
      otp: '482913',
      newPassword: 'new-password-1',
    });
  });

  it('shows the server’s message with a way back to request a new code', async () => {
    const view = renderReset(apiError(400, 'This code has expired. Request a new one.', 'INVALID_OTP'));
    await submit(view, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/app/auth/forgot-password');
    expect(view.router.state.location.pathname).toBe('/app/auth/reset-password');
  });

  it('toggles each password’s visibility', async () => {
    const view = renderReset();
    await view.user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it.each([[null], [{ email: 'jo@example.com' }], [{ otp: '123456' }]])('sends a visitor without e-mail and code to forgot-password (%j)', async (state) => {
    const view = renderReset(undefined, state);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/auth/forgot-password'));
    expect(view.router.state.historyAction).toBe('REPLACE');
  });
});
