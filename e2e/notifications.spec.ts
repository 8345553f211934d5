import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openApp } from './support/navigation.ts';
import { realtimeConnected } from './support/realtime.ts';
import { shot } from './support/shots.ts';
import { pluralIn, textIn, type Language } from './support/texts.ts';

const runs: { width: number; height: number; language: Language }[] = [
  { width: 1280, height: 900, language: 'en' },
  { width: 375, height: 812, language: 'pt-BR' },
];
type Run = (typeof runs)[number];

/** A friend request's words as the server renders them for the reader (apps/server/src/i18n/notification-texts.ts). */
const friendRequest = {
  en: { title: 'New friend request', message: (nickname: string) => `${nickname} wants to be your friend.` },
  'pt-BR': { title: 'Novo pedido de amizade', message: (nickname: string) => `${nickname} quer ser seu amigo.` },
} satisfies Record<Language, unknown>;

/** A fresh browser in `language` at the run's width, with no session yet. */
async function browserIn(browser: Browser, run: Run) {
  const context = await browser.newContext({ viewport: { width: run.width, height: run.height } });
  await context.addCookies([{ name: 'clutch_locale', value: run.language, url: test.info().project.use.baseURL! }]);
  return context;
}

/** A browser of its own for a fresh verified player, signed in. */
async function playerIn(browser: Browser, run: Run, prefix: string) {
  const context = await browserIn(browser, run);
  const account = await signedInUser(context.request, prefix);
  return { context, page: await context.newPage(), ...account };
}

