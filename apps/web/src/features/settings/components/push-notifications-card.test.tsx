import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import SettingsPage from '../pages/settings-page.tsx';

const routes = [{ path: '/app/settings', element: <SettingsPage /> }];
const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) % 256);
const b64url = (b: Uint8Array) => btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const SERVER_KEY = bytes(65, 4);
const ENDPOINT = 'https://push.example.test/send/device-1';
const KEYS = { p256dh: b64url(bytes(65, 9)), auth: b64url(bytes(16, 3)) };

/** A browser with the Push API: a service worker registration whose PushManager the test watches. */
function pushBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  const subscription = (key: ArrayBuffer | null) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  let current: ReturnType<typeof subscription> | null = subscribed ? subscription(SERVER_KEY.buffer) : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => (current = subscription(options.applicationServerKey.buffer as ArrayBuffer))),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, notification, current: () => current };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const pushSwitch = () => screen.getByRole('switch', { name: 'Push notifications on this device' });

describe('Settings: push notifications on this device', () => {
  it('turns on: asks permission, subscribes with the server’s key and hands the subscription to the server', async () => {
    const browser = pushBrowser();
    const api = stubApi({
      'GET /push/public-key': { body: { publicKey: b64url(SERVER_KEY) } },
      'POST /push/subscriptions': { status: 201, body: { endpoint: ENDPOINT, createdAt: '2026-01-01T00:00:00.000Z' } },
    });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    expect(screen.getByRole('heading', { level: 2, name: 'Push notifications' })).toBeInTheDocument();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();

    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: SERVER_KEY });
    expect(api.requestsTo('POST /push/subscriptions').map((r) => r.body)).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }]);
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
  });

  it('turns off: unsubscribes this device and tells the server', async () => {
    const browser = pushBrowser({ permission: 'granted', subscribed: true });
    const api = stubApi({ 'DELETE /push/subscriptions': { body: { message: 'Push notifications are off on this device.' } } });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(browser.current()).toBeNull();
    expect(api.requestsTo('DELETE /push/subscriptions').map((r) => r.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(await screen.findByText('Push notifications are off for this device.')).toBeInTheDocument();
  });

  it('stays off and says why when the permission is refused at the prompt', async () => {
    const browser = pushBrowser({ answer: 'denied' });
    const api = stubApi({});
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    await user.click(pushSwitch());
    expect(await screen.findByText(/Notifications from Clutch are blocked in this browser/)).toBeInTheDocument();
    expect(pushSwitch()).not.toBeChecked();
    expect(pushSwitch()).toBeDisabled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.requests.filter((r) => r.path.startsWith('/push'))).toEqual([]);
  });

  it('is disabled with the way out when notifications are already blocked', async () => {
    pushBrowser({ permission: 'denied' });
    renderWithSession('/app/settings', makeUser(), { routes });
    expect(await screen.findByText(/Allow them in the site settings/)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
    expect(pushSwitch()).toHaveAccessibleDescription(/blocked in this browser/);
  });

  it('says so in a browser without push', async () => {
    renderWithSession('/app/settings', makeUser(), { routes });
    expect(await screen.findByText(/This browser can’t receive push notifications/)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
    expect(pushSwitch()).not.toBeChecked();
  });

  it('undoes the subscription and stays off when the server refuses it', async () => {
    const browser = pushBrowser();
    stubApi({
      'GET /push/public-key': { body: { publicKey: b64url(SERVER_KEY) } },
      'POST /push/subscriptions': apiError(503, 'Down'),
    });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    await user.click(pushSwitch());
    expect(await screen.findByText('Couldn’t turn push notifications on')).toBeInTheDocument();
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.current()).toBeNull();
  });
});
