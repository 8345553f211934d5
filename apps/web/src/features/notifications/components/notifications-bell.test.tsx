import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { makeNotification, makeSettings, notificationId, page } from '@/test/notification-fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { json, stubApi, type Reply } from '@/test/stub-api.ts';
import { playBeep } from '../lib/beep.ts';
import { NotificationsBell } from './notifications-bell.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));
vi.mock('../lib/beep.ts', () => ({ playBeep: vi.fn() }));

beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(playBeep).mockClear();
});

const routes = [
  { path: '/app/', element: <NotificationsBell /> },
  landingRoute('/app/friends'),
  landingRoute('/app/notifications'),
  landingRoute('/app/live-notifications'),
];

function show(count: number, latest: Reply = { body: page([]) }, more: Record<string, Reply> = {}) {
  const api = stubApi({ 'GET /notifications/unread-count': { body: { count } }, 'GET /notifications': latest, ...more });
  return { api, ...renderWithSession('/app/', makeUser(), { routes }) };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });

describe('NotificationsBell', () => {
  it('shows the unread count on the badge, 99+ above 99, and none at 0', async () => {
    show(150);
    expect(await screen.findByRole('button', { name: 'Notifications, 150 unread' })).toHaveTextContent('99+');
    socket.serverSends('notification:count', { unreadCount: 99 });
    expect(await screen.findByRole('button', { name: 'Notifications, 99 unread' })).toHaveTextContent(/^99$/);
    socket.serverSends('notification:count', { unreadCount: 0 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('opens on the latest notifications (fetched then, 8 of them) with the way to all of them and to the settings', async () => {
    const { api, user } = show(1, { body: page([makeNotification(1, { title: 'ace wants to be your friend', message: 'Answer under Requests' }), makeNotification(2, { read: true, actor: null, type: 'match_ended', title: 'Match ended' })]) });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(api.requestsTo('GET /notifications')).toHaveLength(0);
    await user.click(bell());
    const menu = await screen.findByRole('menu');
    const first = await within(menu).findByRole('menuitem', { name: /ace wants to be your friend/ });
    expect(first).toHaveTextContent('Answer under Requests');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('1 minute ago');
    expect(within(menu).getByRole('menuitem', { name: /Match ended/ })).not.toHaveTextContent('Unread');
    expect(api.requestsTo('GET /notifications')[0]!.query.get('limit')).toBe('8');
    expect(within(menu).getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute('href', '/app/notifications');
    expect(within(menu).getByRole('menuitem', { name: 'Notification settings' })).toHaveAttribute('href', '/app/live-notifications');
  });

  it('says so when there are none', async () => {
    const { user } = show(0);
    await user.click(bell());
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('a click marks it read and goes to what it is about', async () => {
    const n = makeNotification(1, { title: 'ace wants to be your friend', link: '/app/friends' });
    const { api, user, router, queryClient } = show(3, { body: page([n]) }, { [`PATCH /notifications/${n.id}/read`]: { body: { count: 2 } } });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell());
    await user.click(await screen.findByRole('menuitem', { name: /ace wants to be your friend/ }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/friends');
    expect(router.state.location.pathname).toBe('/app/friends');
    await waitFor(() => expect(api.requestsTo(`PATCH /notifications/${n.id}/read`)).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(['notifications', 'unread-count'])).toBe(2));
    expect(queryClient.getQueryData<{ items: { read: boolean }[] }>(['notifications', 'latest'])!.items[0]!.read).toBe(true);
  });

  it('does not mark an already read one again, and stays put when it links nowhere', async () => {
    const n = makeNotification(1, { title: 'Prize paid', read: true, link: null });
    const { api, user, router } = show(0, { body: page([n]) });
    await user.click(bell());
    await user.click(await screen.findByRole('menuitem', { name: /Prize paid/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/app/');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it("'Mark all as read' marks them all and clears the badge, leaving the dropdown open", async () => {
    const { api, user } = show(2, { body: page([makeNotification(1), makeNotification(2)]) }, { 'POST /notifications/read-all': { body: { count: 0 } } });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell());
    const menu = await screen.findByRole('menu');
    await within(menu).findAllByText('Unread');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(api.requestsTo('POST /notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(within(menu).queryByText('Unread')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('puts a new notification on top and counts it, live from the socket', async () => {
    const { user } = show(1, { body: page([makeNotification(1, { title: 'Older one' })]) });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell());
    await screen.findByRole('menuitem', { name: /Older one/ });
    socket.serverSends('notification:new', { notification: makeNotification(0, { id: notificationId(99), title: 'Match starting in 15 minutes', type: 'match_starting', actor: null }), unreadCount: 2 });
    const menu = screen.getByRole('menu');
    await within(menu).findByRole('menuitem', { name: /Match starting in 15 minutes/ });
    const titles = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(titles.findIndex((text) => text?.includes('Match starting in 15 minutes'))).toBeLessThan(titles.findIndex((text) => text?.includes('Older one')));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
  });

  it('fetches the badge again after a reconnection, and the lists with it', async () => {
    let count = 1;
    const { api } = show(0, undefined, { 'GET /notifications/unread-count': () => json({ count }) });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    count = 4;
    socket.serverSends('connect');
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(api.requestsTo('GET /notifications/unread-count')).toHaveLength(2);
  });

  describe('sound', () => {
    const arrive = (type = 'friend_request') =>
      socket.serverSends('notification:new', { notification: makeNotification(5, { type: type as 'friend_request' }), unreadCount: 1 });

    it('chimes for a type with sound on, in the focused tab only', async () => {
      const settings = makeSettings();
      settings.types.match_ended.sound = false;
      const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
      const { api } = show(0, undefined, { 'GET /notifications/settings': { body: settings } });
      await screen.findByRole('button', { name: 'Notifications' });
      arrive('friend_request');
      await waitFor(() => expect(playBeep).toHaveBeenCalledTimes(1));
      arrive('match_ended');
      focus.mockReturnValue(false);
      arrive('friend_request');
      await new Promise((r) => setTimeout(r, 20));
      expect(playBeep).toHaveBeenCalledTimes(1);
      // The settings are asked once, then read from the cache.
      expect(api.requestsTo('GET /notifications/settings')).toHaveLength(1);
    });

    it('stays silent while the global switch is off', async () => {
      vi.spyOn(document, 'hasFocus').mockReturnValue(true);
      const { api } = show(0, undefined, { 'GET /notifications/settings': { body: makeSettings({ enabled: false }) } });
      await screen.findByRole('button', { name: 'Notifications' });
      arrive();
      await waitFor(() => expect(api.requestsTo('GET /notifications/settings')).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(playBeep).not.toHaveBeenCalled();
    });
  });
});