for (const run of runs) {
  test.describe(`at ${run.width} px in ${run.language}`, () => {
    const contexts: BrowserContext[] = [];
    test.afterEach(async () => Promise.all(contexts.splice(0).map((c) => c.close())));
    const T = (message: string, values?: Record<string, string | number>, description?: string) => textIn(run.language, message, values, description);
    const tag = `${run.width}`;
    const bell = (page: Page, unread: number) =>
      page.getByRole('button', {
        name: pluralIn(run.language, '{unread, plural, =0 {Notifications} other {Notifications, # unread}}', unread),
        exact: true,
      });
    const words = friendRequest[run.language];

    test("friend requests ring the bell live; one opened from it goes to Friends and is read; all marked read stay read; deleted and cleared ones stay gone", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      // As long a nickname as there may be (32), to see the bell and the list hold it at 375 px.
      const a = await playerIn(browser, run, `annalongnickname${tag}`);
      const c = await playerIn(browser, run, `cid${tag}`);
      const b = await playerIn(browser, run, `bea${tag}`);
      contexts.push(a.context, b.context, c.context);

      // B has the Dashboard open, connected for live updates, with nothing unread.
      const connected = realtimeConnected(b.page);
      await openApp(b.page, '/app/');
      await expect(b.page.getByRole('heading', { level: 1, name: T('Dashboard') })).toBeVisible();
      await connected;
      await expect(bell(b.page, 0)).toHaveText('');
      await b.page.evaluate(() => Object.assign(window, { stayedOnThisPage: true }));

      // A and then C send B a friend request, as the web client does: B's badge counts each without a reload.
      const sendRequest = async (from: typeof a) => {
        const res = await from.context.request.post(`/api/v1/friendships/request/${b.id}`, { headers: WEB_HEADERS, data: { id: from.id } });
        expect(res.status(), await res.text()).toBe(201);
      };
      await sendRequest(a);
      await expect(bell(b.page, 1)).toHaveText('1');
      await sendRequest(c);
      await expect(bell(b.page, 2)).toHaveText('2');
      expect(await b.page.evaluate(() => (window as { stayedOnThisPage?: boolean }).stayedOnThisPage)).toBe(true);

      // The bell lists both, newest first.
      await bell(b.page, 2).click();
      const dropdown = b.page.getByRole('menu');
      const fromA = dropdown.getByRole('menuitem').filter({ hasText: words.message(a.nickName) });
      const fromC = dropdown.getByRole('menuitem').filter({ hasText: words.message(c.nickName) });
      await expect(fromA).toContainText(words.title);
      await expect(fromC).toContainText(words.title);
      await expect(dropdown.getByRole('menuitem').filter({ hasText: words.title }).first()).toContainText(c.nickName);
      await shot(b.page, `notifications-bell-${tag}`, { fullPage: false });
      // The menu itself: Radix hides the page behind an open menu with aria-hidden and traps the focus in the menu,
      // which axe cannot see (it excuses the same for a role=dialog only), so the page behind would be reported.
      await expectNoSeriousA11yViolations(b.page, { include: '[role="menu"]' });

      // Opening A's goes to where a request is answered, and marks it read.
      await fromA.click();
      await expect(b.page).toHaveURL(/\/app\/friends$/);
      await expect(bell(b.page, 1)).toHaveText('1');
      await expect(b.page.getByRole('button', { name: T('Accept friend request from {nickname}', { nickname: a.nickName }) })).toBeVisible();

      // The full list: A's read, C's not; 'Mark all as read' reads C's too.
      await bell(b.page, 1).click();
      await b.page.getByRole('menuitem', { name: T('View all notifications') }).click();
      await expect(b.page).toHaveURL(/\/app\/notifications$/);
      const rowOf = (from: typeof a) => b.page.getByRole('listitem').filter({ hasText: words.message(from.nickName) });
      const unreadMark = (from: typeof a) => rowOf(from).getByText(T('Unread', {}, ''), { exact: true });
      await expect(rowOf(c)).toBeVisible();
      await expect(unreadMark(c)).toHaveCount(1);
      await expect(unreadMark(a)).toHaveCount(0);
      await shot(b.page, `notifications-page-${tag}`);
      await expectNoSeriousA11yViolations(b.page);
      await b.page.getByRole('button', { name: T('Mark all as read') }).click();
      await expect(bell(b.page, 0)).toHaveText('');
      await expect(unreadMark(c)).toHaveCount(0);

      // Kept on the server: after a reload nothing is unread, the badge is gone and both are still listed.
      await b.page.reload();
      await expect(rowOf(a)).toBeVisible();
      await expect(rowOf(c)).toBeVisible();
      await expect(bell(b.page, 0)).toHaveText('');
      await expect(b.page.getByRole('listitem').getByText(T('Unread', {}, ''), { exact: true })).toHaveCount(0);
      await b.page.getByRole('button', { name: T('Unread', {}, 'Notifications filter: only the unread ones'), exact: true }).click();
      await expect(b.page.getByText(T('No unread notifications'))).toBeVisible();
      await b.page.getByRole('button', { name: T('All', {}, 'Notifications filter: every notification'), exact: true }).click();
      await shot(b.page, `notifications-page-read-${tag}`);

      // Deleting A's: gone, and still gone after a reload; C's stays.
      await rowOf(a).getByRole('button', { name: T('Delete: {title}', { title: words.title }) }).click();
      await expect(rowOf(a)).toHaveCount(0);
      await b.page.reload();
      await expect(rowOf(c)).toBeVisible();
      await expect(rowOf(a)).toHaveCount(0);

      // Clearing all, after the confirmation: the list is empty, on the server too.
      await b.page.getByRole('button', { name: T('Clear all') }).click();
      const confirm = b.page.getByRole('alertdialog', { name: T('Clear all notifications?') });
      await shot(b.page, `notifications-clear-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(b.page);
      await confirm.getByRole('button', { name: T('Clear all') }).click();
      await expect(b.page.getByText(T('No notifications yet'))).toBeVisible();
      await b.page.reload();
      await expect(b.page.getByText(T('No notifications yet'))).toBeVisible();
      await expect(b.page.getByRole('listitem').filter({ hasText: words.title })).toHaveCount(0);
      await shot(b.page, `notifications-empty-${tag}`);
    });

    test('the global switch and a type’s e-mail, saved in the settings dialog, are as saved after signing out and in again elsewhere', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const player = await playerIn(browser, run, `set${tag}`);
      contexts.push(player.context);
      const { page } = player;
      const globalSwitch = (p: Page) => p.getByRole('switch', { name: T('Notifications', {}, 'The global notifications switch') });
      const settingsDialog = (p: Page) => p.getByRole('dialog', { name: T('Notification settings') });
      const channels = {
        push: ['Push', 'Notification channel: push notifications'],
        email: ['E-mail', 'Notification channel: e-mail'],
        sound: ['Sound', 'Notification channel: a sound in the app'],
      } as const;
      const channel = (p: Page, which: keyof typeof channels, type: string) =>
        settingsDialog(p).getByRole('switch', { name: T('{channel} for {type}', { channel: T(channels[which][0], {}, channels[which][1]), type: T(type) }), exact: true });

      await openApp(page, '/app/live-notifications');
      await expect(page.getByRole('heading', { level: 1, name: T('Live Status & Notifications') })).toBeVisible();
      await expect(globalSwitch(page)).toBeChecked();
      await shot(page, `notifications-live-${tag}`);
      await expectNoSeriousA11yViolations(page);

      // The dialog: friend requests stop coming by e-mail, match reminders stop chiming.
      await page.getByRole('button', { name: T('Notification settings') }).click();
      await expect(channel(page, 'email', 'Friend request')).toBeChecked();
      await channel(page, 'email', 'Friend request').click();
      await channel(page, 'sound', 'Match starting').click();
      await expect(channel(page, 'email', 'Friend request')).not.toBeChecked();
      await shot(page, `notifications-settings-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(page);
      const save = settingsDialog(page).getByRole('button', { name: T('Save') });
      await save.scrollIntoViewIfNeeded();
      await shot(page, `notifications-settings-end-${tag}`, { fullPage: false });
      await save.click();
      await expect(page.getByText(T('Settings saved'))).toBeVisible();
      await expect(settingsDialog(page)).toBeHidden();

      // Then the global switch, saved at once (with the dialog's changes, not over them).
      await globalSwitch(page).click();
      await expect(globalSwitch(page)).not.toBeChecked();
      await expect(page.getByText(T('Off: no push, e-mail or sound. Notifications still arrive here.'))).toBeVisible();
      await expect.poll(async () => ((await (await page.request.get('/api/v1/notifications/settings')).json()) as { enabled: boolean }).enabled).toBe(false);

      // Out through the account menu.
      await page.getByRole('button', { name: T('Account menu, {nickname}', { nickname: player.nickName }) }).click();
      await page.getByRole('menuitem', { name: T('Log out') }).click();
      await page.getByRole('alertdialog', { name: T('Sign Out') }).getByRole('button', { name: T('Confirm Logout') }).click();
      await expect(page).toHaveURL(/\/app\/auth\/login$/);

      // In again, in a browser that never saw these settings: as saved, and only those changed.
      const fresh = await browserIn(browser, run);
      contexts.push(fresh);
      const again = await fresh.newPage();
      await openApp(again, '/app/auth/login');
      await again.getByLabel(T('E-mail or username')).fill(player.email);
      await again.getByLabel(T('Password'), { exact: true }).fill(player.password);
      await again.getByRole('button', { name: T('Continue') }).click();
      await expect(again).toHaveURL(/\/app\/$/);
      await openApp(again, '/app/live-notifications');
      await expect(globalSwitch(again)).not.toBeChecked();
      await again.getByRole('button', { name: T('Notification settings') }).click();
      await expect(channel(again, 'email', 'Friend request')).not.toBeChecked();
      await expect(channel(again, 'sound', 'Match starting')).not.toBeChecked();
      await expect(channel(again, 'push', 'Friend request')).toBeChecked();
      await expect(channel(again, 'sound', 'Friend request')).toBeChecked();
      await expect(channel(again, 'email', 'Team invite')).toBeChecked();
    });
  });
}
