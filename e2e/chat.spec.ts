import type { ChatMessagePage, ChatRoom } from '@clutch/contract/chat';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createTournament, lifecycle } from './support/competition.ts';
import { openApp } from './support/navigation.ts';
import { realtimeConnected, realtimeReceived } from './support/realtime.ts';
import { shot } from './support/shots.ts';
import { pluralIn, textIn, type Language } from './support/texts.ts';

const runs: { width: number; height: number; language: Language }[] = [
  { width: 1280, height: 900, language: 'en' },
  { width: 375, height: 812, language: 'pt-BR' },
];
type Run = (typeof runs)[number];

/** A browser of its own for a fresh verified player, in the run's language and width, signed in. */
async function playerIn(browser: Browser, run: Run, prefix: string) {
  const context = await browser.newContext({ viewport: { width: run.width, height: run.height } });
  await context.addCookies([{ name: 'clutch_locale', value: run.language, url: test.info().project.use.baseURL! }]);
  const account = await signedInUser(context.request, prefix);
  return { context, page: await context.newPage(), ...account };
}
type Player = Awaited<ReturnType<typeof playerIn>>;

async function ok<T>(what: string, res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A free solo tournament `organizer` publishes, with `players` registered on their own and accepted. */
async function tournamentWith(organizer: Player, players: Player[]) {
  const tournament = await createTournament(organizer.context.request, { maxTeams: 8 });
  await lifecycle(organizer.context.request, tournament.id, 'publish');
  for (const player of players) {
    const registration = await ok<{ id: string }>(
      `${player.nickName} registers`,
      await player.context.request.post(`/api/v1/team-registration/solo/${tournament.id}`, { headers: WEB_HEADERS }),
    );
    await ok('accept', await organizer.context.request.patch(`/api/v1/team-registrations/${registration.id}/accept`, { headers: WEB_HEADERS }));
  }
  return tournament;
}

/** The messages the server keeps for a room, newest page, as `player` reads them. */
async function storedTexts(player: Player, roomId: string) {
  const page = await ok<ChatMessagePage>('messages', await player.context.request.get(`/api/v1/chat/rooms/${roomId}/messages`));
  return page.items.filter((m) => !m.deleted).map((m) => m.text);
}

/** Resolves once the page's socket has joined a chat room (the `chat:join` answer carries the viewer count). Call before navigating. */
const chatJoined = (page: Page) => realtimeReceived(page, (payload) => /"ok":true,"viewerCount":\d+/.test(payload));

for (const run of runs) {
  test.describe(`at ${run.width} px in ${run.language}`, () => {
    const contexts: BrowserContext[] = [];
    test.afterEach(async () => Promise.all(contexts.splice(0).map((c) => c.close())));
    const T = (message: string, values?: Record<string, string | number>, description?: string) => textIn(run.language, message, values, description);
    const tag = `${run.width}`;
    const dockOf = (page: Page) => page.getByRole('region', { name: T('Chat') });
    const composer = (page: Page) => dockOf(page).getByRole('textbox', { name: T('Message') });
    const sendButton = (page: Page) => dockOf(page).getByRole('button', { name: T('Send') });
    const messageList = (page: Page) => dockOf(page).getByRole('list', { name: T('Messages') });
    const messageItem = (page: Page, text: string) => messageList(page).getByRole('listitem').filter({ hasText: text });
    /** An inbox line's name: the other person and how many of their messages are unread. */
    const conversationName = (nickName: string, unread: number) => {
      const message = '{name}, {count, plural, one {# unread} other {# unread}}';
      return T(message, { name: nickName }).replace(/\{count, plural,.*\}\}/, pluralIn(run.language, message, unread));
    };

    /** An organizer and two accepted players of their new free tournament, each in a browser of their own. */
    async function organizerWithTwo(browser: Browser, prefixes: [string, string, string]) {
      const [organizer, a, b] = [
        await playerIn(browser, run, `${prefixes[0]}${tag}`),
        await playerIn(browser, run, `${prefixes[1]}${tag}`),
        await playerIn(browser, run, `${prefixes[2]}${tag}`),
      ];
      contexts.push(organizer.context, a.context, b.context);
      return { organizer, a, b, tournament: await tournamentWith(organizer, [a, b]) };
    }

    /** Opens the tournament page and its docked chat, joined to the room's live feed. */
    async function openTournamentChat(page: Page, tournamentId: string) {
      const joined = chatJoined(page);
      await openApp(page, `/app/tournaments/${tournamentId}`);
      await page.getByRole('button', { name: T('Open chat') }).click();
      await expect(dockOf(page)).toBeVisible();
      await joined;
    }

    /** Writes and sends `text`, then waits until the server has stored it (no longer shown as sending). */
    async function send(page: Page, text: string) {
      await composer(page).fill(text);
      await sendButton(page).click();
      await expect(messageItem(page, text)).toBeVisible();
      await expect(messageItem(page, text)).not.toHaveAttribute('aria-busy', 'true');
      await expect(composer(page)).toHaveValue('');
    }

    test('two participants chat live in their tournament; markup arrives as text; blank cannot be sent; the organizer deletes a message and it vanishes for the others', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const { organizer, a, b, tournament } = await organizerWithTwo(browser, ['org', 'ana', 'ben']);
      const room = await ok<ChatRoom>('room', await a.context.request.get(`/api/v1/chat/rooms/tournament/${tournament.id}`));

      // Both open the tournament's chat; neither page reloads from here on.
      await openTournamentChat(a.page, tournament.id);
      await openTournamentChat(b.page, tournament.id);
      for (const p of [a.page, b.page]) await p.evaluate(() => Object.assign(window, { stayedOnThisPage: true }));
      await shot(a.page, `chat-tournament-empty-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(a.page);

      // A writes, B reads it live; B answers, A reads it live.
      const hello = `Hi ${b.nickName}, ready for round one?`;
      await send(a.page, hello);
      await expect(messageItem(b.page, hello)).toContainText(a.nickName);
      const reply = `Ready, ${a.nickName}. GL HF`;
      await send(b.page, reply);
      await expect(messageItem(a.page, reply)).toContainText(b.nickName);

      // Markup is shown as the characters typed, never rendered.
      const markup = '<b>bold</b> <img src=x onerror="window.pwned=1">';
      await send(b.page, markup);
      await expect(messageItem(a.page, '<b>bold</b>')).toHaveText(new RegExp(markup.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(messageList(a.page).locator('b, img[src="x"]')).toHaveCount(0);
      expect(await a.page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

      // Only spaces and line breaks: Send stays disabled and Enter sends nothing; the next real message follows the
      // last one on the server with nothing between them.
      await composer(a.page).fill('   \n  ');
      await expect(sendButton(a.page)).toBeDisabled();
      await composer(a.page).press('Enter');
      const after = `After the blank one, ${tag}`;
      await send(a.page, after);
      await expect(messageItem(b.page, after)).toBeVisible();
      expect(await storedTexts(a, room.id)).toEqual([hello, reply, markup, after]);
      await shot(b.page, `chat-tournament-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(b.page);

      // The organizer deletes A's first message: gone from B's open chat without a reload, and from the server.
      await openTournamentChat(organizer.page, tournament.id);
      await messageItem(organizer.page, hello)
        .getByRole('button', { name: T('Actions for the message from {name}', { name: a.nickName }) })
        .click();
      await shot(organizer.page, `chat-moderation-menu-${tag}`, { fullPage: false });
      await organizer.page.getByRole('menuitem', { name: T('Delete') }).click();
      await expect(messageItem(organizer.page, hello)).toHaveCount(0);
      await expect(messageItem(b.page, hello)).toHaveCount(0);
      await expect(messageItem(a.page, hello)).toHaveCount(0);
      await expect(messageItem(b.page, reply)).toBeVisible();
      expect(await storedTexts(b, room.id)).toEqual([reply, markup, after]);
      for (const p of [a.page, b.page]) expect(await p.evaluate(() => (window as { stayedOnThisPage?: boolean }).stayedOnThisPage)).toBe(true);
    });

    test('a visitor reads a live tournament’s spectators’ chat live, is offered Sign in instead of the composer, and the page logs no error', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const { organizer, a, tournament } = await organizerWithTwo(browser, ['lvo', 'lva', 'lvb']);
      await lifecycle(organizer.context.request, tournament.id, 'start');
      const room = await ok<ChatRoom>('live chat', await a.context.request.get(`/api/v1/chat/rooms/spectator/${tournament.id}`));
      const post = async (text: string) =>
        ok('post', await a.context.request.post(`/api/v1/chat/rooms/${room.id}/messages`, { headers: WEB_HEADERS, data: { clientId: crypto.randomUUID(), text } }));
      const first = `Round one is on, ${tag}!`;
      await post(first);

      // A browser without a session: every console error and every refused request of its page is a failure.
      const visitor = await browser.newContext({ viewport: { width: run.width, height: run.height } });
      contexts.push(visitor);
      await visitor.addCookies([{ name: 'clutch_locale', value: run.language, url: test.info().project.use.baseURL! }]);
      const page = await visitor.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('response', (res) => {
        if (res.status() >= 400) problems.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
      });

      await openTournamentChat(page, tournament.id);
      await expect(dockOf(page).getByRole('heading', { name: T('Live chat') })).toBeVisible();
      await expect(messageItem(page, first)).toContainText(a.nickName);
      await expect(composer(page)).toHaveCount(0);
      await expect(dockOf(page).getByRole('status')).toContainText(T('Sign in to chat.'));
      const signIn = dockOf(page).getByRole('link', { name: T('Sign in', {}, 'Link from the live chat to the login page, for a visitor'), exact: true });
      await expect(signIn).toBeVisible();

      // What the players write arrives without a reload.
      const second = `GG, ${tag}`;
      await post(second);
      await expect(messageItem(page, second)).toBeVisible();
      await shot(page, `chat-live-visitor-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(page);

      await signIn.click();
      await expect(page).toHaveURL(/\/app\/auth\/login$/);
      expect(problems).toEqual([]);
    });

    test('a direct message between friends lands live in the other’s Messages', async ({ browser }) => {
      test.setTimeout(120_000);
      const a = await playerIn(browser, run, `dma${tag}`);
      const b = await playerIn(browser, run, `dmb${tag}`);
      contexts.push(a.context, b.context);
      const request = await ok<{ id: string }>(
        'friend request',
        await a.context.request.post(`/api/v1/friendships/request/${b.id}`, { headers: WEB_HEADERS, data: { id: a.id } }),
      );
      await ok('accept', await b.context.request.patch(`/api/v1/friendships/${request.id}/accept`, { headers: WEB_HEADERS, data: { id: b.id } }));

      // B has Messages open, connected, with no conversation yet.
      const connected = realtimeConnected(b.page);
      await openApp(b.page, '/app/messages');
      await expect(b.page.getByRole('heading', { level: 1, name: T('Messages') })).toBeVisible();
      await expect(b.page.getByText(T('No conversations yet'))).toBeVisible();
      await connected;
      await b.page.evaluate(() => Object.assign(window, { stayedOnThisPage: true }));

      // A opens B's profile, chooses Message and writes.
      await openApp(a.page, `/app/u/${b.id}`);
      await a.page.getByRole('link', { name: T('Message', {}, 'Button on a player profile opening a direct conversation'), exact: true }).click();
      await expect(a.page).toHaveURL(new RegExp(`/app/messages/${b.id}$`));
      const text = `Scrim tonight at nine, ${b.nickName}?`;
      const dm = a.page.getByRole('list', { name: T('Messages') });
      await a.page.getByRole('textbox', { name: T('Message') }).fill(text);
      await a.page.getByRole('textbox', { name: T('Message') }).press('Enter');
      await expect(dm.getByRole('listitem').filter({ hasText: text })).toBeVisible();
      await shot(a.page, `chat-conversation-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(a.page);

      // B's inbox lists it, unread, without a reload; opening it shows the message.
      const conversation = b.page.getByRole('link', { name: conversationName(a.nickName, 1), exact: true });
      await expect(conversation).toBeVisible();
      await expect(conversation).toContainText(text);
      expect(await b.page.evaluate(() => (window as { stayedOnThisPage?: boolean }).stayedOnThisPage)).toBe(true);
      await shot(b.page, `chat-messages-${tag}`);
      await expectNoSeriousA11yViolations(b.page);
      await conversation.click();
      await expect(b.page).toHaveURL(new RegExp(`/app/messages/${a.id}$`));
      await expect(b.page.getByRole('list', { name: T('Messages') }).getByRole('listitem').filter({ hasText: text })).toBeVisible();
    });
  });
}
