import type { Page } from '@playwright/test';

/**
 * How long a page may take to boot. Every browser context starts with an empty cache, so its first page fetches and
 * compiles the whole app again; on a loaded machine that took 5 to 8 s (two of six runs of competition.spec.ts beside
 * another worker), the whole budget of the assertion that followed.
 */
const BOOT_TIMEOUT_MS = 30_000;

/**
 * Opens `url` and waits until the app has booted: its first request, the session check (`GET /auth/me`), answered.
 * A visitor's page, whose session hint cookie says there is no session, makes no such request (ADR 022, round 3):
 * there the app has booted once it has rendered into `#root`.
 * Navigating is then done, and the next assertion times only what it asserts, not the app's download and start.
 */
export async function openApp(page: Page, url: string) {
  const sessionChecked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/auth/me', { timeout: BOOT_TIMEOUT_MS });
  sessionChecked.catch(() => {});
  await page.goto(url);
  const visitor = (await page.context().cookies()).some((c) => c.name === 'clutch_session_hint' && c.value === '0');
  if (visitor) await page.locator('#root > *').first().waitFor({ state: 'attached', timeout: BOOT_TIMEOUT_MS });
  else await sessionChecked;
}
