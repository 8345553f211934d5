import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { shot } from './support/shots.ts';
import { openApp } from './support/navigation.ts';

/** A valid 1×1 PNG: the server checks the magic bytes and re-encodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Seeded: open for registration, teams of exactly three, a $15 entry fee. */
const TOURNAMENT = 'Apex Trios Showdown';

test('a captain builds a team with an image, a member accepts, the captain pays in the sandbox and the registration shows paid', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const captain = await signedInUser(page.request, 'cap');
  const memberContext = await browser.newContext();
  const member = await signedInUser(memberContext.request, 'mate');
  const other = await signedInUser(request, 'third');

  const list = await page.request.get('/api/v1/tournaments', { params: { search: TOURNAMENT, status: 'OPEN_FOR_REGISTRATION' }, headers: WEB_HEADERS });
  const tournament = ((await list.json()) as { items: { id: string; name: string }[] }).items.find((t) => t.name === TOURNAMENT)!;
  expect(tournament, 'the seeded tournament').toBeTruthy();

  // The captain creates the team.
  await openApp(page, `/app/tournaments/${tournament.id}`);
  await page.getByRole('button', { name: 'Join Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your team' });
  await dialog.getByLabel('Team name').fill(`Trio ${captain.nickName.slice(-6)}`);
  await dialog.getByLabel('Bio (optional)').fill('Three of a kind.');
  await dialog.getByLabel('Team image (optional)').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Team image preview' })).toBeVisible();
  for (const mate of [member, other]) {
    await dialog.getByRole('searchbox', { name: 'Search players' }).fill(mate.nickName);
    await dialog.getByRole('button', { name: `Add ${mate.nickName}` }).click();
  }
  await expect(dialog.getByText(/^3 of 3 players/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create team and register' }).click();
  await expect(page.getByText('Team created and registered successfully! 🎉')).toBeVisible();
  const pay = page.getByRole('dialog', { name: 'Pay entry fee' });
  await expect(pay.getByRole('button', { name: 'Pay entry fee $15.00' })).toBeVisible();
  await pay.press('Escape');
  await expect(page.getByRole('heading', { name: /^Your team: Trio/ })).toBeVisible();
  await expect(page.getByText('Pending approval')).toBeVisible();

  // The member accepts in their own browser.
  const memberPage = await memberContext.newPage();
  await openApp(memberPage, '/app/team-invites');
  const card = memberPage.getByRole('listitem', { name: /^Invite to Trio/ });
  await expect(card.getByText('PENDING')).toBeVisible();
  await card.getByRole('button', { name: /^Accept/ }).click();
  await expect(memberPage.getByText('Invite accepted')).toBeVisible();
  await expect(card.getByText('ACCEPTED')).toBeVisible();
  await memberContext.close();

  // The captain sees it on the My Team tab, then pays in the sandbox checkout.
  await openApp(page, `/app/tournaments/${tournament.id}?tab=invites`);
  const members = page.getByRole('tabpanel', { name: 'My Team' });
  await expect(members.getByRole('listitem').filter({ hasText: member.nickName }).getByText('ACCEPTED')).toBeVisible();
  await page.getByRole('button', { name: 'Pay entry fee $15.00' }).click();
  await page.waitForURL(/\/checkout|sandbox/);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/app\/billing\?payment=.*checkout=success/);

  await expect(async () => {
    await openApp(page, `/app/tournaments/${tournament.id}`);
    await expect(page.getByRole('heading', { name: /^Your team: Trio/ }).locator('..').getByText('Paid', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/^Entry fee \$15\.00 paid on/)).toBeVisible();
});

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('the team join dialog has no serious accessibility violations, empty and with a member added and an error shown', async ({ page, request }) => {
      await signedInUser(page.request, 'a11yteam');
      const mate = await signedInUser(request, 'a11ymate');
      const list = await page.request.get('/api/v1/tournaments', { params: { search: TOURNAMENT, status: 'OPEN_FOR_REGISTRATION' }, headers: WEB_HEADERS });
      const tournament = ((await list.json()) as { items: { id: string; name: string }[] }).items.find((t) => t.name === TOURNAMENT)!;
      await openApp(page, `/app/tournaments/${tournament.id}`);
      await page.getByRole('button', { name: 'Join Tournament' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create your team' });
      await expect(dialog.getByLabel('Team name')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await dialog.getByRole('searchbox', { name: 'Search players' }).fill(mate.nickName);
      await dialog.getByRole('button', { name: `Add ${mate.nickName}` }).click();
      await dialog.getByRole('button', { name: 'Create team and register' }).click();
      await expect(dialog.getByLabel('Team name')).toHaveAttribute('aria-invalid', 'true');
      await shot(page, `team-join-${width}`, { fullPage: false });
      await expectNoSeriousA11yViolations(page);
    });

    test('the team invites list and an invite’s page have no serious accessibility violations', async ({ page }) => {
      // nova is seeded with pending invites; this only reads them.
      await login(page.request, 'nova', DEMO_PASSWORD);
      await openApp(page, '/app/team-invites');
      const details = page.getByRole('link', { name: /^Details of the invite to / }).first();
      await expect(details).toBeVisible();
      await shot(page, `team-invites-${width}`);
      await expectNoSeriousA11yViolations(page);

      await details.click();
      await expect(page).toHaveURL(/\/app\/team-invites\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Accept/ })).toBeVisible();
      await shot(page, `team-invite-${width}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
