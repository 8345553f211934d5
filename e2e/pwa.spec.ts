import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, WEB_HEADERS } from './support/api.ts';
import { openApp } from './support/navigation.ts';

const DEMO_PLAYERS = ['nova', 'kairo', 'vex', 'lumen', 'drift'];

// The other specs block service workers (playwright.config.ts); here the worker is the subject.
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the web app manifest is served with the installable fields, icons of 192 and 512 px and a maskable one', async ({ request }) => {
  const html = await (await request.get('/app/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('<meta name="theme-color"');

  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Clutch — esports tournaments',
    short_name: 'Clutch',
    start_url: '/app/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b0d12',
    background_color: '#0b0d12',
  });
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
    expect(icon, `${size} px ${purpose}`).toBeDefined();
    const file = await request.get(icon!.src);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body())).toEqual({ width: size, height: size });
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('the landing registers the worker once it has loaded, so the browser may offer its install prompt, and stays on the network', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), { timeout: 20_000 }).toMatch(
    /\/sw\.js$/,
  );
  // The landing's own HTML is never the worker's to answer, online or off.
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(false);
});

/** A demo player with a ticket whose match has a room code and region, found through the API. */
async function seededTicket(page: Page) {
  for (const nickName of DEMO_PLAYERS) {
    const { user } = await login(page.request, nickName, DEMO_PASSWORD);
    const tickets = (await (await page.request.get(`/api/v1/tickets/user/${user.id}`, { headers: WEB_HEADERS })).json()) as { teamId: string }[];
    for (const { teamId } of tickets) {
      const detail = (await (await page.request.get(`/api/v1/tickets/team/${teamId}`, { headers: WEB_HEADERS })).json()) as {
        tournament: { name: string };
        matches: { status: string; roomCode: string | null; region: string | null }[];
      };
      if (detail.matches.some((m) => m.status !== 'FINISHED' && m.roomCode && m.region)) return { nickName, teamId, detail };
    }
  }
  throw new Error('No demo player has a ticket with a match to play and its room code');
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test('the service worker controls the app, which opens offline with the tickets read before, until sign-out clears them', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { teamId, detail } = await seededTicket(page);

  // First visit: the worker installs, precaches the shell and takes the page over.
  await openApp(page, '/app/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => controlled(page), { timeout: 20_000 }).toMatch(/\/sw\.js$/);

  // Online, under the worker: the dashboard (session, tickets) and the ticket are read once.
  await openApp(page, '/app/');
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toBeVisible();
  await openApp(page, `/app/tickets/${teamId}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.tournament.name })).toBeVisible();

  await context.setOffline(true);
  // Really offline, the worker included: what it does not keep fails.
  expect(await page.evaluate(() => fetch('/api/v1/games').then((r) => r.status, () => 'failed'))).toBe('failed');

  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(detail.tournament.name) }).first()).toBeVisible();

  await page.goto(`/app/tickets/${teamId}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.tournament.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Match Code' }).click();
  const current = detail.matches.find((m) => m.status !== 'FINISHED' && m.roomCode)!;
  await expect(page.getByRole('tabpanel', { name: 'Match Code' }).getByText(current.roomCode!, { exact: true })).toBeVisible();

  // Only /app/* falls back to the shell: the landing needs the network.
  await expect(page.goto('/')).rejects.toThrow();

  await context.setOffline(false);
  await openApp(page, '/app/');
  expect(await page.evaluate(() => caches.keys())).toContain('clutch-api');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign Out' }).getByRole('button', { name: 'Confirm Logout' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  expect(await page.evaluate(() => caches.keys())).not.toContain('clutch-api');
});

test('a push reaching the service worker is shown as a notification with its text and page', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/app/auth/login');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => controlled(page), { timeout: 20_000 }).toMatch(/\/sw\.js$/);

  // What a push service delivers, handed to the worker as Chromium's DevTools can.
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => resolve(list)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((r) => r.scopeURL === `${new URL(baseURL!).origin}/`)!;
  const payload = { title: 'Match starting', body: 'Your match starts in 15 minutes.', url: '/app/tickets/abc', tag: 'match-abc' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: registration.registrationId, data: JSON.stringify(payload) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
});
