import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/** The landing page once its API-backed parts have loaded. */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Compete in any game.');
  const carousel = page.getByRole('region', { name: 'Live tournaments' });
  await expect(carousel).toBeVisible();
  return carousel;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor goes from the carousel to a tournament and is offered to log in to join', async ({ page, request }) => {
    const games = (await (await request.get('/api/v1/games/all')).json()) as unknown[];
    const carousel = await openLanding(page);

    // The games claim is the real catalogue's size, not the spec's "2000".
    const claim = `${games.length >= 10 ? Math.floor(games.length / 10) * 10 : games.length}${games.length >= 10 ? '+' : ''}`;
    await expect(page.getByRole('definition').filter({ hasText: claim })).toBeVisible();

    const slides = carousel.getByRole('group', { name: /^\d+ of \d+$/ });
    expect(await slides.count()).toBeGreaterThan(0);
    const dots = carousel.getByRole('group', { name: 'Slide groups' }).getByRole('button');
    if ((await dots.count()) > 0) {
      await expect(dots).toHaveCount(5);
      await carousel.getByRole('button', { name: 'Previous tournaments' }).click();
      await expect(dots.last()).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: 'Next tournaments' }).click();
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    }

    const first = slides.first().getByRole('link');
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/app\/tournaments\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login to Join Tournament' })).toBeVisible();
  });

  test('the landing page has no serious accessibility violations, FAQ open', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Is Clutch free to use?' }).click();
    await expect(page.getByRole('region', { name: 'Is Clutch free to use?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Create Your Tournament takes a visitor through login', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('banner').getByRole('link', { name: 'Create Your Tournament' }).click();
    await expect(page).toHaveURL(/\/app\/auth\/login$/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the landing page and its menu have no serious accessibility violations', async ({ page }) => {
    await openLanding(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the menu takes a visitor to a section and closes', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeInViewport();
  });

  test('one slide fills the width', async ({ page }) => {
    const carousel = await openLanding(page);
    const slide = carousel.getByRole('group', { name: /^1 of \d+$/ });
    const track = (await slide.evaluate((el) => el.parentElement!.getBoundingClientRect().width)) as number;
    const width = (await slide.boundingBox())!.width;
    expect(Math.abs(width - track)).toBeLessThan(2);
  });
});
