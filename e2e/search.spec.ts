import type { TournamentPage } from '@clutch/contract/tournaments';
import { expect, test } from '@playwright/test';
import { login, signedInUser } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openApp } from './support/navigation.ts';

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('a signed-in user searches from the top bar by keyboard and lands on the result', async ({ page }) => {
      const user = await signedInUser(page.request, 'search');
      await login(page.request, user.email, user.password);
      const list = (await (await page.request.get('/api/v1/tournaments?status=OPEN_FOR_REGISTRATION&pageSize=1')).json()) as TournamentPage;
      const target = list.items[0]!;

      await openApp(page, '/app/');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const box = page.getByRole('combobox', { name: 'Search' });
      await box.click();
      await page.keyboard.type(target.name, { delay: 20 });

      const listbox = page.getByRole('listbox', { name: 'Search results' });
      await expect(listbox.getByRole('option', { name: new RegExp(target.name) }).first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousA11yViolations(page);

      // Escape closes and keeps the text; the arrow opens it again.
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(box).toHaveValue(target.name);
      await page.keyboard.press('ArrowDown');
      await expect(listbox).toBeVisible();

      await page.keyboard.press('ArrowDown');
      await expect(listbox.getByRole('option', { selected: true })).toContainText(target.name);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/app/tournaments/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
      await expect(box).toHaveValue('');
    });
  });
}
