import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { emptyCareer } from '@/test/social-fixtures.ts';
import { apiError, json, stubApi, type Reply } from '@/test/stub-api.ts';
import ProfilePage from '../pages/profile-page.tsx';

const me = makeUser({
  nickName: 'ace',
  bio: 'Entry fragger.',
  location: 'Lisbon',
  coverUrl: '/uploads/old-cover.webp',
  country: { id: 'PT', name: 'Portugal', urlFlag: null },
});
const routes = [{ path: '/app/u/:userId', element: <ProfilePage /> }];

function openEditor(replies: Record<string, Reply> = {}) {
  const api = stubApi({
    [`GET /users/${me.id}`]: { body: me },
    [`GET /users/${me.id}/stats`]: { body: { friends: 0, followers: 0, following: 0 } },
    [`GET /users/${me.id}/career`]: { body: emptyCareer },
    ...replies,
  });
  const view = renderWithSession(`/app/u/${me.id}`, me, { routes });
  const dialog = async () => {
    await view.user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    return screen.findByRole('dialog', { name: 'Edit Profile' });
  };
  return { api, ...view, dialog };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('Edit Profile', () => {
  it('opens filled with the profile', async () => {
    const { dialog } = openEditor();
    const d = await dialog();
    expect(within(d).getByLabelText('Name')).toHaveValue('ace');
    expect(within(d).getByLabelText('Location')).toHaveValue('Lisbon');
    expect(within(d).getByLabelText('Bio')).toHaveValue('Entry fragger.');
    expect(within(d).getByRole('combobox', { name: 'Country' })).toHaveTextContent('Portugal');
    expect(within(d).getByText('14/500')).toBeInTheDocument();
    expect(within(d).getByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', '/uploads/old-cover.webp');
  });

  it('keeps Save disabled while the name is empty', async () => {
    const { dialog, user } = openEditor();
    const d = await dialog();
    await user.clear(within(d).getByLabelText('Name'));
    expect(within(d).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(d).getByLabelText('Name'), 'ace2');
    expect(within(d).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses a bio over 500 characters, counting it red', async () => {
    const { dialog, user, api } = openEditor();
    const d = await dialog();
    fireEvent.change(within(d).getByLabelText('Bio'), { target: { value: 'x'.repeat(501) } });
    expect(within(d).getByText('501/500')).toHaveClass('text-destructive-text');
    await user.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await within(d).findByText('Bio must be at most 500 characters.')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /users/me')).toHaveLength(0);
  });

  it('checks the website and the year before sending', async () => {
    const { dialog, user, api } = openEditor();
    const d = await dialog();
    await user.type(within(d).getByLabelText('Website'), 'owl.gg');
    await user.type(within(d).getByLabelText('Founded'), '1900');
    await user.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await within(d).findByText('Enter a website address starting with http:// or https://.')).toBeInTheDocument();
    expect(within(d).getByText('Enter a year from 1970.')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /users/me')).toHaveLength(0);
  });

  it('shows the server’s refusal on its field and no success', async () => {
    const { dialog, user } = openEditor({
      'PATCH /users/me': { status: 409, body: { message: 'This nickname is taken.', code: 'NICKNAME_TAKEN', fields: { nickName: 'This nickname is taken.' } } },
    });
    const d = await dialog();
    await user.clear(within(d).getByLabelText('Name'));
    await user.type(within(d).getByLabelText('Name'), 'taken_name');
    await user.click(within(d).getByRole('button', { name: 'Save' }));
    const name = within(d).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(d).getByText('This nickname is taken.')).toBeInTheDocument();
    expect(name.getAttribute('aria-describedby')).toContain('profile-nickName-error');
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('also places a NICKNAME_TAKEN without fields on the name', async () => {
    const { dialog, user } = openEditor({ 'PATCH /users/me': apiError(409, 'This nickname is taken.', 'NICKNAME_TAKEN') });
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await within(d).findByText('This nickname is taken.')).toHaveAttribute('id', 'profile-nickName-error');
  });

  // Opening a select of 249 countries takes a while in jsdom.
  it('saves, then says so only once the server answered, and the session user changes', { timeout: 20_000 }, async () => {
    let answer: (r: Response) => void = () => {};
    const saved = makeUser({ ...me, nickName: 'ace_prime', bio: 'IGL now.', website: 'https://ace.gg', founded: 2020, twitch: 'ace_tv', country: { id: 'BR', name: 'Brazil', urlFlag: null } });
    const { dialog, user, api, queryClient } = openEditor({
      'PATCH /users/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const d = await dialog();
    const fill = async (label: string, text: string) => {
      await user.clear(within(d).getByLabelText(label));
      if (text) await user.paste(text);
    };
    await fill('Name', 'ace_prime');
    await fill('Bio', 'IGL now.');
    await fill('Website', 'https://ace.gg');
    await fill('Founded', '2020');
    await fill('Twitch', '@ace_tv');
    await fill('Location', '');
    await user.click(within(d).getByRole('combobox', { name: 'Country' }));
    // By text: a role query walks all 249 countries' accessible names, slow on a busy machine.
    await user.click(within(await screen.findByRole('listbox')).getByText('Brazil'));
    await user.click(within(d).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requestsTo('PATCH /users/me')).toHaveLength(1));
    expect(api.requestsTo('PATCH /users/me')[0]?.body).toEqual({
      nickName: 'ace_prime',
      bio: 'IGL now.',
      country: 'BR',
      location: null,
      website: 'https://ace.gg',
      founded: 2020,
      discord: null,
      facebook: null,
      instagram: null,
      twitch: 'ace_tv',
    });
    expect(within(d).getByRole('button', { name: /Save/ })).toBeDisabled();
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();

    answer(json(saved));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryData<typeof me>(sessionQueryKey)?.nickName).toBe('ace_prime');
    expect(JSON.parse(localStorage.getItem('clutch:user')!).nickName).toBe('ace_prime');
    expect(await screen.findByRole('heading', { name: 'ace_prime' })).toBeInTheDocument();
  });

  it('uploads a new avatar and removes the cover after the fields, as multipart `file`', async () => {
    const afterFields = makeUser({ ...me });
    const withAvatar = makeUser({ ...me, profilePicUrl: '/uploads/new-avatar.webp' });
    const done = makeUser({ ...withAvatar, coverUrl: null });
    const { dialog, user, api, queryClient } = openEditor({
      'PATCH /users/me': { body: afterFields },
      'PUT /users/me/images/avatar': { body: withAvatar },
      'DELETE /users/me/images/cover': { body: done },
    });
    const d = await dialog();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(within(d).getByLabelText('Avatar'), file);
    expect(within(d).getByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(d).getByRole('button', { name: 'Remove cover' }));
    expect(within(d).queryByRole('img', { name: 'Cover image preview' })).not.toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const upload = api.requestsTo('PUT /users/me/images/avatar')[0]!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('file')).toBe(file);
    expect(api.requestsTo('DELETE /users/me/images/cover')).toHaveLength(1);
    const order = api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(order).toEqual(['PATCH /users/me', 'PUT /users/me/images/avatar', 'DELETE /users/me/images/cover']);
    expect(queryClient.getQueryData<typeof me>(sessionQueryKey)?.profilePicUrl).toBe('/uploads/new-avatar.webp');
  });

  it('refuses a file that is not an image', async () => {
    const { dialog } = openEditor();
    const d = await dialog();
    // The picker's `accept` filters the browser's dialog; a drop or "All files" can still bring anything.
    fireEvent.change(within(d).getByLabelText('Avatar'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(d).getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
  });

  it('says when the details were saved but an image was not, keeping the dialog open', async () => {
    const { dialog, user, queryClient } = openEditor({
      'PATCH /users/me': { body: makeUser({ ...me, bio: 'Saved bio.' }) },
      'PUT /users/me/images/avatar': apiError(415, 'The file is not an image we can read.'),
    });
    const d = await dialog();
    await user.clear(within(d).getByLabelText('Bio'));
    await user.type(within(d).getByLabelText('Bio'), 'Saved bio.');
    await user.upload(within(d).getByLabelText('Avatar'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await within(d).findByText('Your details were saved, but not the avatar: The file is not an image we can read.')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect(queryClient.getQueryData<typeof me>(sessionQueryKey)?.bio).toBe('Saved bio.');
  });

  it('speaks Brazilian Portuguese, validation included', async () => {
    await activateLocale('pt-BR');
    const { user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));
    const d = await screen.findByRole('dialog', { name: 'Editar perfil' });
    fireEvent.change(within(d).getByLabelText('Bio'), { target: { value: 'x'.repeat(501) } });
    await user.click(within(d).getByRole('button', { name: 'Salvar' }));
    expect(await within(d).findByText('A bio pode ter no máximo 500 caracteres.')).toBeInTheDocument();
    expect(within(d).getByRole('combobox', { name: 'País' })).toHaveTextContent('Portugal');
  });
});
