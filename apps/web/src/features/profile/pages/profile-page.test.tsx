import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, never, stubApi } from '@/test/stub-api.ts';
import ProfilePage from './profile-page.tsx';

const other = makeUser({
  id: '9b1d3c1e-2f4a-4c5b-8d6e-7f8091a2b3c4',
  nickName: 'night_owl',
  email: undefined,
  bio: 'Support main.',
  createdAt: '2024-03-15T12:00:00.000Z',
});
const routes = [{ path: '/app/u/:userId', element: <ProfilePage /> }];
const open = (id = other.id) => renderWithSession(`/app/u/${id}`, makeUser(), { routes });

afterEach(() => vi.restoreAllMocks());

describe('ProfilePage', () => {
  it('shows a skeleton while loading', () => {
    stubApi({ [`GET /users/${other.id}`]: never });
    open();
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument();
  });

  it('shows the user with join date, bio and counters', async () => {
    stubApi({
      [`GET /users/${other.id}`]: { body: other },
      [`GET /users/${other.id}/stats`]: { body: { friends: 3, followers: 12, following: 7 } },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'night_owl' })).toBeInTheDocument();
    expect(screen.getByText('NO')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2024')).toBeInTheDocument();
    expect(screen.getByText('Support main.')).toBeInTheDocument();
    expect((await screen.findByText('Followers')).nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Friends').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Following').nextElementSibling).toHaveTextContent('7');
    expect(screen.queryByRole('button', { name: /edit profile/i })).not.toBeInTheDocument();
  });

  it('says so when the user does not exist', async () => {
    stubApi({ [`GET /users/${other.id}`]: apiError(404, 'User not found', 'NOT_FOUND') });
    open();
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    const api = stubApi({ [`GET /users/${other.id}`]: apiError(500, 'Internal error') });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.requestsTo(`GET /users/${other.id}`)).toHaveLength(2));
  });
});

describe('ProfilePage in Portuguese', () => {
  it('shows the join month, the counters and a missing user in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    stubApi({
      [`GET /users/${other.id}`]: { body: other },
      [`GET /users/${other.id}/stats`]: { body: { friends: 3, followers: 12, following: 7 } },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'night_owl' })).toBeInTheDocument();
    expect(screen.getByText('Verificado')).toBeInTheDocument();
    expect(screen.getByText('Entrou em março de 2024')).toBeInTheDocument();
    expect((await screen.findByText('Seguidores')).nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Seguindo')).toBeInTheDocument();
  });

  it("says 'Usuário não encontrado' for an unknown user", async () => {
    await activateLocale('pt-BR');
    stubApi({ [`GET /users/${other.id}`]: apiError(404, 'User not found', 'NOT_FOUND') });
    open();
    expect(await screen.findByRole('heading', { name: 'Usuário não encontrado' })).toBeInTheDocument();
  });
});
