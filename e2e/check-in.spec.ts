import { TBD_TEAM_NAME, type Match } from '@clutch/contract/competition';
import { competitionSettings } from '@clutch/contract/organizer';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createTournament, lifecycle, matchesOf } from './support/competition.ts';
import { openApp } from './support/navigation.ts';
import { shot } from './support/shots.ts';
import { textIn, type Language } from './support/texts.ts';

const MINUTE = 60_000;

const runs: { width: number; height: number; language: Language }[] = [
  { width: 1280, height: 900, language: 'en' },
  { width: 375, height: 812, language: 'pt-BR' },
];
type Run = (typeof runs)[number];

async function ok<T>(what: string, res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A browser of its own for a fresh verified player, in the run's language and width, signed in. */
async function playerIn(browser: Browser, run: Run, prefix: string) {
  const context = await browser.newContext({ viewport: { width: run.width, height: run.height } });
  await context.addCookies([{ name: 'clutch_locale', value: run.language, url: test.info().project.use.baseURL! }]);
  const account = await signedInUser(context.request, prefix);
  return { context, page: await context.newPage(), ...account };
}

for (const run of runs) {
  test.describe(`at ${run.width} px in ${run.language}`, () => {
    const contexts: BrowserContext[] = [];
    test.afterEach(async () => Promise.all(contexts.splice(0).map((c) => c.close())));
    const T = (message: string, values?: Record<string, string | number>, description?: string) => textIn(run.language, message, values, description);

    test('check-in opens before the start; starting plays only the checked in and tells the absent one', async ({ browser }) => {
      const tag = `${run.width}`;
      const [organizer, ana, ben, cy] = await Promise.all([
        playerIn(browser, run, `ciorg${tag}_`),
        playerIn(browser, run, `ciana${tag}_`),
        playerIn(browser, run, `ciben${tag}_`),
        playerIn(browser, run, `cicy${tag}_`),
      ]);
      contexts.push(organizer.context, ana.context, ben.context, cy.context);

      // Starts in 40 minutes with check-in an hour before: the window is open now.
      const now = Date.now();
      const tournament = await createTournament(organizer.context.request, {
        maxTeams: 8,
        registrationStartDate: new Date(now - 60 * MINUTE).toISOString(),
        registrationEndDate: new Date(now + 20 * MINUTE).toISOString(),
        tournamentStartDate: new Date(now + 40 * MINUTE).toISOString(),
        tournamentEndDate: new Date(now + 240 * MINUTE).toISOString(),
        competition: competitionSettings.parse({ checkInMinutes: 60 }),
      });
      await lifecycle(organizer.context.request, tournament.id, 'publish');
      for (const player of [ana, ben, cy]) {
        const registration = await ok<{ id: string }>(
          `${player.nickName} registers`,
          await player.context.request.post(`/api/v1/team-registration/solo/${tournament.id}`, { headers: WEB_HEADERS }),
        );
        await ok('accept', await organizer.context.request.patch(`/api/v1/team-registrations/${registration.id}/accept`, { headers: WEB_HEADERS }));
      }

      // ana checks in from the tournament page.
      await openApp(ana.page, `/app/tournaments/${tournament.id}`);
      const checkIn = ana.page.getByRole('button', { name: T('Check in', undefined, 'Button: confirm attendance before the tournament starts') });
      await expect(checkIn).toBeVisible();
      await expect(ana.page.getByText(T('Not checked in'), { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(ana.page);
      await shot(ana.page, `check-in-open-${tag}`);
      await checkIn.click();
      await expect(ana.page.getByText(T('Checked in'), { exact: true })).toBeVisible();
      await expect(ana.page.getByRole('button', { name: T('Undo check-in') })).toBeVisible();
      await shot(ana.page, `check-in-done-${tag}`);

      // ben checks in through the API; cy never does. The organizer sees the count.
      await ok('ben checks in', await ben.context.request.post(`/api/v1/tournaments/${tournament.id}/check-in`, { headers: WEB_HEADERS }));
      await openApp(organizer.page, `/app/organizer/${tournament.id}?tab=registrations`);
      await expect(organizer.page.getByText(T('{checkedIn} of {accepted} checked in', { checkedIn: 2, accepted: 3 }, 'Accepted entrants who checked in'))).toBeVisible();
      await expectNoSeriousA11yViolations(organizer.page);
      await shot(organizer.page, `check-in-organizer-${tag}`);

      // Starting plays ana against ben only; cy hears they missed it.
      await lifecycle(organizer.context.request, tournament.id, 'start');
      const matches: Match[] = await matchesOf(organizer.context.request, tournament.id);
      const names = matches.flatMap((m) => m.results.map((side) => side.teamName)).filter((name) => name !== TBD_TEAM_NAME);
      expect(new Set(names)).toEqual(new Set([ana.nickName, ben.nickName]));

      const notifications = await ok<{ items: { type: string; link: string | null }[] }>(
        'cy notifications',
        await cy.context.request.get('/api/v1/notifications', { headers: WEB_HEADERS }),
      );
      expect(notifications.items.filter((n) => n.type === 'registration_rejected').map((n) => n.link)).toEqual([`/app/tournaments/${tournament.id}`]);
      await openApp(ana.page, `/app/tournaments/${tournament.id}`);
      await expect(ana.page.getByRole('button', { name: T('Undo check-in') })).toHaveCount(0);
    });
  });
}
