import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInUser } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptedSoloEntrants, createTournament, enterResult, lifecycle, matchesOf, playable } from './support/competition.ts';
import { shot } from './support/shots.ts';

/**
 * Another site's page, framing `src` (a path on Clutch) as a fan site would paste the embed code. A server of its
 * own on this machine, reached as `localhost` while Clutch is `127.0.0.1`: another origin and another site. (A page
 * Playwright made up would have no address, and Chromium's local network checks would stop the frame.)
 */
async function hostPage(page: Page, baseURL: string, src: string, title: string) {
  const html = `<!doctype html><html lang="en"><head><title>Fan site</title></head><body><main><h1>Our league</h1>
    <iframe src="${baseURL}${src}" title="${title}" width="100%" height="700" style="border:0"></iframe></main></body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://localhost:${(server.address() as AddressInfo).port}/`;
  expect(new URL(host).origin).not.toBe(new URL(baseURL).origin);
  page.once('close', () => server.close());
  await page.goto(host);
}

/** A knockout of four solo players, published and started by its organizer (a request context of its own). */
async function runningKnockout(organizer: APIRequestContext, newContext: () => Promise<APIRequestContext>, tag: string) {
  await signedInUser(organizer, `emb${tag}`);
  const tournament = await createTournament(organizer, { name: `Embed Cup ${tag} ${Date.now().toString(36)}`, tournamentFormat: 'KNOCKOUT' });
  await lifecycle(organizer, tournament.id, 'publish');
  await acceptedSoloEntrants(organizer, newContext, tournament.id, 4, `emb${tag}`);
  await lifecycle(organizer, tournament.id, 'start');
  return tournament;
}

const sideNames = (m: { results: { slot: number; teamName: string }[] }) =>
  [...m.results].sort((a, b) => a.slot - b.slot).map((r) => r.teamName) as [string, string];

test('only the embed and overlay pages may be framed by another site', async ({ request }) => {
  for (const path of ['/embed/tournaments/00000000-0000-4000-8000-000000000000', '/overlay/tournaments/00000000-0000-4000-8000-000000000000']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-security-policy'], path).toContain('frame-ancestors *');
    expect(res.headers()['x-frame-options'], path).toBeUndefined();
  }
  const app = await request.get('/app/tournaments');
  expect(app.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(app.headers()['x-frame-options']).toBe('SAMEORIGIN');
});

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('a fan site frames a running tournament’s bracket, which moves on live; the app itself refuses the frame', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000);
      const organizer = await playwright.request.newContext({ baseURL });
      const tournament = await runningKnockout(organizer, () => playwright.request.newContext({ baseURL }), `b${width}`);
      const [first] = playable(await matchesOf(organizer, tournament.id));
      const [home] = sideNames(first!);

      await hostPage(page, baseURL!, `/embed/tournaments/${tournament.id}?view=bracket&theme=light`, `${tournament.name} bracket`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible({ timeout: 30_000 });
      await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
      const bracket = frame.getByRole('region', { name: 'Knockout bracket' });
      await expect(bracket.getByRole('group', { name: 'Semifinals, match 1' })).toContainText(home);
      // A visitor's page: no app chrome, and the way back opens Clutch in a new tab.
      await expect(frame.getByRole('link', { name: /^Clutch: see this tournament/ })).toHaveAttribute('target', '_blank');
      await expect(frame.getByRole('button', { name: /Login/ })).toHaveCount(0);
      await shot(page, `embed-bracket-${width}`);
      await expectNoSeriousA11yViolations(page);

      // The organizer enters the first semifinal: the framed bracket shows its winner without a reload.
      await enterResult(organizer, first!.id, { homeScore: 2, awayScore: 1 });
      await expect(bracket.getByRole('group', { name: 'Semifinals, match 1' }).locator('[data-winner]')).toContainText(home);

      // The app's own pages stay unframeable: the browser refuses to show one inside the fan site.
      await hostPage(page, baseURL!, `/app/tournaments/${tournament.id}`, 'Clutch app');
      await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(true);
      await organizer.dispose();
    });

    test('an OBS overlay shows the next match on a transparent page and its score as it comes in, in the language asked', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000);
      const organizer = await playwright.request.newContext({ baseURL });
      const tournament = await runningKnockout(organizer, () => playwright.request.newContext({ baseURL }), `o${width}`);
      const [first, second] = playable(await matchesOf(organizer, tournament.id));

      await page.goto(`/overlay/tournaments/${tournament.id}`);
      const [home, away] = sideNames(first!);
      const board = page.getByRole('region', { name: `${home} against ${away}` });
      await expect(board).toBeVisible({ timeout: 30_000 });
      await expect(board).toContainText('vs');
      const backgrounds = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
      expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      // No app chrome: no top bar, no navigation, no toasts' region.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await shot(page, `overlay-match-${width}`);
      await expectNoSeriousA11yViolations(page);

      // The first semifinal is played: the overlay moves on to the second, which is now the next match.
      await enterResult(organizer, first!.id, { homeScore: 2, awayScore: 0 });
      const [nextHome, nextAway] = sideNames(second!);
      await expect(page.getByRole('region', { name: `${nextHome} against ${nextAway}` })).toBeVisible();

      // A match named in the URL, in Portuguese: its score arrives live.
      await page.goto(`/overlay/tournaments/${tournament.id}?match=${second!.id}&lang=pt-BR`);
      const named = page.getByRole('region', { name: `${nextHome} contra ${nextAway}` });
      await expect(named).toContainText('vs');
      await enterResult(organizer, second!.id, { homeScore: 3, awayScore: 1 });
      await expect(named.getByText('Placar: 3 a 1')).toBeAttached();
      await expect(named).toContainText('3 – 1');
      await organizer.dispose();
    });
  });
}
