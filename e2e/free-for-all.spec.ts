import type { Match } from '@clutch/contract/competition';
import { competitionSettings } from '@clutch/contract/organizer';
import type { RankingRow } from '@clutch/contract/tournaments';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptedSoloEntrants, createTournament, enterResult, lifecycle, matchesOf } from './support/competition.ts';
import { openApp } from './support/navigation.ts';
import { shot } from './support/shots.ts';
import { pluralIn, textIn, type Language } from './support/texts.ts';

const MINUTE = 60_000;

const runs: { width: number; height: number; language: Language }[] = [
  { width: 1280, height: 900, language: 'en' },
  { width: 375, height: 812, language: 'pt-BR' },
];

async function ok<T>(what: string, res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Every side of a game placed in slot order (slot 1 wins), with `slot - 1` eliminations. */
const inSlotOrder = (m: Match) => ({
  placements: m.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: r.slot, kills: r.slot - 1 })),
});

for (const run of runs) {
  test.describe(`at ${run.width} px in ${run.language}`, () => {
    const contexts: BrowserContext[] = [];
    test.afterEach(async () => Promise.all(contexts.splice(0).map((c) => c.close())));
    const T = (message: string, values?: Record<string, string | number>, description?: string) => textIn(run.language, message, values, description);

    async function organizerIn(browser: Browser) {
      const context = await browser.newContext({ viewport: { width: run.width, height: run.height } });
      contexts.push(context);
      await context.addCookies([{ name: 'clutch_locale', value: run.language, url: test.info().project.use.baseURL! }]);
      await signedInUser(context.request, `fforg${run.width}_`);
      return { context, page: await context.newPage() };
    }

    test('a battle royale of three lobbies and a final: the organizer enters games, the leaderboard follows, the final decides', async ({ browser, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const organizer = await organizerIn(browser);
      const request = organizer.context.request;
      const now = Date.now();
      // Nine players in three lobbies of three, one game each, the top three to a one-game final.
      const tournament = await createTournament(request, {
        tournamentFormat: 'FREE_FOR_ALL',
        maxTeams: 9,
        registrationStartDate: new Date(now - 60 * MINUTE).toISOString(),
        registrationEndDate: new Date(now + 20 * MINUTE).toISOString(),
        tournamentStartDate: new Date(now + 40 * MINUTE).toISOString(),
        tournamentEndDate: new Date(now + 240 * MINUTE).toISOString(),
        competition: competitionSettings.parse({
          ffaLobbySize: 3,
          ffaGames: 1,
          ffaPlacementPoints: [10, 6, 3],
          ffaPointsPerKill: 1,
          ffaFinalSize: 3,
          ffaPreset: 'CUSTOM',
        }),
      });
      await lifecycle(request, tournament.id, 'publish');
      await acceptedSoloEntrants(request, () => playwright.request.newContext({ baseURL }), tournament.id, 9, `ff${run.width}_`);
      await lifecycle(request, tournament.id, 'start');
      const lobbyGames = await matchesOf(request, tournament.id);
      expect(lobbyGames.map((m) => `${m.stage} ${m.group} ${m.results.length}`).sort()).toEqual(['LOBBY A 3', 'LOBBY B 3', 'LOBBY C 3']);
      const lobbyA = lobbyGames.find((m) => m.group === 'A')!;
      const [winnerA, secondA, thirdA] = [...lobbyA.results].sort((a, b) => a.slot - b.slot);

      // The organizer enters lobby A's game through the form: a place given twice is refused on the spot.
      const { page } = organizer;
      await openApp(page, `/app/organizer/${tournament.id}?tab=matches`);
      const gameLabel = T('Lobby {group} · Game {game}', { group: 'A', game: 1 }, 'A battle-royale lobby and one of its games');
      const row = page.getByRole('listitem', { name: T('{game}: {count} entrants', { game: gameLabel, count: 3 }) });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: T('Enter result') }).click();
      const dialog = page.getByRole('dialog', { name: T('Enter result') });
      const place = (name: string) => dialog.getByLabel(T('Place of {team}', { team: name }));
      const kills = (name: string) => dialog.getByLabel(T('Eliminations of {team}', { team: name }));
      await place(winnerA!.teamName).fill('1');
      await place(secondA!.teamName).fill('1');
      await place(thirdA!.teamName).fill('3');
      await dialog.getByRole('button', { name: T('Save result') }).click();
      await expect(dialog.getByText(T('Place {place} is given twice: each place is held by one entrant.', { place: 1 }))).toHaveCount(2);
      await expect(place(secondA!.teamName)).toHaveAttribute('aria-invalid', 'true');
      await place(secondA!.teamName).fill('2');
      await kills(winnerA!.teamName).fill('4');
      await kills(secondA!.teamName).fill('1');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `ffa-entry-${run.width}`, { fullPage: false });
      await dialog.getByRole('button', { name: T('Save result') }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(T('1st: {team} ({points} pts)', { team: winnerA!.teamName, points: 14 }, 'The winner of a battle-royale game and its points'));

      // The public leaderboard shows it: 10 for 1st plus 4 eliminations.
      await openApp(page, `/app/tournaments/${tournament.id}?tab=results`);
      const board = page.getByRole('table', { name: T('Leaderboard') });
      const top = board.getByRole('row').nth(1);
      await expect(top).toContainText(winnerA!.teamName);
      await expect(top.getByRole('cell').nth(1)).toHaveText('14');
      const lobbyRegion = page.getByRole('region', { name: T('Lobby {lobby}', { lobby: 'A' }, 'The battle-royale lobby an entrant plays in') });
      await expect(lobbyRegion).toContainText(pluralIn(run.language, '{entrants, plural, one {# entrant} other {# entrants}} · {done} of {games} games played', 3).split(' · ')[0]!);

      // Lobbies B and C through the API: the page follows live, and the final is drawn.
      for (const m of lobbyGames.filter((g) => g.id !== lobbyA.id)) await enterResult(request, m.id, inSlotOrder(m));
      const finalBoard = page.getByRole('table', { name: T('Final leaderboard') });
      await expect(finalBoard).toBeVisible({ timeout: 15_000 });
      await expect(finalBoard.getByRole('img', { name: T('Finalist') })).toHaveCount(3);
      await expect(page.getByRole('region', { name: T('Final', undefined, 'The final lobby of a battle royale'), exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `ffa-leaderboard-${run.width}`);

      // The final: its last slot wins; the tournament finishes with the final's order on top.
      const final = (await matchesOf(request, tournament.id)).find((m) => m.stage === 'FINAL')!;
      expect(final.results).toHaveLength(3);
      const reversed = { placements: final.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: 4 - r.slot, kills: 0 })) };
      await enterResult(request, final.id, reversed);
      const champion = final.results.find((r) => r.slot === 3)!.teamName;
      await expect(finalBoard.getByRole('row').nth(1)).toContainText(champion, { timeout: 15_000 });
      const ranking = await ok<RankingRow[]>('ranking', await request.get(`/api/v1/tournaments/${tournament.id}/ranking`, { headers: WEB_HEADERS }));
      expect(ranking[0]!.teamName).toBe(champion);
      const status = await ok<{ status: string }>('tournament', await request.get(`/api/v1/tournaments/${tournament.id}`, { headers: WEB_HEADERS }));
      if (status.status !== 'FINISHED') await lifecycle(request, tournament.id, 'finish');
      const finished = await ok<{ status: string }>('tournament', await request.get(`/api/v1/tournaments/${tournament.id}`, { headers: WEB_HEADERS }));
      expect(finished.status).toBe('FINISHED');
      await shot(page, `ffa-final-${run.width}`);
    });
  });
}
