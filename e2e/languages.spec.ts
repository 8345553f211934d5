import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { shot } from './support/shots.ts';

/**
 * A seeded demo player no other journey signs in as: signing in adopts this browser's language on the account,
 * and the journeys that use nova or the other named demo players expect them in English.
 */
const PLAYER = 'havoc_wolf';

const html = (page: Page) => page.locator('html');

/** Moves through the open menu with the arrow keys until `name` has the focus, then chooses it with Enter. */
async function chooseWithKeyboard(page: Page, name: string) {
  const item = page.getByRole('menuitemradio', { name });
  await expect(item).toBeVisible();
  for (let step = 0; step < 5 && !(await item.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor switches the landing to Português with the keyboard, keeps it after a reload, and signs in to Portuguese screens', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Compete in any game.');

    const englishSwitch = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
    await englishSwitch.focus();
    await page.keyboard.press('Enter');
    await chooseWithKeyboard(page, 'Português');

    await expect(html(page)).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dispute qualquer jogo.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Idioma: Português' })).toBeFocused();

    // The server remembers the choice (cookie) and writes it into the first paint.
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html lang="pt-BR"');
    await expect(html(page)).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dispute qualquer jogo. Vença na hora H.');
    await expect(page.getByRole('region', { name: 'Torneios ao vivo' })).toBeVisible();
    await shot(page, 'languages-landing-375');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Que bom ter você de volta' })).toBeVisible();
    await page.getByLabel('E-mail ou apelido').fill(PLAYER);
    await page.getByLabel('Senha', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Erro ao entrar')).toBeVisible();
    await expect(page.getByText('E-mail/apelido ou senha incorretos.')).toBeVisible();
    await shot(page, 'languages-login-error-375', { fullPage: false });
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/app\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
    await expect(page.getByText(`Que bom ter você de volta, ${PLAYER}.`)).toBeVisible();
    for (const section of ['Meus ingressos', 'Torneios recentes', 'Torneios que você segue', 'Amigos e seguindo']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(html(page)).toHaveAttribute('lang', 'pt-BR');
    await shot(page, 'languages-dashboard-375');
    await expectNoSeriousA11yViolations(page);

    // The shell: the navigation drawer speaks Portuguese too.
    await page.getByRole('button', { name: 'Mostrar ou ocultar a barra lateral' }).first().click();
    const navigation = page.getByRole('dialog', { name: 'Navegação' });
    await expect(navigation.getByRole('link', { name: 'Torneios', exact: true })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Configurações' })).toBeVisible();
    await shot(page, 'languages-navigation-375', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a browser that asks for Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('opens the landing in Portuguese on its first visit (Accept-Language)', async ({ page }) => {
    const response = await page.goto('/');
    expect(await response!.text()).toContain('<html lang="pt-BR"');
    await expect(html(page)).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dispute qualquer jogo.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Idioma: Português' })).toBeVisible();
  });
});
