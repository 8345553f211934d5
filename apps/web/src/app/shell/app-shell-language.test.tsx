import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { getLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import AppShell from './app-shell.tsx';

const routes = [{ element: <AppShell />, children: [{ path: '/app/', element: <p>Dashboard content</p> }] }];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app shell in two languages', () => {
  it('switches from the top bar, saves the choice on the account and shows the shell in Portuguese', async () => {
    const user = makeUser({ locale: null });
    const api = stubApi({ 'PUT /users/me/locale': { body: { user: { ...user, locale: 'pt-BR' } } } });
    const view = renderWithSession('/app/', user, { routes });
    await view.user.click(screen.getByRole('button', { name: 'Language: English' }));
    await view.user.click(await screen.findByRole('menuitemradio', { name: 'Português' }));

    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Painel' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Cobranças e pagamentos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Idioma: Português' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('PUT /users/me/locale')).toHaveLength(1));
    const [saved] = api.requestsTo('PUT /users/me/locale');
    expect(saved!.body).toEqual({ locale: 'pt-BR' });
    // From now on the server answers in Portuguese too.
    expect(saved!.headers.get('accept-language')).toBe('pt-BR');
    await waitFor(() => expect(view.queryClient.getQueryData<{ locale: string }>(sessionQueryKey)?.locale).toBe('pt-BR'));
  });

  it("opens in the account's language on a browser that never chose one, and keeps it there", async () => {
    const api = stubApi({});
    renderWithSession('/app/', makeUser({ locale: 'pt-BR' }), { routes });
    expect(await screen.findByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();
    expect(getLocale()).toBe('pt-BR');
    expect(document.cookie).toContain('clutch_locale=pt-BR');
    expect(api.requestsTo('PUT /users/me/locale')).toHaveLength(0);
  });
});
