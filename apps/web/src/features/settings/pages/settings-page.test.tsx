import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@/features/auth/api/logout.ts';
import { makeUser } from '@/test/fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, stubApi } from '@/test/stub-api.ts';
import SettingsPage from './settings-page.tsx';

vi.mock('@/features/auth/api/logout.ts', () => ({ logout: vi.fn(() => Promise.resolve()) }));

const routes = [{ path: '/app/settings', element: <SettingsPage /> }, landingRoute('/app/auth/login')];
const renderSettings = (user = makeUser()) => renderWithSession('/app/settings', user, { routes });

afterEach(() => vi.restoreAllMocks());

// What the page reads as it opens (the blocked players, the message settings, the calendar link): anything else was
// sent by the test's action.
const pageLoadReads = new Set(['GET /users/me/blocks', 'GET /chat/settings', 'GET /users/me/calendar-feed']);
const sentBeyondBlocks = (api: ReturnType<typeof stubApi>) => api.requests.filter((r) => !pageLoadReads.has(`${r.method} ${r.path}`));

async function openChangePassword(view: ReturnType<typeof renderSettings>, values: { current: string; next: string; confirm: string }) {
  await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  await view.user.type(within(dialog).getByLabelText('Current password'), values.current);
  await view.user.type(within(dialog).getByLabelText('New password'), values.next);
  await view.user.type(within(dialog).getByLabelText('Confirm new password'), values.confirm);
  await view.user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
  return dialog;
}

