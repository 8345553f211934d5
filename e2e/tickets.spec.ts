import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, login, signedInUser, WEB_HEADERS } from './support/api.ts';
import { openApp } from './support/navigation.ts';

interface TicketMatch {
  id: string;
  status: string;
  starteDate: string | null;
  round: number;
  number: number;
  home: string | null;
  away: string | null;
  roomCode: string | null;
  region: string | null;
  results: { teamId: string | null; slot: number; score: number | null }[];
}
interface TicketDetail {
  tournament: { id: string; name: string };
  team: { id: string; name: string };
  matches: TicketMatch[];
}

const DEMO_PLAYERS = ['nova', 'kairo', 'vex', 'lumen', 'drift'];

/** As the ticket page orders them: by start time (undated last), round, number. */
const playingOrder = (a: TicketMatch, b: TicketMatch) =>
  (a.starteDate ? Date.parse(a.starteDate) : Infinity) - (b.starteDate ? Date.parse(b.starteDate) : Infinity) || a.round - b.round || a.number - b.number;

/**
 * A seeded demo player with a ticket to a seeded IN_PROGRESS tournament that has finished matches and a match
 * still to play with its room code: found through the API, so the journey follows the demo data as it is.
 */
async function findSeededTicket(request: APIRequestContext) {
  for (const nickName of DEMO_PLAYERS) {
    const { user } = await login(request, nickName, DEMO_PASSWORD);
    const tickets = (await (await request.get(`/api/v1/tickets/user/${user.id}`, { headers: WEB_HEADERS })).json()) as { teamId: string; tournamentId: string }[];
    for (const ticket of tickets) {
      const tournament = (await (await request.get(`/api/v1/tournaments/${ticket.tournamentId}`, { headers: WEB_HEADERS })).json()) as { status: string };
      if (tournament.status !== 'IN_PROGRESS') continue;
      const detail = (await (await request.get(`/api/v1/tickets/team/${ticket.teamId}`, { headers: WEB_HEADERS })).json()) as TicketDetail;
      const ordered = [...detail.matches].sort(playingOrder);
      const current = ordered.find((m) => m.status === 'IN_PROGRESS') ?? ordered.find((m) => m.status === 'SCHEDULED');
      const finished = ordered.find((m) => m.status === 'FINISHED' && m.home && m.away);
      if (current?.roomCode && current.region && finished) return { nickName, detail, current, finished, upcoming: ordered.filter((m) => m.status !== 'FINISHED') };
    }
  }
  throw new Error('No demo player has a ticket to an IN_PROGRESS tournament with finished and upcoming matches');
}

test('a seeded player opens the ticket of a running tournament: matches with sides and scores, the match code with Copy', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { nickName, detail, current, finished, upcoming } = await findSeededTicket(request);
  await login(page.request, nickName, DEMO_PASSWORD);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await openApp(page, '/app/tickets');
  await page.getByRole('link', { name: new RegExp(detail.tournament.name) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/tickets/${detail.team.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: detail.tournament.name })).toBeVisible();

  // Matches: Home/Away by slot, the score only once finished, Completed/Scheduled badges.
  const list = page.getByRole('list', { name: 'Matches' });
  await expect(list.getByRole('listitem')).toHaveCount(detail.matches.length);
  const done = list.getByRole('listitem', { name: `${finished.home} vs ${finished.away}`, exact: true }).first();
  const [home, away] = [...finished.results].sort((a, b) => a.slot - b.slot);
  await expect(done.getByLabel('Score')).toHaveText(`${home?.score ?? 0} - ${away?.score ?? 0}`);
  await expect(done.getByText('Completed')).toBeVisible();
  const side = finished.results.find((r) => r.teamId === detail.team.id)?.slot === 1 ? 'Home' : 'Away';
  await expect(done.getByText(side, { exact: true })).toBeVisible();
  const next = upcoming[0]!;
  const later = list.getByRole('listitem', { name: `${next.home ?? 'TBD'} vs ${next.away ?? 'TBD'}`, exact: true }).first();
  await expect(later.getByLabel('Score')).toHaveText('-');
  await expect(later.getByText('Scheduled')).toBeVisible();

  // Match Code: that match's real room code and region, and Copy puts the code on the clipboard.
  await page.getByRole('tab', { name: 'Match Code' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Match Code' });
  await expect(panel.getByText(current.status === 'IN_PROGRESS' ? 'Current match' : 'Next match')).toBeVisible();
  await expect(panel.getByText(current.roomCode!, { exact: true })).toBeVisible();
  await expect(panel.getByText(current.region!, { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Copy room code' }).click();
  await expect(page.getByText('Room code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(current.roomCode);
});

test('a player who is not in the match gets no room code, on the page or from the API', async ({ page, request }) => {
  const { detail, current } = await findSeededTicket(request);
  await signedInUser(page.request, 'outsider');

  const ticket = await page.request.get(`/api/v1/tickets/team/${detail.team.id}`, { headers: WEB_HEADERS });
  expect(ticket.status()).toBe(403);
  expect(await ticket.text()).not.toContain(current.roomCode!);
  const matches = await page.request.get(`/api/v1/matches/tournament/${detail.tournament.id}`, { headers: WEB_HEADERS });
  expect(matches.ok()).toBe(true);
  expect(await matches.text()).not.toContain(current.roomCode!);

  await openApp(page, `/app/tickets/${detail.team.id}`);
  await expect(page.getByText('Error loading ticket details')).toBeVisible();
  await expect(page.getByText(current.roomCode!)).toHaveCount(0);
});
