import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLanding } from '@/test/landing-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { LandingHeader } from './landing-header.tsx';

afterEach(() => vi.restoreAllMocks());

const header = () => screen.getByRole('banner');

describe('the landing language switch', () => {
  it('switches the page to Portuguese, names it on <html lang> and keeps the choice in the cookie', async () => {
    const api = stubApi({});
    const { user } = renderLanding(<LandingHeader signedIn={false} />);
    await user.click(within(header()).getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Português' }));

    expect(await within(header()).findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/app/auth/login');
    expect(within(header()).getByRole('link', { name: 'Crie seu torneio' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Idioma: Português' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(document.cookie).toContain('clutch_locale=pt-BR');
    expect(api.requestsTo('PUT /users/me/locale')).toHaveLength(0);
  });

  it('works from the keyboard, the language named in itself, and gives focus back to the button', async () => {
    stubApi({});
    const { user } = renderLanding(<LandingHeader signedIn={false} />);
    const placeholder = within(header()).getByRole('button', { name: 'Language: English' });
    placeholder.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute('lang', 'pt-BR');
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Português' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const trigger = await within(header()).findByRole('button', { name: 'Idioma: Português' });
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('saves the choice on the account of a signed-in visitor', async () => {
    const api = stubApi({ 'PUT /users/me/locale': { body: { user: { locale: 'pt-BR' } } } });
    const { user } = renderLanding(<LandingHeader signedIn />);
    await user.click(within(header()).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Português' }));
    await waitFor(() => expect(api.requestsTo('PUT /users/me/locale')).toHaveLength(1));
    expect(api.requestsTo('PUT /users/me/locale')[0]!.body).toEqual({ locale: 'pt-BR' });
    expect(await within(header()).findByRole('link', { name: 'Ir para o painel' })).toBeInTheDocument();
  });

  it('is in the mobile menu too', async () => {
    stubApi({});
    const { user } = renderLanding(<LandingHeader signedIn={false} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Português' }));
    expect(await within(sheet).findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Idioma: Português' })).toBeInTheDocument();
  });
});