describe('Settings: account status', () => {
  it('shows Verified and no button for a verified user', () => {
    renderSettings(makeUser({ userVerified: true }));
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Account' })).not.toBeInTheDocument();
  });

  it('sends the verification e-mail and says so', async () => {
    const api = stubApi({ 'POST /users/resend-confirmation': { body: { message: 'sent' } } });
    const { user } = renderSettings(makeUser({ userVerified: false, email: 'ace@example.com' }));
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    const [request] = api.requestsTo('POST /users/resend-confirmation');
    expect(request?.query.get('email')).toBe('ace@example.com');
    expect(request?.body).toBeUndefined();
  });

  it('reports a failed verification e-mail under Error', async () => {
    stubApi({ 'POST /users/resend-confirmation': apiError(429, 'Too many requests') });
    const { user } = renderSettings(makeUser({ userVerified: false }));
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('Failed to send verification email')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('Settings: change password', () => {
  it("stops on mismatched new passwords with 'New passwords don't match'", async () => {
    const api = stubApi({});
    const view = renderSettings();
    const dialog = await openChangePassword(view, { current: 'old-password', next: 'new-password-1', confirm: 'new-password-2' });
    expect(await within(dialog).findByText("New passwords don't match")).toBeInTheDocument();
    expect(sentBeyondBlocks(api)).toHaveLength(0);
  });

  it('asks for at least 8 characters', async () => {
    const api = stubApi({});
    const view = renderSettings();
    const dialog = await openChangePassword(view, { current: 'old-password', next: 'short', confirm: 'short' });
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(sentBeyondBlocks(api)).toHaveLength(0);
  });

  it('changes the password and confirms it', async () => {
    const api = stubApi({ 'PATCH /auth/change-password': { body: { message: 'ok' } } });
    const view = renderSettings(makeUser({ nickName: 'ace' }));
    await openChangePassword(view, { current: 'old-password', next: 'new-password', confirm: 'new-password' });
    expect(await screen.findByText('Your password has been updated successfully.')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /auth/change-password')[0]?.body).toEqual({
      nickname: 'ace',
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());
  });

  it('explains a failed change', async () => {
    stubApi({ 'PATCH /auth/change-password': apiError(401, 'Wrong password', 'INVALID_CREDENTIALS') });
    const view = renderSettings();
    await openChangePassword(view, { current: 'wrong-password', next: 'new-password', confirm: 'new-password' });
    expect(
      await screen.findByText('Failed to change password. Please check your current password and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });
});

describe('Settings: danger zone', () => {
  async function submitDelete(view: ReturnType<typeof renderSettings>, password: string, confirm: string) {
    await view.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    await view.user.type(within(dialog).getByLabelText('Password'), password);
    await view.user.type(within(dialog).getByLabelText('Confirm password'), confirm);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    return dialog;
  }

  it("stops on mismatched passwords with 'Passwords don't match'", async () => {
    const api = stubApi({});
    const view = renderSettings();
    const dialog = await submitDelete(view, 'my-password', 'my-passw0rd');
    expect(await within(dialog).findByText("Passwords don't match")).toBeInTheDocument();
    expect(sentBeyondBlocks(api)).toHaveLength(0);
  });

  it('deletes the account, says so and goes to login', async () => {
    const me = makeUser();
    const api = stubApi({ [`DELETE /users/${me.id}`]: { body: { message: 'Your account has been permanently deleted.' } } });
    const view = renderSettings(me);
    await submitDelete(view, 'my-password', 'my-password');
    expect(await screen.findByText('Your account has been permanently deleted.')).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /users/${me.id}`)[0]?.body).toEqual({ userId: me.id, password: 'my-password' });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/auth/login');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('clutch:user')).toBeNull();
  });

  it('still confirms the deletion when the page is gone before the answer', async () => {
    // The server's session-revoked event can unmount Settings before the DELETE answer arrives.
    const me = makeUser();
    let leave = () => {};
    stubApi({
      [`DELETE /users/${me.id}`]: async () => {
        leave();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({ message: 'Your account has been permanently deleted.' });
      },
    });
    const view = renderSettings(me);
    leave = () => void view.router.navigate('/app/auth/login');
    await submitDelete(view, 'my-password', 'my-password');
    expect(await screen.findByText('Your account has been permanently deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('reports a failed deletion', async () => {
    const me = makeUser();
    stubApi({ [`DELETE /users/${me.id}`]: apiError(401, 'Wrong password') });
    const view = renderSettings(me);
    await submitDelete(view, 'bad-password', 'bad-password');
    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/app/settings');
  });

  it('asks before signing out', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign Out' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('Settings: blocked players', () => {
  const blocked = [
    { userId: '0d9c4c61-1a5e-4c33-9a4e-5b2d1c3e4f50', nickname: 'toxic_tim', photoUrl: null },
    { userId: '1e0d5d72-2b6f-4d44-8b5f-6c3e2d4f5a61', nickname: 'spam_sam', photoUrl: null },
  ];

  it('lists the blocked players, each linking to the profile, and unblocks one', async () => {
    const me = makeUser({ blockedUserIds: blocked.map((b) => b.userId) });
    let list = blocked;
    const api = stubApi({
      'GET /users/me/blocks': () => json(list),
      [`DELETE /users/${blocked[0]!.userId}/block`]: () => {
        list = blocked.slice(1);
        return json({ blockedUserIds: [blocked[1]!.userId] });
      },
    });
    const view = renderSettings(me);
    const card = (await screen.findByRole('heading', { name: 'Blocked players' })).closest('div')!.parentElement!;
    expect(await within(card).findByRole('link', { name: 'toxic_tim' })).toHaveAttribute('href', `/app/u/${blocked[0]!.userId}`);
    expect(within(card).getByRole('link', { name: 'spam_sam' })).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'Unblock toxic_tim' }));
    expect(await screen.findByText('Unblocked toxic_tim')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('link', { name: 'toxic_tim' })).not.toBeInTheDocument());
    expect(api.requestsTo(`DELETE /users/${blocked[0]!.userId}/block`)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('clutch:user')!).blockedUserIds).toEqual([blocked[1]!.userId]);
  });

  it('says when nobody is blocked', async () => {
    stubApi({ 'GET /users/me/blocks': { body: [] } });
    renderSettings();
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('says when the list could not load, and retries', async () => {
    let fail = true;
    const api = stubApi({ 'GET /users/me/blocks': () => (fail ? json(apiError(500, 'boom').body, 500) : json([])) });
    const view = renderSettings();
    expect(await screen.findByText('Couldn’t load your blocked players.')).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(api.requestsTo('GET /users/me/blocks')).toHaveLength(2);
  });
});

describe('Settings: language', () => {
  it('offers English and Português and keeps the choice on the account', async () => {
    const user = makeUser();
    const api = stubApi({ 'PUT /users/me/locale': { body: { user: { ...user, locale: 'pt-BR' } } } });
    const view = renderSettings(user);
    const select = screen.getByRole('combobox', { name: 'Interface language' });
    expect(select).toHaveTextContent('English');
    await view.user.click(select);
    await view.user.click(await screen.findByRole('option', { name: 'Português' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma da interface' })).toHaveTextContent('Português');
    await waitFor(() => expect(api.requestsTo('PUT /users/me/locale')).toHaveLength(1));
  });

  it('shows validation messages in Portuguese, the contract’s and its own', async () => {
    stubApi({ 'PUT /users/me/locale': { body: { user: makeUser({ locale: 'pt-BR' }) } } });
    const view = renderSettings();
    await view.user.click(screen.getByRole('combobox', { name: 'Interface language' }));
    await view.user.click(await screen.findByRole('option', { name: 'Português' }));
    await view.user.click(await screen.findByRole('button', { name: 'Trocar senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trocar senha' });
    await view.user.type(within(dialog).getByLabelText('Nova senha'), 'short');
    await view.user.type(within(dialog).getByLabelText('Confirme a nova senha'), 'other');
    await view.user.click(within(dialog).getByRole('button', { name: 'Atualizar senha' }));
    expect(await within(dialog).findByText('Informe a senha atual')).toBeInTheDocument();
    expect(within(dialog).getByText('A senha precisa ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('As novas senhas não coincidem')).toBeInTheDocument();
  });
});
