import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { makeNotification, page } from '@/test/notification-fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type RecordedRequest, type Reply } from '@/test/stub-api.ts';
import { NotificationsBell } from '../components/notifications-bell.tsx';
import NotificationsPage from './notifications-page.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

const routes = [
  {
    path: '/app/notifications',
    element: (
      <>
        <NotificationsBell />
        <NotificationsPage />
      </>
    ),
  },
  landingRoute('/app/friends'),
  landingRoute('/app/live-notifications'),
];

const firstPage = Array.from({ length: 20 }, (_, i) => makeNotification(i + 1, { title: `Title ${i + 1}` }));
const secondPage = [makeNotification(21, { title: 'Title 21', read: true })];

/** GET /notifications: the first page, or the one after cursor `c1`; `unread=true` gets the unread ones only. */
const listing = (req: RecordedRequest) => {
  const items = req.query.get('cursor') === 'c1' ? secondPage : firstPage;
  const unread = req.query.get('unread') === 'true';
  return json(page(unread ? items.filter((n) => !n.read) : items, req.query.get('cursor') ? null : 'c1'));
};

function open(more: Record<string, Reply> = {}, count = 20) {
  const api = stubApi({ 'GET /notifications/unread-count': { body: { count } }, 'GET /notifications': listing, ...more });
  return { api, ...renderWithSession('/app/notifications', makeUser(), { routes }) };
}

const row = (title: string) => screen.getByRole('listitem', { name: title });

describe('Notifications page', () => {
  it("says 'Loading...' while the list loads", () => {
    stubApi({ 'GET /notifications/unread-count': { body: { count: 0 } }, 'GET /notifications': never });
    renderWithSession('/app/notifications', makeUser(), { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('says so when there are none, and offers a retry when the list fails', async () => {
    let fail = true;
    const { user } = open({ 'GET /notifications': () => (fail ? json({ message: 'Down', code: 'INTERNAL' }, 500) : json(page([]))) }, 0);
    expect(await screen.findByRole('heading', { name: 'Could not load your notifications' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('lists each with its title, message and type, newest first, and loads more with the cursor', async () => {
    const { api, user } = open();
    const first = await screen.findByRole('listitem', { name: 'Title 1' });
    expect(first).toHaveTextContent('Message 1');
    expect(first).toHaveTextContent('Friend request');
    expect(within(first).getByRole('link', { name: 'Title 1' })).toHaveAttribute('href', '/app/friends');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(api.requestsTo('GET /notifications')[0]!.query.get('limit')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Title 21' })).not.toHaveTextContent('Unread');
    expect(api.requestsTo('GET /notifications').at(-1)!.query.get('cursor')).toBe('c1');
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters to the unread ones on the server, and back', async () => {
    const { api, user } = open({
      'GET /notifications': (req) => json(page(req.query.get('unread') === 'true' ? [makeNotification(7, { title: 'Only unread' })] : firstPage)),
    });
    await screen.findByRole('listitem', { name: 'Title 1' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('listitem', { name: 'Only unread' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(api.requestsTo('GET /notifications').at(-1)!.query.get('unread')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('listitem', { name: 'Title 1' })).toBeInTheDocument();
  });

  it('says when nothing is unread', async () => {
    const { user } = open({ 'GET /notifications': (req) => json(page(req.query.get('unread') === 'true' ? [] : firstPage)) });
    await screen.findByRole('listitem', { name: 'Title 1' });
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
    // Read ones may remain: Clear all still can clear them.
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeEnabled();
  });

  it('marks one read, and the bell counts one fewer', async () => {
    const n = firstPage[0]!;
    const { api, user } = open({ [`PATCH /notifications/${n.id}/read`]: { body: { count: 19 } } });
    await screen.findByRole('button', { name: 'Notifications, 20 unread' });
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Title 1' }));
    await waitFor(() => expect(row('Title 1')).not.toHaveTextContent('Unread'));
    expect(within(row('Title 1')).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(api.requestsTo(`PATCH /notifications/${n.id}/read`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 19 unread' })).toBeInTheDocument();
  });

  it('following its title marks it read too', async () => {
    const n = firstPage[1]!;
    const { api, user } = open({ [`PATCH /notifications/${n.id}/read`]: { body: { count: 19 } } });
    await user.click(await screen.findByRole('link', { name: 'Title 2' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/friends');
    await waitFor(() => expect(api.requestsTo(`PATCH /notifications/${n.id}/read`)).toHaveLength(1));
  });

  it('deletes one', async () => {
    const n = firstPage[2]!;
    const { api, user } = open({ [`DELETE /notifications/${n.id}`]: { body: { count: 19 } } });
    await user.click(await screen.findByRole('button', { name: 'Delete: Title 3' }));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Title 3' })).not.toBeInTheDocument();
    expect(api.requestsTo(`DELETE /notifications/${n.id}`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 19 unread' })).toBeInTheDocument();
  });

  it("says why when a delete fails, and keeps the notification", async () => {
    const n = firstPage[0]!;
    const { user } = open({ [`DELETE /notifications/${n.id}`]: apiError(404, 'Notification not found.') });
    await user.click(await screen.findByRole('button', { name: 'Delete: Title 1' }));
    expect(await screen.findByText('Notification not found.')).toBeInTheDocument();
    expect(row('Title 1')).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { api, user } = open({ 'POST /notifications/read-all': { body: { count: 0 } } });
    await screen.findByRole('listitem', { name: 'Title 1' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your notifications' })).getAllByRole('listitem')[0]).not.toHaveTextContent('Unread'));
    const unread = within(screen.getByRole('region', { name: 'Your notifications' }))
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('Unread'));
    expect(unread).toEqual([]);
    expect(api.requestsTo('POST /notifications/read-all')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('clears all after a confirmation, and not without', async () => {
    const { api, user } = open({ 'DELETE /notifications': { body: { count: 0 } } });
    await screen.findByRole('listitem', { name: 'Title 1' });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Clear all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('DELETE /notifications')).toHaveLength(0);
    expect(row('Title 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Clear all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('All notifications cleared')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.requestsTo('DELETE /notifications')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('refreshes when another tab reads or deletes, and shows a new one on top at once', async () => {
    const { api } = open();
    await screen.findByRole('listitem', { name: 'Title 1' });
    const fetched = api.requestsTo('GET /notifications').length;
    socket.serverSends('notification:count', { unreadCount: 5 });
    await waitFor(() => expect(api.requestsTo('GET /notifications').length).toBeGreaterThan(fetched));
    socket.serverSends('notification:new', { notification: makeNotification(0, { title: 'Brand new' }), unreadCount: 6 });
    expect(await screen.findByRole('listitem', { name: 'Brand new' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName('Brand new');
  });
});
