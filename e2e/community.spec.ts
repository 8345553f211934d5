import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedInUser } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openApp } from './support/navigation.ts';
import { shot } from './support/shots.ts';
import { textIn, type Language } from './support/texts.ts';

/** A valid 1×1 PNG: the server checks the magic bytes and re-encodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const runs: { width: number; height: number; language: Language }[] = [
  { width: 1280, height: 900, language: 'en' },
  { width: 375, height: 812, language: 'pt-BR' },
];

/** A browser of its own for a fresh verified player, in `language`, signed in. */
async function playerIn(browser: Browser, run: (typeof runs)[number], prefix: string) {
  const context = await browser.newContext({ viewport: { width: run.width, height: run.height } });
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: 'clutch_locale', value: run.language, url: baseURL }]);
  const account = await signedInUser(context.request, prefix);
  return { context, page: await context.newPage(), ...account };
}

/** The Friends / Followers / Following counter of a profile, read by its label. */
const counter = (page: Page, label: string, count: number) => page.getByRole('button', { name: `${count} ${label}`, exact: true });

for (const run of runs) {
  test.describe(`at ${run.width} px in ${run.language}`, () => {
    const contexts: BrowserContext[] = [];
    test.afterEach(async () => Promise.all(contexts.splice(0).map((c) => c.close())));

    test('two players befriend and follow, one edits a profile with an avatar and posts a story the other watches, and a captain brings the other into a team', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const T = (message: string, values?: Record<string, string | number>, description?: string) => textIn(run.language, message, values, description);
      const tag = `${run.width}`;
      const a = await playerIn(browser, run, `ann${tag}`);
      const b = await playerIn(browser, run, `bob${tag}`);
      contexts.push(a.context, b.context);

      // A finds B on Players by the start of the nickname, opens the profile, follows and sends a friend request.
      await openApp(a.page, '/app/players');
      await a.page.getByRole('searchbox', { name: T('Search players') }).fill(b.nickName.slice(0, 10));
      const card = a.page.getByRole('link', { name: b.nickName, exact: true });
      await expect(card).toBeVisible();
      await shot(a.page, `community-players-${tag}`);
      await expectNoSeriousA11yViolations(a.page);
      await card.click();
      await expect(a.page).toHaveURL(new RegExp(`/app/u/${b.id}$`));
      await expect(a.page.getByRole('heading', { name: b.nickName })).toBeVisible();
      await a.page.getByRole('button', { name: T('Follow {nickname}', { nickname: b.nickName }) }).click();
      await expect(a.page.getByText(T('You are now following {nickname}', { nickname: b.nickName }))).toBeVisible();
      await a.page.getByRole('button', { name: T('Add friend') }).click();
      await expect(a.page.getByText(T('Friend request sent to {nickname}', { nickname: b.nickName }))).toBeVisible();
      await expect(a.page.getByRole('button', { name: T('Pending') })).toBeDisabled();

      // B accepts under Friends → Requests.
      await openApp(b.page, '/app/friends');
      await expect(b.page.getByRole('tab', { name: T('Requests'), selected: true })).toBeVisible();
      await shot(b.page, `community-requests-${tag}`);
      await expectNoSeriousA11yViolations(b.page);
      await b.page.getByRole('button', { name: T('Accept friend request from {nickname}', { nickname: a.nickName }) }).click();
      await expect(b.page.getByText(T('Accepted {nickname}', { nickname: a.nickName }))).toBeVisible();
      await b.page.getByRole('tab', { name: T('Friends') }).click();
      await expect(b.page.getByRole('link', { name: a.nickName }).first()).toBeVisible();

      // Both profiles count the friendship and the follow.
      await openApp(b.page, '/app/me');
      await expect(b.page).toHaveURL(new RegExp(`/app/u/${b.id}$`));
      await expect(counter(b.page, T('Friends'), 1)).toBeVisible();
      await expect(counter(b.page, T('Followers'), 1)).toBeVisible();
      await expect(counter(b.page, T('Following', {}, 'How many players a user follows'), 0)).toBeVisible();
      await openApp(a.page, '/app/me');
      await expect(counter(a.page, T('Friends'), 1)).toBeVisible();
      await expect(counter(a.page, T('Following', {}, 'How many players a user follows'), 1)).toBeVisible();
      await counter(a.page, T('Friends'), 1).click();
      const connections = a.page.getByRole('dialog');
      await expect(connections.getByRole('link', { name: b.nickName })).toBeVisible();
      await shot(a.page, `community-connections-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(a.page);
      await a.page.keyboard.press('Escape');

      // A edits the profile with an avatar; B sees it.
      await a.page.getByRole('button', { name: T('Edit Profile') }).click();
      const edit = a.page.getByRole('dialog', { name: T('Edit Profile') });
      await edit.getByLabel(T('Avatar'), { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await edit.getByLabel(T('Bio')).fill('Entry fragger, coffee first.');
      await edit.getByLabel(T('Location')).fill('Lisboa');
      await shot(a.page, `community-edit-profile-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(a.page);
      await edit.getByRole('button', { name: T('Save') }).click();
      await expect(a.page.getByText(T('Profile updated successfully!'))).toBeVisible();
      await expect(edit).toBeHidden();

      await openApp(b.page, `/app/u/${a.id}`);
      await expect(b.page.getByText('Entry fragger, coffee first.')).toBeVisible();
      await expect(b.page.getByRole('img', { name: T("{nickname}'s avatar", { nickname: a.nickName }) })).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
      await shot(b.page, `community-profile-${tag}`);
      await expectNoSeriousA11yViolations(b.page);

      // A posts a story; B, a friend, watches it and A's view count says so.
      await openApp(a.page, '/app/stories');
      await a.page.getByRole('button', { name: T('Create a story') }).first().click();
      const create = a.page.getByRole('dialog', { name: T('Create a story') });
      await create.getByLabel(T('Text')).fill(`gg from ${a.nickName}`);
      await create.getByRole('button', { name: T('Post story') }).click();
      await expect(a.page.getByText(T('Story posted'))).toBeVisible();

      await openApp(b.page, '/app/stories');
      await b.page.getByRole('button', { name: T("Watch {nickname}'s stories (new)", { nickname: a.nickName }) }).click();
      const viewer = b.page.getByRole('dialog', { name: T("{nickname}'s stories", { nickname: a.nickName }) });
      await expect(viewer.getByText(`gg from ${a.nickName}`)).toBeVisible();
      await shot(b.page, `community-story-${tag}`, { fullPage: false });
      await expectNoSeriousA11yViolations(b.page);
      await b.page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(b.page.getByRole('button', { name: T("Watch {nickname}'s stories", { nickname: a.nickName }) })).toBeVisible();

      // A creates a team on its own, invites B from the team page, and B accepts under Team Invites.
      await openApp(a.page, '/app/teams');
      await a.page.getByRole('button', { name: T('Create team') }).first().click();
      const teamDialog = a.page.getByRole('dialog', { name: T('Create team') });
      const teamName = `Squad ${a.nickName.slice(-6)}`;
      await teamDialog.getByLabel(T('Team name')).fill(teamName);
      await teamDialog.getByRole('button', { name: T('Create team') }).click();
      await expect(a.page.getByRole('heading', { name: teamName })).toBeVisible();
      await a.page.getByRole('button', { name: T('Invite players') }).click();
      const invite = a.page.getByRole('dialog', { name: T('Invite players') });
      await invite.getByRole('searchbox', { name: T('Search players') }).fill(b.nickName);
      await invite.getByRole('button', { name: T('Add {player}', { player: b.nickName }) }).click();
      await invite.getByRole('button', { name: T('Send invites') }).click();
      await expect(invite).toBeHidden();
      await expect(a.page.getByText(T('Invited', {}, 'A team member who has not answered the invite yet'), { exact: true })).toBeVisible();

      await openApp(b.page, '/app/team-invites');
      await b.page.getByRole('button', { name: T('Accept invite to {team}', { team: teamName }) }).click();
      await expect(b.page.getByText(T('Invite accepted'))).toBeVisible();

      await openApp(a.page, '/app/teams');
      await a.page.getByRole('link', { name: T('Open {team}', { team: teamName }) }).click();
      await expect(a.page.getByText(T('Joined', {}, 'A team member who accepted the invite'), { exact: true })).toBeVisible();
      await shot(a.page, `community-team-${tag}`);
      await expectNoSeriousA11yViolations(a.page);
    });
  });
}
