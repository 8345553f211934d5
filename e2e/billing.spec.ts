import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { shot } from './support/shots.ts';
import { openApp } from './support/navigation.ts';

/** Seeded solo tournaments open for registration: $5 (paid below) and 5000 AOA (left pending). */
const PAID = 'Zero Build Solo Showdown';
const PENDING = 'Luanda Fight Night';

const card = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title }).locator('../..');

async function tournamentId(request: APIRequestContext, name: string) {
  const list = await request.get('/api/v1/tournaments', { params: { search: name, status: 'OPEN_FOR_REGISTRATION' }, headers: WEB_HEADERS });
  const found = ((await list.json()) as { items: { id: string; name: string }[] }).items.find((t) => t.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

async function payOnCheckoutPage(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Two solo entries through the API: one paid in the sandbox (its hosted form posted as a browser would), one left unpaid. */
async function entryFees(request: APIRequestContext) {
  for (const name of [PAID, PENDING]) {
    const res = await request.post(`/api/v1/team-registration/solo/${await tournamentId(request, name)}`, { headers: WEB_HEADERS });
    expect(res.status(), await res.text()).toBe(201);
  }
  const checkout = await request.post('/api/v1/payments/checkout', { headers: WEB_HEADERS, data: { tournamentId: await tournamentId(request, PAID) } });
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(new URL(url).pathname, { form: { action: 'pay', number: '4242424242424242', expiry: '12/34', cvc: '123' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test('Add Money through the sandbox raises Total Balance, a declined card says so, Withdraw lowers it; the entry fees by tab and filter', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInUser(page.request, 'billing');
  await entryFees(page.request);

  await openApp(page, '/app/billing');
  await expect(card(page, 'Total Balance').getByText('$0.00')).toBeVisible();

  // Add Money: declined first, then paid.
  await page.getByRole('button', { name: 'Add Money' }).click();
  const add = page.getByRole('dialog', { name: 'Add Money' });
  await add.getByLabel('Amount (USD)').fill('25');
  await add.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/payments\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await payOnCheckoutPage(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await payOnCheckoutPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/app\/billing\?payment=.*checkout=success/);
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByText('$25.00 was added to your balance.')).toBeVisible();
  await expect(card(page, 'Total Balance').getByText('$25.00')).toBeVisible();

  // Withdraw: more than the balance is refused, then part of it goes.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(withdraw.getByText('Available: $25.00')).toBeVisible();
  await withdraw.getByLabel('Amount (USD)').fill('10.50');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal sent')).toBeVisible();
  await expect(withdraw).toBeHidden();
  await expect(card(page, 'Total Balance').getByText('$14.50')).toBeVisible();

  // The entry fees: the unpaid one under Pending Payments, the paid one under Paid Tournaments.
  const pending = page.getByRole('table', { name: 'Pending Payments' });
  await expect(pending.getByRole('row').filter({ hasText: PENDING })).toContainText('Pending');
  await expect(pending.getByRole('row').filter({ hasText: PAID })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Paid Tournaments' }).click();
  const paid = page.getByRole('table', { name: 'Paid Tournaments' });
  await expect(paid.getByRole('row').filter({ hasText: PAID })).toContainText('$5.00');
  await expect(paid.getByRole('row').filter({ hasText: PENDING })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(page.getByRole('tab', { name: 'Pending Payments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Pending Payments' }).getByRole('row').filter({ hasText: PENDING })).toBeVisible();
});

for (const width of [1280, 375] as const) {
  test(`the billing page at ${width} px: no serious accessibility violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await signedInUser(page.request, 'billa11y');
    await entryFees(page.request);
    await openApp(page, '/app/billing');
    await expect(card(page, 'Total Balance').getByText('$0.00')).toBeVisible();
    const fees = width === 375 ? page.getByRole('list', { name: 'Pending Payments' }) : page.getByRole('table', { name: 'Pending Payments' });
    await expect(fees.getByText(PENDING)).toBeVisible();
    await shot(page, `billing-${width}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Money' }).click();
    const add = page.getByRole('dialog', { name: 'Add Money' });
    await add.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(add.getByLabel('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `billing-add-money-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page);
  });
}
