import { expect, test, type Page } from '@playwright/test';
import { login, register, uniqueUser } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { OUTBOX_READER, verificationLink, waitForEmail } from './support/outbox.ts';

/** Collects Content-Security-Policy violations the page reports. */
function cspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the server is up and ready', async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
  expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ok' });
});

test('the API documentation loads', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Clutch API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the dev outbox lists e-mails to its administrator, shows them safely and passes axe', async ({ page }) => {
  const violations = cspViolations(page);
  const user = await register(page.request, uniqueUser('outbox'));
  const mail = await waitForEmail(page.request, user.email);
  const link = verificationLink(mail);

  // In production (as the journeys run the server) a visitor gets a sign-in page, not the mails.
  const refused = await page.goto(`/dev/outbox?to=${encodeURIComponent(user.email)}`);
  expect(refused?.status()).toBe(401);
  await expect(page.getByRole('link', { name: 'Sign in as an administrator' })).toBeVisible();
  await expect(page.getByText(user.email)).toHaveCount(0);

  await login(page.request, OUTBOX_READER.email, OUTBOX_READER.password);
  await page.goto(`/dev/outbox?to=${encodeURIComponent(user.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dev outbox' })).toBeVisible();
  const article = page.getByRole('article', { name: mail.subject });
  await expect(article).toBeVisible();
  await expect(article.getByText(user.email)).toBeVisible();
  // The page's stylesheet applied: the product's dark background.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 13, 18)');

  // The HTML version renders in a script-less sandbox; its link targets the top window.
  const frame = article.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', /allow-top-navigation-by-user-activation/);
  await expect(frame).not.toHaveAttribute('sandbox', /allow-scripts|allow-same-origin/);
  const frameLink = frame.contentFrame().locator(`a[href="${link}"]`);
  await expect(frameLink.first()).toBeVisible();

  await article.getByText('Text version').click();
  await expect(article.locator('pre')).toContainText(link);

  // axe can not run inside a script-less sandbox; the e-mail's own markup is the templates' concern.
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  expect(violations).toEqual([]);

  await frameLink.first().click();
  await expect(page).toHaveURL(link);
});
