import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { createTestQueryClient, renderRoute } from '@/test/render.tsx';
import { apiError, never, stubApi, type Reply } from '@/test/stub-api.ts';
import ConfirmAccountPage from './confirm-account-page.tsx';

const signedOut = apiError(401, 'Not signed in', 'UNAUTHORIZED');

function renderConfirm(path: string, routes: Record<string, Reply>, queryClient = createTestQueryClient()) {
  const api = stubApi({ 'GET /auth/me': signedOut, ...routes });
  const view = renderRoute(path, { strict: true, queryClient, routes: [{ path: '/app/confirm-account', Component: ConfirmAccountPage }] });
  return { ...view, api };
}

afterEach(() => vi.restoreAllMocks());

describe('ConfirmAccountPage', () => {
  it('shows Verifying... while the call is pending', async () => {
    renderConfirm('/app/confirm-account?token=abc', { 'POST /auth/verify-account/abc': never });
    expect(await screen.findByRole('heading', { name: 'Verifying...' })).toBeInTheDocument();
  });

  it('verifies once, even under StrictMode, and congratulates with the server’s message', async () => {
    const view = renderConfirm('/app/confirm-account?token=abc', {
      'POST /auth/verify-account/abc': { body: { success: true, message: 'Your e-mail is confirmed.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail is confirmed.')).toBeInTheDocument();
    expect(view.api.requestsTo('POST /auth/verify-account/abc')).toHaveLength(1);
  });

  it('falls back to the default success text', async () => {
    renderConfirm('/app/confirm-account?token=abc', { 'POST /auth/verify-account/abc': { body: { success: true, message: '' } } });
    expect(await screen.findByText('Your account has been successfully verified.')).toBeInTheDocument();
  });

  it('refreshes the cached session after success so the unverified banner goes', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['session'], makeUser({ userVerified: false }));
    const view = renderConfirm(
      '/app/confirm-account?token=abc',
      {
        'GET /auth/me': { body: { user: makeUser({ userVerified: true }) } },
        'POST /auth/verify-account/abc': { body: { success: true, message: 'ok' } },
      },
      queryClient,
    );
    await screen.findByRole('heading', { name: 'Congratulations' });
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toMatchObject({ userVerified: true }));
    expect(view.api.requestsTo('GET /auth/me')).toHaveLength(1);
  });

  it('says Oops with the server’s message on failure', async () => {
    renderConfirm('/app/confirm-account?token=old', {
      'POST /auth/verify-account/old': apiError(400, 'This link has already been used.', 'INVALID_TOKEN'),
    });
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has already been used.');
  });

  it('falls back to "Invalid or expired token." when the server says nothing useful', async () => {
    renderConfirm('/app/confirm-account?token=abc', { 'POST /auth/verify-account/abc': apiError(500, 'stack trace') });
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired token.');
  });

  it('fails without calling when the link has no token', async () => {
    const view = renderConfirm('/app/confirm-account', {});
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired token.');
    expect(view.api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers Go to Login when signed out', async () => {
    renderConfirm('/app/confirm-account?token=abc', { 'POST /auth/verify-account/abc': { body: { success: true, message: 'ok' } } });
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/app/auth/login');
  });

  it('leads a signed-in user back into the app', async () => {
    renderConfirm('/app/confirm-account?token=abc', {
      'GET /auth/me': { body: { user: makeUser() } },
      'POST /auth/verify-account/abc': { body: { success: true, message: 'ok' } },
    });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app/');
  });
});
