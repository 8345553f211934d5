import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openDates, utcLocal } from './support/competition.ts';
import { openApp } from './support/navigation.ts';
import { shot } from './support/shots.ts';

/** A captain in their own browser: signed in, with a team registered to the tournament through its join dialog. */
async function captainRegisters(browser: Browser, tournamentId: string, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const captain = await signedInUser(page.request, prefix);
  const teamName = `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${captain.nickName.slice(-5)}`;
  await openApp(page, `/app/tournaments/${tournamentId}`);
  await page.getByRole('button', { name: 'Join Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your team' });
  await dialog.getByLabel('Team name').fill(teamName);
  await dialog.getByRole('button', { name: 'Create team and register' }).click();
  await expect(page.getByText('Team created and registered successfully! 🎉')).toBeVisible();
  // Free entry: no payment step, the dialog closes on its own.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Your team: ${teamName}` })).toBeVisible();
  await expect(page.getByText('Pending approval')).toBeVisible();
  return { context, page, captain, teamName };
}

/** The captain's Matches tab, the match's row (a card below 768 px, a table row above). */
function matchRow(page: Page, section: string, home: string) {
  return page.getByRole('region', { name: section }).locator('tr, li').filter({ hasText: home });
}

/** A captain reports a score from the tournament's Matches tab. */
async function report(page: Page, section: string, scores: Record<string, number>) {
  const [home] = Object.keys(scores);
  await matchRow(page, section, home!).getByRole('button', { name: 'Report result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report result' });
  for (const [team, score] of Object.entries(scores)) await dialog.getByLabel(`${team} score`).fill(String(score));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Result reported')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The other captain confirms the report waiting on their Matches tab. */
async function confirm(page: Page, section: string, home: string, reported: RegExp) {
  const row = matchRow(page, section, home);
  await expect(row.getByText(reported)).toBeVisible();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Result confirmed')).toBeVisible();
}

test.use({ actionTimeout: 15_000 });

test('an organizer runs a tournament from the form to paid prizes while a visitor watches the table and bracket update live', async ({ browser, page }) => {
  test.setTimeout(180_000);
  // Unique in the run: the other worker may be running this journey too (--repeat-each).
  const name = `Live Journey Cup ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

  // The organizer: a new verified user with no tournaments yet.
  await signedInUser(page.request, 'org');
  await openApp(page, '/app/organizer');
  await expect(page.getByRole('heading', { name: 'You haven’t organized a tournament yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Tournament' }).first().click();
  await expect(page).toHaveURL(/\/app\/organizer\/new$/);

  // The form: groups then a knockout, for two teams of one to three players, free, two prizes.
  await page.getByLabel('Tournament name', { exact: true }).fill(name);
  await page.getByLabel('Description (optional)').fill('Two teams, one group, one final.');
  await page.getByRole('searchbox', { name: 'Game' }).fill('Valorant');
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^valorant$/i }).click();
  await expect(page.getByRole('button', { name: /^Change game \(valorant\)$/i })).toBeVisible();
  await expect(page.getByLabel('Format', { exact: true })).toHaveValue('league_and_knockout');
  await page.getByLabel('Time zone', { exact: true }).selectOption('UTC');
  const dates = openDates();
  await page.getByLabel('Registration opens (UTC)').fill(utcLocal(dates.registrationStartDate));
  await page.getByLabel('Registration closes (UTC)').fill(utcLocal(dates.registrationEndDate));
  await page.getByLabel('Tournament starts (UTC)').fill(utcLocal(dates.tournamentStartDate));
  await page.getByLabel('Tournament ends (UTC)').fill(utcLocal(dates.tournamentEndDate));
  await page.getByLabel('Max teams', { exact: true }).fill('2');
  await page.getByLabel('Max players per team', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Add prize' }).click();
  await page.getByRole('button', { name: 'Add prize' }).click();
  await page.locator('#t-prize-0-amount').fill('100');
  await page.locator('#t-prize-1-amount').fill('50');
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByText('Tournament created')).toBeVisible();
  await page.waitForURL(/\/app\/organizer\/[0-9a-f-]{36}$/);
  const tournamentId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('DRAFT', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog', { name: `Publish ${name}?` }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Tournament published')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

  // Two captains register their teams through the tournament page, each in their own browser.
  const a = await captainRegisters(browser, tournamentId, 'alpha');
  const b = await captainRegisters(browser, tournamentId, 'bravo');

  // The organizer accepts both on the Registrations tab, then starts.
  await openApp(page, `/app/organizer/${tournamentId}?tab=registrations`);
  for (const team of [a.teamName, b.teamName]) {
    await page.getByRole('button', { name: `Accept ${team}` }).click();
    await expect(page.getByText(`Accepted ${team}`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('alertdialog', { name: `Start ${name}?` }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('1 match built.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();

  // A visitor, signed out, keeps the Results tab open; the marker on `window` would not survive a reload.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openApp(visitor, `/app/tournaments/${tournamentId}?tab=results`);
  const groupTable = visitor.getByRole('region', { name: 'Group A' });
  await expect(groupTable.getByRole('row', { name: new RegExp(a.teamName) })).toBeVisible();
  await expect(visitor.getByText('The bracket is drawn once the league stage is decided.')).toBeVisible();
  await visitor.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const sameDocument = () => visitor.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  // The group match: captain A reports 2-1, captain B confirms. Seeded by registration time, A is the home side.
  for (const c of [a, b]) await openApp(c.page, `/app/tournaments/${tournamentId}?tab=matches`);
  await report(a.page, 'Group A · Round 1', { [a.teamName]: 2, [b.teamName]: 1 });
  await expect(matchRow(a.page, 'Group A · Round 1', a.teamName).getByText(`Waiting for ${b.teamName} to confirm`, { exact: false })).toBeVisible();
  await shot(b.page, 'captain-matches-pending-report-1280');

  // Captain B's ticket carries the report too, with Confirm and Dispute, at both widths.
  await openApp(b.page, '/app/tickets');
  await b.page.getByRole('link', { name: new RegExp(name) }).click();
  await b.page.getByRole('tab', { name: 'Matches' }).click();
  const ticketMatch = b.page.getByRole('list', { name: 'Matches' }).getByRole('listitem').first();
  await expect(ticketMatch.getByText(new RegExp(`reported ${a.teamName} 2 - 1 ${b.teamName}`))).toBeVisible();
  await expect(ticketMatch.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(ticketMatch.getByRole('button', { name: 'Dispute' })).toBeVisible();
  for (const width of [1280, 375]) {
    await b.page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await shot(b.page, `ticket-matches-pending-report-${width}`);
    await expectNoSeriousA11yViolations(b.page);
  }
  await b.page.setViewportSize({ width: 1280, height: 720 });

  await openApp(b.page, `/app/tournaments/${tournamentId}?tab=matches`);
  await confirm(b.page, 'Group A · Round 1', a.teamName, new RegExp(`reported ${a.teamName} 2 - 1 ${b.teamName}`));

  // The visitor's table and bracket follow without a reload: A on 3 points, the final drawn between them.
  const rowOf = (team: string) => groupTable.getByRole('row', { name: new RegExp(team) });
  await expect(rowOf(a.teamName).getByRole('cell').last()).toHaveText('3');
  await expect(rowOf(b.teamName).getByRole('cell').last()).toHaveText('0');
  const bracket = visitor.getByRole('region', { name: 'Knockout bracket' });
  const final = bracket.getByRole('group', { name: /^Final, match 1$/ });
  await expect(final).toContainText(a.teamName);
  await expect(final).toContainText(b.teamName);
  expect(await sameDocument(), 'the visitor page was not reloaded').toBe(true);
  await shot(visitor, 'journey-results-after-group');

  // The final: this time B reports a 2-1 win and A confirms.
  await expect(matchRow(b.page, 'Final', b.teamName).getByRole('button', { name: 'Report result' })).toBeVisible();
  await report(b.page, 'Final', { [a.teamName]: 1, [b.teamName]: 2 });
  await confirm(a.page, 'Final', a.teamName, new RegExp(`reported ${a.teamName} 1 - 2 ${b.teamName}`));

  await expect(final.locator('[data-winner]')).toContainText(b.teamName);
  await expect(final).toContainText('2');
  expect(await sameDocument(), 'the visitor page was not reloaded').toBe(true);

  // The organizer finishes; placements fix the prize holders, both still to be paid.
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('alertdialog', { name: `Finish ${name}?` }).getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Tournament finished')).toBeVisible();

  // The visitor's page learns of the finish live too; its Prizes tab names the placed teams, Pending.
  await visitor.getByRole('tab', { name: 'Prizes' }).click();
  const prizes = visitor.getByRole('tabpanel', { name: 'Prizes' });
  const firstPlace = prizes.getByRole('listitem').filter({ hasText: '1st Place' });
  const secondPlace = prizes.getByRole('listitem').filter({ hasText: '2nd Place' });
  await expect(firstPlace).toContainText(b.teamName);
  await expect(secondPlace).toContainText(a.teamName);
  await expect(firstPlace.getByText('Pending')).toBeVisible();
  await expect(secondPlace.getByText('Pending')).toBeVisible();
  expect(await sameDocument(), 'the visitor page was not reloaded').toBe(true);

  // The organizer pays first place from the manage page's Prizes tab.
  await page.getByRole('tab', { name: 'Prizes' }).click();
  const managePrizes = page.getByRole('list', { name: 'Prizes' });
  await managePrizes.getByRole('button', { name: 'Pay 1st Place' }).click();
  const pay = page.getByRole('alertdialog', { name: 'Pay 1st Place?' });
  await expect(pay).toContainText(`$100.00 goes to ${b.captain.nickName}, captain of ${b.teamName}.`);
  await pay.getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(page.getByText('1st Place paid')).toBeVisible();
  await expect(managePrizes.getByRole('listitem').filter({ hasText: '1st Place' }).getByText('Paid', { exact: true })).toBeVisible();
  await expect(managePrizes.getByRole('button', { name: 'Pay 2nd Place' })).toBeVisible();

  await openApp(visitor, visitor.url());
  await expect(firstPlace.getByText(/^Paid/)).toBeVisible();
  await expect(secondPlace.getByText('Pending')).toBeVisible();
  await shot(visitor, 'journey-prizes-paid');

  await Promise.all([a.context.close(), b.context.close(), visitorContext.close()]);
});

/** Seeded and played through the engine: groups then a knockout, and knockouts, running and finished. */
const SEEDED = [
  ['Rocket League Nordic Nights', 'league_and_knockout'],
  ['Roshan Pit Classic', 'league_and_knockout'],
  ['Champions Road São Paulo', 'KNOCKOUT'],
  ['Winter Major Qualifier', 'KNOCKOUT'],
] as const;

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('the Results tab of seeded tournaments shows their standings and bracket without serious accessibility violations', async ({ page }) => {
      test.setTimeout(60_000);
      for (const [name, format] of SEEDED) {
        const list = await page.request.get('/api/v1/tournaments', { params: { search: name }, headers: WEB_HEADERS });
        const found = ((await list.json()) as { items: { id: string; name: string }[] }).items.find((t) => t.name === name);
        expect(found, name).toBeTruthy();
        await openApp(page, `/app/tournaments/${found!.id}?tab=results`);
        const results = page.getByRole('tabpanel', { name: 'Results' });
        const bracket = results.getByRole('region', { name: 'Knockout bracket' }).getByRole('group').first();
        if (format === 'league_and_knockout') {
          await expect(results.getByRole('table').first()).toBeVisible();
          // A running one may still be in its groups: the bracket is drawn once they are decided.
          await expect(bracket.or(results.getByText('The bracket is drawn once the league stage is decided.'))).toBeVisible();
        } else {
          await expect(bracket).toBeVisible();
        }
        await shot(page, `results-${name.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${width}`);
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
