import type { OrganizerTournament } from '@clutch/contract/organizer';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptedSoloEntrants, createTournament, enterResult, lifecycle, matchesOf, playable } from './support/competition.ts';
import { shot } from './support/shots.ts';
import { openApp } from './support/navigation.ts';

const WIDTHS = [1280, 375] as const;
const MANAGE_TABS = ['Registrations', 'Seeding', 'Matches', 'Audit log', 'Prizes'] as const;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every tab of the manage page, each loaded, looked at and checked with axe. */
async function checkManageTabs(page: Page, name: string, width: number) {
  for (const tab of MANAGE_TABS) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await shot(page, `manage-${name}-${slug(tab)}-${width}`);
    await expectNoSeriousA11yViolations(page);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 }, actionTimeout: 15_000 });

    test('my tournaments, the create form (empty and refused) and a finished tournament’s manage tabs have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(90_000);
      // nova organizes seeded tournaments in every state; this only reads them.
      await login(page.request, 'nova', DEMO_PASSWORD);
      await openApp(page, '/app/organizer');
      const list = page.getByRole('list', { name: 'My tournaments' });
      await expect(list.getByRole('link', { name: 'Luanda Valorant Open' })).toBeVisible();
      await expect(list.getByRole('link', { name: 'Warzone Resurgence Cup' })).toBeVisible();
      await shot(page, `organizer-${width}`);
      await expectNoSeriousA11yViolations(page);

      await openApp(page, '/app/organizer/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Create tournament' })).toBeVisible();
      await shot(page, `form-${width}`);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Create tournament' }).click();
      await expect(page.getByLabel('Tournament name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Choose a game.')).toBeVisible();
      await shot(page, `form-refused-${width}`, { fullPage: false });
      await expectNoSeriousA11yViolations(page);

      const mine = (await (await page.request.get('/api/v1/organizer/tournaments', { headers: WEB_HEADERS })).json()) as OrganizerTournament[];
      const finished = mine.find((t) => t.name === 'Luanda Valorant Open')!;
      await openApp(page, `/app/organizer/${finished.id}`);
      await expect(page.getByRole('heading', { level: 1, name: finished.name })).toBeVisible();
      await checkManageTabs(page, 'finished', width);
    });

    test('a running double elimination: its manage tabs, the public bracket in its three parts, and the targets page', async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      await signedInUser(page.request, 'deorg');
      const t = await createTournament(page.request, {
        name: `Double Trouble ${width} ${Date.now().toString(36)}`,
        tournamentFormat: 'KNOCKOUT',
        competition: { bracketType: 'DOUBLE_ELIMINATION', grandFinalReset: true },
        prizes: [
          { position: 1, amount: 300, description: 'Trophy and jerseys' },
          { position: 2, amount: 150, description: null },
          { position: 3, amount: null, description: null },
        ],
      });
      await lifecycle(page.request, t.id, 'publish');
      await acceptedSoloEntrants(page.request, () => playwright.request.newContext({ baseURL }), t.id, 6, `de${width}`);
      await lifecycle(page.request, t.id, 'start');
      for (let played = 0; played < 5; played++) {
        const [next] = playable(await matchesOf(page.request, t.id));
        await enterResult(page.request, next!.id, { homeScore: 2, awayScore: played % 2 });
      }

      await openApp(page, `/app/organizer/${t.id}`);
      await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
      await checkManageTabs(page, 'double-elimination', width);

      await openApp(page, `/app/tournaments/${t.id}?tab=results`);
      const bracket = page.getByRole('region', { name: 'Knockout bracket' });
      for (const part of ['Winners bracket', 'Losers bracket', 'Grand final']) await expect(bracket.getByRole('region', { name: part })).toBeVisible();
      await expect.poll(() => bracket.locator('[data-winner]').count()).toBeGreaterThanOrEqual(5);
      await shot(page, `results-double-elimination-${width}`);
      await expectNoSeriousA11yViolations(page);

      // Creating a tournament made this user an organizer: they set targets at every stage of progress.
      for (const [title, currentValue, targetValue, unit] of [
        ['Grow the Discord', 420, 1000, 'members'],
        ['Run ten tournaments this season', 8, 10, 'tournaments'],
        ['Prize pool raised', 5000, 5000, '$'],
      ] as const) {
        const res = await page.request.post('/api/v1/targets', { headers: WEB_HEADERS, data: { title, currentValue, targetValue, unit, description: null } });
        expect(res.status(), await res.text()).toBe(201);
      }
      await openApp(page, '/app/targets');
      const targets = page.getByRole('list', { name: 'Targets' });
      await expect(targets.getByRole('listitem')).toHaveCount(3);
      await expect(targets.getByText('Nearly There')).toBeVisible();
      await expect(targets.getByText('Completed')).toBeVisible();
      await shot(page, `targets-${width}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
