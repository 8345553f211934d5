import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { shot } from './support/shots.ts';
import { openApp } from './support/navigation.ts';

/** Seeded: open for registration, solo (maxPlayerPerTeam 1), a $5 entry fee, room for 64. */
const TOURNAMENT = 'Zero Build Solo Showdown';
const WIDTHS = [1280, 375] as const;

async function soloTournamentId(request: APIRequestContext) {
  const list = await request.get('/api/v1/tournaments', { params: { search: TOURNAMENT, status: 'OPEN_FOR_REGISTRATION' }, headers: WEB_HEADERS });
  const found = ((await list.json()) as { items: { id: string; name: string; maxPlayerPerTeam: number }[] }).items.find((t) => t.name === TOURNAMENT);
  expect(found, 'the seeded solo tournament').toBeTruthy();
  expect(found!.maxPlayerPerTeam).toBe(1);
  return found!.id;
}

/** Opens the tournament, joins as a solo player and lands on the payment step. */
async function joinAndOpenCheckout(page: Page, tournamentId: string) {
  await openApp(page, `/app/tournaments/${tournamentId}`);
  await page.getByRole('button', { name: 'Join Tournament' }).click();
  await page.getByRole('dialog', { name: `Join ${TOURNAMENT}` }).getByRole('button', { name: 'Register as a solo player' }).click();
  await expect(page.getByText('You are registered! 🎉')).toBeVisible();
  await page.getByRole('dialog', { name: 'Pay entry fee' }).getByRole('button', { name: 'Pay entry fee $5.00' }).click();
  await page.waitForURL(/\/payments\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByRole('heading', { name: new RegExp(`^Entry fee · ${TOURNAMENT}`) })).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a new player joins a solo tournament, pays with 4242 in the sandbox and gets a ticket', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInUser(page.request, 'solo');
  const tournamentId = await soloTournamentId(page.request);

  await joinAndOpenCheckout(page, tournamentId);
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/app\/billing\?payment=.*checkout=success/);
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByText('$5.00 entry fee paid.')).toBeVisible();

  await openApp(page, '/app/tickets');
  const ticket = page.getByRole('link', { name: new RegExp(TOURNAMENT) });
  await expect(ticket).toHaveCount(1);
  await ticket.click();
  await expect(page.getByRole('heading', { level: 1, name: TOURNAMENT })).toBeVisible();
  await expect(page.getByText('Entry paid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Tournament' })).toHaveAttribute('href', `/app/tournaments/${tournamentId}`);
});

test('a declined card, then Cancel: nothing is registered, no ticket, no money taken, Join is offered again', async ({ page }) => {
  test.setTimeout(60_000);
  const player = await signedInUser(page.request, 'declined');
  const tournamentId = await soloTournamentId(page.request);

  await joinAndOpenCheckout(page, tournamentId);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.waitForURL(/\/app\/billing\?payment=.*checkout=cancelled/);
  const paymentId = new URL(page.url()).searchParams.get('payment')!;
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByText('No money was taken.')).toBeVisible();
  await expect(page.getByText('Your place in the tournament was released. You can join again whenever you like.')).toBeVisible();
  await shot(page, 'checkout-cancelled');
  await expectNoSeriousA11yViolations(page);

  const payment = await page.request.get(`/api/v1/payments/${paymentId}`, { headers: WEB_HEADERS });
  expect(await payment.json()).toMatchObject({ kind: 'ENTRY_FEE', status: 'CANCELLED', completedAt: null });
  const balance = await page.request.get('/api/v1/stripe/accounts/me/balance', { headers: WEB_HEADERS });
  expect(await balance.json()).toEqual({ data: { available: 0, currency: 'USD' } });
  const fees = await page.request.get(`/api/v1/users/${player.id}/transactions/tournament-registrations`, { headers: WEB_HEADERS });
  expect(await fees.json()).toEqual([]);

  await page.getByRole('link', { name: 'Back to the tournament' }).click();
  await page.waitForURL(new RegExp(`/app/tournaments/${tournamentId}`));
  await expect(page.getByRole('button', { name: 'Join Tournament' })).toBeVisible();
  await expect(page.getByText('Pending approval')).toHaveCount(0);

  await openApp(page, '/app/tickets');
  await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(TOURNAMENT) })).toHaveCount(0);
});

for (const width of WIDTHS) {
  test(`the solo join dialog and its payment step have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await signedInUser(page.request, 'a11ysolo');
    const tournamentId = await soloTournamentId(page.request);
    await openApp(page, `/app/tournaments/${tournamentId}`);
    await page.getByRole('button', { name: 'Join Tournament' }).click();
    const dialog = page.getByRole('dialog', { name: `Join ${TOURNAMENT}` });
    await expect(dialog.getByRole('button', { name: 'Register as a solo player' })).toBeVisible();
    await shot(page, `solo-join-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Register as a solo player' }).click();
    await expect(page.getByRole('dialog', { name: 'Pay entry fee' }).getByRole('button', { name: 'Pay entry fee $5.00' })).toBeVisible();
    await shot(page, `solo-pay-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page);
  });
}
