import { expect, test, type Page } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { createTournament, lifecycle, tournamentBody } from './support/competition.ts';
import { openApp } from './support/navigation.ts';
import { realtimeReceived } from './support/realtime.ts';

/**
 * The landing arrives prerendered (ADR 022): its hero is in the HTML before any script runs, React then renders
 * over that markup without an error, and the page works as before. A public tournament's page carries its own head.
 */

/** Every console error and uncaught exception of the page, from before its first script. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A visitor's GET /auth/me answers 401 (signed out): the browser logs the status, not a script error.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)/i;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the landing paints its hero without JavaScript and hydrates without errors', async ({ page, request, browser }) => {
      const html = await (await request.get('/')).text();
      expect(html).toContain('Compete in any game.');
      expect(html).toContain('<link rel="canonical"');
      expect(html).not.toContain('<div id="root"></div>');

      // Without JavaScript the hero is there all the same.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const still = await noScript.newPage();
      await still.goto('/');
      await expect(still.getByRole('heading', { level: 1 })).toContainText('Compete in any game.');
      await noScript.close();

      const errors = collectErrors(page);
      // The landing is its own entry: a visitor's browser never fetches the app's (ADR 022, session 12).
      const appChunks: string[] = [];
      page.on('request', (req) => {
        if (/\/assets\/app-root-[\w-]+\.js$/.test(new URL(req.url()).pathname)) appChunks.push(req.url());
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Compete in any game.');
      // Hydrated: the live parts load (the first visit to a cold server may take a while) and the page answers clicks.
      const live = page.getByRole('region', { name: 'Live tournaments' });
      await expect(live.getByRole('group', { name: /^\d+ of \d+$/ }).first()).toBeVisible({ timeout: 20_000 });
      const faq = page.locator('#faq');
      await faq.scrollIntoViewIfNeeded();
      const question = faq.getByRole('button').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      expect(errors).toEqual([]);
      expect(appChunks).toEqual([]);
    });
  });
}

test('a key pressed on the prerendered landing before its script has run is acted on once it runs', async ({ page }) => {
  // Hold the landing's code back, so the press lands on markup no handler listens to yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/landing-entry-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const languageSwitch = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
  await languageSwitch.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Português' })).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitemradio', { name: 'Português' })).toBeVisible();
});

test("a public tournament's page names itself to crawlers and social sites", async ({ page, request }) => {
  const list = (await (await request.get('/api/v1/tournaments?page=1&pageSize=1')).json()) as { items: Array<{ id: string; name: string }> };
  const tournament = list.items[0]!;
  const html = await (await request.get(`/app/tournaments/${tournament.id}`)).text();
  expect(html).toContain('"@type":"SportsEvent"');
  expect(html).toContain(`/media/share/tournaments/${tournament.id}.png`);
  const image = await request.get(`/media/share/tournaments/${tournament.id}.png`);
  expect(image.headers()['content-type']).toBe('image/png');

  const errors = collectErrors(page);
  await page.goto(`/app/tournaments/${tournament.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(new RegExp(tournament.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(errors).toEqual([]);
});

test("a visitor's tournament page shows its header and overview without the signed-in shell, then follows the tournament live", async ({ browser, page }) => {
  const organizerContext = await browser.newContext();
  try {
    await signedInUser(organizerContext.request, 'livehost');
    const name = `Visitor Live ${Date.now().toString(36)}`;
    const created = await createTournament(organizerContext.request, { name });
    await lifecycle(organizerContext.request, created.id, 'publish');

    const errors = collectErrors(page);
    const shellChunks: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/app-shell-[\w-]+\.js$/.test(new URL(req.url()).pathname)) shellChunks.push(req.url());
    });
    // Socket.IO's acknowledgement of the room's join (`43<id>[true]`): the page is live from then on.
    const joined = realtimeReceived(page, (payload) => /43\d+\[true\]/.test(payload));
    await openApp(page, `/app/tournaments/${created.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
    await joined;

    const renamed = `${name} Finals`;
    const res = await organizerContext.request.put(`/api/v1/tournaments/${created.id}`, { headers: WEB_HEADERS, data: tournamentBody({ name: renamed }) });
    expect(res.ok(), await res.text()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    // A visitor's frame loads the signed-in shell only if they sign in (ADR 022, fourth round).
    expect(shellChunks).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await organizerContext.close();
  }
});
