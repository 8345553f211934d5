import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, signedInUser, type TestUser } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openApp } from './support/navigation.ts';

const TOURNAMENT_TABS = ['Overview', 'Teams', 'Matches', 'Results', 'Streaming', 'Media', 'Prizes'] as const;

/** A new browser context (no shared cookies) signed in as `user` by a fresh login. */
async function freshSession(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  await login(context.request, user.email, user.password);
  return { context, page: await context.newPage() };
}

/** The names on the tournament cards, in order. */
const cardNames = (page: Page) => page.getByRole('list', { name: 'Tournaments' }).getByRole('heading', { level: 2 }).allTextContents();

async function walkTournamentTabs(page: Page) {
  for (const name of TOURNAMENT_TABS) {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel).toBeVisible();
    // Every tab settles on content or its empty state, never a spinner or an error.
    await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(panel.getByText(/^Could not load/)).toHaveCount(0);
  }
}

test('a player filters games, opens one, its tournaments, a tournament and every tab', async ({ page }) => {
  const user = await signedInUser(page.request, 'browse');
  await login(page.request, user.email, user.password);

  await openApp(page, '/app/games');
  await expect(page.getByText(/^\d+ games found$/)).toBeVisible();
  await page.getByRole('button', { name: 'Genre' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'FPS' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/app\/games\?genre=FPS$/);
  await page.getByRole('button', { name: 'Platform' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'PC' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/genre=FPS&platform=PC$/);
  await expect(page.getByRole('button', { name: 'Genre, 1 selected' })).toBeVisible();

  // Back and forward walk the filter history.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/games\?genre=FPS$/);
  await page.goForward();
  await expect(page).toHaveURL(/genre=FPS&platform=PC$/);

  await page.getByRole('link', { name: 'Counter-Strike 2', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/games\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Counter-Strike 2' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  const first = page.getByRole('tabpanel', { name: 'Tournaments' }).getByRole('link').first();
  const name = (await first.locator('span.truncate').first().textContent())!.trim();
  await first.click();

  await expect(page).toHaveURL(/\/app\/tournaments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await walkTournamentTabs(page);
  await expect(page).toHaveURL(/\?tab=prizes$/);
});

test('a filtered tournament list is a link: a new session opening it sees the same view', async ({ page, browser }) => {
  const user = await signedInUser(page.request, 'share');
  await login(page.request, user.email, user.password);

  await openApp(page, '/app/tournaments');
  await expect(page.getByTestId('applied-status')).toBeVisible();
  await page.getByRole('combobox', { name: 'Game' }).click();
  await page.getByRole('option', { name: 'Counter-Strike 2' }).click();
  await expect(page).toHaveURL(/\?game=cs2$/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open for Registration' }).click();
  await expect(page).toHaveURL(/\?game=cs2&status=OPEN_FOR_REGISTRATION$/);
  await expect(page.getByTestId('applied-status')).toHaveCount(0);
  await expect(page.getByText(/^\d+ tournaments? found$/)).toBeVisible();
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Tournaments' }).getByText('OPEN FOR REGISTRATION')).toHaveCount(names.length);
  const shared = page.url();

  const other = await freshSession(browser, user);
  await openApp(other.page, shared);
  await expect(other.page.getByRole('combobox', { name: 'Game' })).toHaveText(/Counter-Strike 2/);
  await expect(other.page.getByRole('combobox', { name: 'Status' })).toHaveText(/Open for Registration/);
  await expect.poll(() => cardNames(other.page)).toEqual(names);
  await other.context.close();
});

test('following a tournament lasts: a new login still sees it followed', async ({ page, browser }) => {
  const user = await signedInUser(page.request, 'follow');
  await login(page.request, user.email, user.password);

  await openApp(page, '/app/tournaments');
  await page.getByRole('link', { name: /^View Tournament / }).first().click();
  await expect(page).toHaveURL(/\/app\/tournaments\/[0-9a-f-]{36}$/);
  const url = page.url();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Following', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');

  const other = await freshSession(browser, user);
  await openApp(other.page, url);
  await expect(other.page.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
  await other.page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(other.page.getByText('Unfollowed', { exact: true })).toBeVisible();
  await other.context.close();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor sees a tournament with the login link, which brings them back', async ({ page }) => {
  await openApp(page, '/app/tournaments?status=IN_PROGRESS');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  const res = await page.request.get('/api/v1/tournaments?status=IN_PROGRESS&pageSize=1');
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  await openApp(page, `/app/tournaments/${items[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: items[0]!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /Follow/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Login to Join Tournament' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
});

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('games, a game and its tabs have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(90_000);
      const user = await signedInUser(page.request, 'a11yg');
      await login(page.request, user.email, user.password);

      await openApp(page, '/app/games');
      await expect(page.getByText(/^\d+ games found$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Genre' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await openApp(page, '/app/games?search=zzzz-nothing');
      await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await openApp(page, '/app/games/cs2');
      await expect(page.getByRole('heading', { level: 1, name: 'Counter-Strike 2' })).toBeVisible();
      for (const tab of ['Overview', 'Tournaments', 'Gallery', 'Details']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }

    });

    test('tournaments, a tournament and its tabs have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(90_000);
      const user = await signedInUser(page.request, 'a11yt');
      await login(page.request, user.email, user.password);

      await openApp(page, '/app/tournaments');
      await expect(page.getByText(/^\d+ tournaments? found$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A tournament with every part filled: league tables, a bracket, matches, teams, prizes and photos.
      const res = await page.request.get('/api/v1/tournaments?status=IN_PROGRESS&pageSize=50');
      const { items } = (await res.json()) as { items: { id: string; tournamentFormat: string }[] };
      const full = items.find((t) => t.tournamentFormat === 'league_and_knockout') ?? items[0]!;
      await openApp(page, `/app/tournaments/${full.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const tab of TOURNAMENT_TABS) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        // The stream player is someone else's page.
        await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
      }
      await page.getByRole('tab', { name: 'Media' }).click();
      const photo = page.getByRole('tabpanel', { name: 'Media' }).getByRole('button').first();
      if (await photo.count()) {
        await photo.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
