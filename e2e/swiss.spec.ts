import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SwissRounds } from '@clutch/contract/competition';
import type { RankingRow } from '@clutch/contract/tournaments';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptedSoloEntrants, createTournament, enterResult, lifecycle, matchesOf, playable } from './support/competition.ts';
import { openApp } from './support/navigation.ts';
import { shot } from './support/shots.ts';

test.use({ actionTimeout: 15_000 });

async function swissRounds(request: APIRequestContext, tournamentId: string) {
  const res = await request.get(`/api/v1/tournaments/${tournamentId}/swiss/rounds`, { headers: WEB_HEADERS });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as SwissRounds;
}

/** The organizer enters every playable result: the home side wins all but every third match, which the away side takes. */
async function playAll(organizer: APIRequestContext, tournamentId: string, stage: 'SWISS' | 'KNOCKOUT') {
  const open = playable(await matchesOf(organizer, tournamentId)).filter((m) => m.stage === stage);
  for (const [i, m] of open.entries()) await enterResult(organizer, m.id, i % 3 === 2 ? { homeScore: 0, awayScore: 2 } : { homeScore: 2, awayScore: 1 });
  return open.length;
}

const results = (page: Page) => page.getByRole('tabpanel', { name: 'Results' });

test('an organizer runs a 16-player Swiss round by round to the end; the Results tab shows every round, why it was paired, the top cut and the ranking with its tiebreakers', async ({ page, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const organizer = await playwright.request.newContext({ baseURL });
  await signedInUser(organizer, 'swo');
  const tiebreakers = ['SONNEBORN_BERGER', 'BUCHHOLZ', 'OPPONENT_MATCH_WIN_PCT', 'HEAD_TO_HEAD'] as const;
  const tournament = await createTournament(organizer, {
    name: `Swiss Open ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    tournamentFormat: 'SWISS',
    maxTeams: 16,
    competition: { swissRounds: 0, swissTiebreakers: [...tiebreakers], swissTopCut: 4 },
  });
  await lifecycle(organizer, tournament.id, 'publish');
  await acceptedSoloEntrants(organizer, () => playwright.request.newContext({ baseURL }), tournament.id, 16, 'sw');
  await lifecycle(organizer, tournament.id, 'start');

  // A visitor keeps the Results tab open while the organizer plays the rounds: each new round appears live.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, `/app/tournaments/${tournament.id}?tab=results`);
  const tab = results(page);
  await expect(tab.getByRole('region', { name: 'Round 1' })).toBeVisible({ timeout: 30_000 });
  await expect(tab.getByText('Round 1 of 4')).toBeVisible();

  for (let round = 1; round <= 4; round++) {
    const region = tab.getByRole('region', { name: `Round ${round}` });
    await expect(region).toBeVisible({ timeout: 15_000 });
    expect(await playAll(organizer, tournament.id, 'SWISS')).toBe(8);
    await expect(region.getByText('8 of 8 played')).toBeVisible({ timeout: 15_000 });
  }
  const swiss = await swissRounds(organizer, tournament.id);
  expect(swiss.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4]);

  // The top four play the cut: semifinals, then the final.
  await expect(tab.getByRole('region', { name: 'Knockout bracket' })).toBeVisible({ timeout: 15_000 });
  expect(await playAll(organizer, tournament.id, 'KNOCKOUT')).toBe(2);
  expect(await playAll(organizer, tournament.id, 'KNOCKOUT')).toBe(1);
  // Every match has its result: the organizer finishes, and the visitor's page says so without a reload.
  expect((await lifecycle(organizer, tournament.id, 'finish')).status).toBe('FINISHED');
  await expect(page.getByText('This tournament has finished.')).toBeVisible({ timeout: 15_000 });

  const ranking = (await (await organizer.get(`/api/v1/tournaments/${tournament.id}/ranking`, { headers: WEB_HEADERS })).json()) as RankingRow[];
  const leader = ranking.find((r) => r.position === 1)!;

  for (const width of [1280, 375] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await openApp(page, `/app/tournaments/${tournament.id}?tab=results`);
    const table = tab.getByRole('table', { name: 'Swiss standings' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    // Points, then the organizer's tiebreakers in their order; head-to-head has no figure of its own.
    await expect(table.getByRole('columnheader')).toHaveText([
      'Pos', 'Team', 'MP', 'W', 'D', 'L', 'Pts',
      'SB (Sonneborn-Berger)', 'Bu (Buchholz)', "OMW% (Opponents' match-win %)",
    ]);
    await expect(table.getByRole('row').nth(1)).toContainText(leader.teamName);
    await expect(table.getByRole('row')).toHaveCount(17);
    await expect(tab.getByText('Teams on the same points are ranked by, in order: Sonneborn-Berger, Buchholz, Opponents\' match-win %, Head-to-head.')).toBeVisible();

    await expect(tab.getByRole('region', { name: 'Swiss rounds' }).getByRole('heading', { level: 3 })).toHaveText(['Round 4', 'Round 3', 'Round 2', 'Round 1']);
    const round1 = tab.getByRole('region', { name: 'Round 1' });
    await expect(round1.getByRole('list', { name: 'Pairings of round 1' }).getByRole('listitem')).toHaveCount(8);
    const round4 = tab.getByRole('region', { name: 'Round 4' });
    await round4.getByText('Why this pairing').click();
    await expect(round4.getByText(/^Going into this round: /)).toBeVisible();
    await expect(round4.getByText(swiss.rounds[3]!.inputDigest)).toBeVisible();
    // Plain words, never the contract's codes (ALREADY_MET, AVOIDS_REMATCH…).
    await expect(round4.getByText(/[A-Z]{3,}_[A-Z]{2,}/)).toHaveCount(0);

    const bracket = tab.getByRole('region', { name: 'Knockout bracket' });
    await expect(bracket.getByRole('group', { name: /^Final, match/ }).locator('[data-winner]')).toHaveCount(1);

    // Nothing sticks out sideways: the standings scroll inside their own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `swiss-results-${width}`);
    await expectNoSeriousA11yViolations(page);
  }

  await organizer.dispose();
});
