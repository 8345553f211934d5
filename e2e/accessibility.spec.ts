import { expect, test, type Page } from '@playwright/test';
import { login, signedInUser } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openApp } from './support/navigation.ts';

const WIDTHS = [1280, 375] as const;

/** Every page of the foundation, with what shows once it has rendered. */
const PUBLIC_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (p) => expect(p.getByRole('main')).toBeVisible() },
  { path: '/app/auth/login', ready: (p) => expect(p.getByLabel('E-mail or username')).toBeVisible() },
  { path: '/app/auth/register', ready: (p) => expect(p.getByLabel('Nickname')).toBeVisible() },
  { path: '/app/auth/forgot-password', ready: (p) => expect(p.getByLabel('E-mail')).toBeVisible() },
  { path: '/auth/forgot-password', ready: (p) => expect(p.getByLabel('E-mail')).toBeVisible() },
  { path: '/app/auth/success', ready: (p) => expect(p.getByRole('heading', { name: 'Your Password Was Successfully Changed' })).toBeVisible() },
  { path: '/app/confirm-account?token=not-a-real-token', ready: (p) => expect(p.getByText('Invalid or expired token.')).toBeVisible() },
  { path: '/no/such/page', ready: (p) => expect(p.getByText('Oops! Page not found')).toBeVisible() },
];

const APP_PAGES = ['/app/', '/app/settings', '/app/me', '/app/discover', '/app/help', '/app/tournaments'];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    // One test per page: a sweep of eight axe scans in one test's 30 s ran out of time on a busy two-core machine.
    for (const { path, ready } of PUBLIC_PAGES) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await ready(page);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the code step has no serious accessibility violations', async ({ page }) => {
      const user = await signedInUser(page.request, 'a11y');
      await page.context().clearCookies();
      await page.goto('/app/auth/forgot-password');
      await page.getByLabel('E-mail').fill(user.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the signed-in shell and its pages have no serious accessibility violations', async ({ page }) => {
      // Six pages, each rendered and scanned by axe, behind one sign-in.
      test.slow();
      const user = await signedInUser(page.request, 'shell');
      await login(page.request, user.email, user.password);
      for (const path of APP_PAGES) {
        await openApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      if (width === 375) {
        await page.getByRole('button', { name: 'Toggle sidebar' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
