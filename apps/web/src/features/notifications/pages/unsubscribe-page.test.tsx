import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import { apiError, never, stubApi, type Reply } from '@/test/stub-api.ts';
import UnsubscribePage from './unsubscribe-page.tsx';

function renderUnsubscribe(path: string, routes: Record<string, Reply>) {
  const api = stubApi({ 'GET /auth/me': apiError(401, 'Not signed in', 'UNAUTHORIZED'), ...routes });
  const view = renderRoute(path, { strict: true, routes: [{ path: '/app/unsubscribe', Component: UnsubscribePage }] });
  return { ...view, api };
}

afterEach(() => vi.restoreAllMocks());

describe('UnsubscribePage', () => {
  it('says it is working while the call is pending', async () => {
    renderUnsubscribe('/app/unsubscribe?token=abc.def', { 'POST /notifications/unsubscribe': never });
    expect(await screen.findByRole('heading', { name: 'Unsubscribing...' })).toBeInTheDocument();
  });

  it('turns the type off once, even under StrictMode, names it, and undoes with the same token', async () => {
    const view = renderUnsubscribe('/app/unsubscribe?token=abc.def', {
      'POST /notifications/unsubscribe': { body: { type: 'friend_request', email: false } },
      'POST /notifications/resubscribe': { body: { type: 'friend_request', email: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will no longer get e-mails about “Friend request”.');
    const sent = view.api.requestsTo('POST /notifications/unsubscribe');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query.get('token')).toBe('abc.def');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/app/live-notifications');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'E-mails are on again' })).toBeInTheDocument();
    expect(view.api.requestsTo('POST /notifications/resubscribe')[0]!.query.get('token')).toBe('abc.def');
  });

  it('shows the server’s message for a link it refuses, and sends nothing without a token', async () => {
    renderUnsubscribe('/app/unsubscribe?token=forged', {
      'POST /notifications/unsubscribe': apiError(400, 'This unsubscribe link is not valid. Change your e-mail settings in Clutch instead.', 'UNSUBSCRIBE_LINK_INVALID'),
    });
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('refuses a link without a token without calling the server', async () => {
    const view = renderUnsubscribe('/app/unsubscribe', {});
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(view.api.requestsTo('POST /notifications/unsubscribe')).toHaveLength(0);
  });
});
