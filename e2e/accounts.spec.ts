import { expect, test, type Page } from '@playwright/test';
import { register, uniqueUser, verifyEmail } from './support/api.ts';
import { sixDigitCode, verificationLink, waitForEmail } from './support/outbox.ts';
import { openApp } from './support/navigation.ts';

async function logInThroughTheForm(page: Page, identifier: string, password: string) {
  await page.getByLabel('E-mail or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Navigation' });

test('a new player registers, verifies by the e-mailed link, logs in, uses the sidebar by keyboard and signs out', async ({ page }) => {
  const user = uniqueUser('journey');

  await page.goto('/app/auth/register');
  await page.getByLabel('Nickname').fill(user.nickName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/app\/auth\/success$/);
  await expect(page.getByRole('heading', { name: 'Account created successfully' })).toBeVisible();
  await expect(page.getByText('We have sent you an email with a verification link. Please check your inbox.')).toBeVisible();

  const mail = await waitForEmail(page.request, user.email, { subject: 'Verify your Clutch account' });
  await page.goto(verificationLink(mail));
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  await expect(page.getByText('Your account has been successfully verified.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await logInThroughTheForm(page, user.nickName.toUpperCase(), user.password);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);
  // Verified: no banner.
  await expect(page.getByText('Your account is not verified. Please verify it in settings.')).toHaveCount(0);

  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('false');
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');

  await page.getByRole('button', { name: `Account menu, ${user.nickName}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign Out' });
  await expect(dialog.getByText('Are you sure you want to sign out of your account? You will need to log in again to continue.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Logout' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  // Logging out ends with a full page load of the login page (features/auth/api/logout.ts); the router may show the
  // login URL before it, so wait for that document before navigating away, or the two navigations race.
  await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0]?.name ?? '').endsWith('/app/auth/login'));

  // The session is gone on the server too: the app sends us back to login.
  await openApp(page, '/app/settings');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
});

test('a player who forgot the password resets it with the e-mailed code and logs in with the new one', async ({ page }) => {
  const user = await register(page.request, uniqueUser('forgot'));
  await verifyEmail(page.request, user.email);
  const newPassword = 'a-brand-new-passphrase';

  await openApp(page, '/app/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/forgot-password$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please, enter your e‑mail address')).toBeVisible();

  const sentBefore = new Date(Date.now() - 1000);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/otp-password$/);
  await expect(page.getByText(`${user.email[0]}•••@e2e.test`)).toBeVisible();

  const mail = await waitForEmail(page.request, user.email, { subject: /password/i, since: sentBefore });
  const code = sixDigitCode(mail);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please, enter the 6-digit code')).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');

  for (let i = 6; i >= 1; i--) await page.getByLabel(`Digit ${i} of 6`).fill('');
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/app\/auth\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Password Was Successfully Changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to login' }).click();
  await logInThroughTheForm(page, user.email, user.password);
  await expect(page.getByText('Incorrect email/nickname or password.')).toBeVisible();
  await logInThroughTheForm(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/app\/$/);
});

test('a visitor who opens a protected page logs in and lands back on it', async ({ page }) => {
  const user = await register(page.request, uniqueUser('return'));

  await openApp(page, '/app/settings');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await logInThroughTheForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Not verified yet: the banner and the Verify Account action show.
  await expect(page.getByText('Your account is not verified. Please verify it in settings.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page.getByText('Verification Email Sent')).toBeVisible();

  // The login replaced the history entry: Back does not return to the login form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/app\/auth\/login$/);
});
