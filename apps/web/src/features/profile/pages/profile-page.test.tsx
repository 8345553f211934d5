import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { emptyCareer, fakeId, makeFollowEntry, makeFriend } from '@/test/social-fixtures.ts';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import ProfilePage from './profile-page.tsx';

const me = makeUser();
const other = makeUser({
  id: '9b1d3c1e-2f4a-4c5b-8d6e-7f8091a2b3c4',
  nickName: 'night_owl',
  email: undefined,
  bio: 'Support main.',
  createdAt: '2024-03-15T12:00:00.000Z',
});
const stats = { friends: 3, followers: 12, following: 7 };
const routes = [{ path: '/app/u/:userId', element: <ProfilePage /> }];
const open = (id = other.id, viewer = me) => renderWithSession(`/app/u/${id}`, viewer, { routes });

const checkKey = `GET /follows/check/${me.id}/${other.id}`;
const statusKey = `GET /friendships/status/${me.id}/${other.id}`;

/** Every call the profile of `other` makes, answered as for a stranger; `replies` override. */
function stubProfile(replies: Record<string, Reply> = {}) {
  return stubApi({
    [`GET /users/${other.id}`]: { body: other },
    [`GET /users/${other.id}/stats`]: { body: stats },
    [`GET /users/${other.id}/career`]: { body: emptyCareer },
    [checkKey]: { body: false },
    [statusKey]: { body: { status: 'NOTHING', id: null } },
    ...replies,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ProfilePage', () => {
  it('shows a skeleton while loading', () => {
    stubApi({ [`GET /users/${other.id}`]: never });
    open();
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument();
  });

  it('shows the user with join date, bio and counters', async () => {
    stubProfile();
    open();
    expect(await screen.findByRole('heading', { name: 'night_owl' })).toBeInTheDocument();
    expect(screen.getByText('NO')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2024')).toBeInTheDocument();
    expect(screen.getByText('Support main.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '12 Followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 Friends' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 Following' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit profile/i })).not.toBeInTheDocument();
  });

  it('shows the facts and social links the player filled in', async () => {
    stubProfile({
      [`GET /users/${other.id}`]: {
        body: {
          ...other,
          country: { id: 'BR', name: 'Brazil', urlFlag: null },
          location: 'Recife',
          website: 'https://owl.gg/',
          founded: 2019,
          coverUrl: '/uploads/cover.webp',
          discord: 'owl#1234',
          facebook: 'night.owl',
          instagram: null,
          twitch: 'nightowl_tv',
        },
      },
    });
    open();
    expect(await screen.findByText('Brazil')).toBeInTheDocument();
    expect(screen.getByText('Recife')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'owl.gg' })).toHaveAttribute('href', 'https://owl.gg/');
    expect(screen.getByText('Founded 2019')).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Social links' });
    expect(within(links).getByText('owl#1234')).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/night.owl');
    expect(within(links).getByRole('link', { name: /Twitch/ })).toHaveAttribute('href', 'https://www.twitch.tv/nightowl_tv');
    expect(within(links).queryByText('Instagram')).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/uploads/cover.webp"]')).not.toBeNull();
  });

  it('offers Edit Profile to its owner only, without the social buttons', async () => {
    stubApi({
      [`GET /users/${me.id}`]: { body: me },
      [`GET /users/${me.id}/stats`]: { body: stats },
      [`GET /users/${me.id}/career`]: { body: emptyCareer },
    });
    open(me.id);
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Follow|Unfollow) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
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

describe('ProfilePage: follow', () => {
  it('follows, says so, turns to Unfollow and refreshes the counters', async () => {
    let followers = 12;
    const api = stubProfile({
      [`GET /users/${other.id}/stats`]: () => json({ ...stats, followers }),
      [checkKey]: () => json(followers === 13),
      [`POST /follows/${other.id}`]: () => {
        followers = 13;
        return json({ id: fakeId(1, 2), followerId: me.id, followeeId: other.id, createdAt: '2025-03-01T00:00:00.000Z' }, 201);
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Follow night_owl' }));
    expect(await screen.findByText('You are now following night_owl')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unfollow night_owl' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: '13 Followers' })).toBeInTheDocument();
    expect(api.requestsTo(`POST /follows/${other.id}`)[0]?.body).toEqual({ id: me.id });
  });

  it("says 'Loading...' while the call runs", async () => {
    stubProfile({ [`POST /follows/${other.id}`]: never });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Follow night_owl' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('unfollows a followed player', async () => {
    let following = true;
    const api = stubProfile({
      [checkKey]: () => json(following),
      [`DELETE /follows/followee/${other.id}`]: () => {
        following = false;
        return json(false);
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Unfollow night_owl' }));
    expect(await screen.findByText('Unfollowed night_owl')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow night_owl' })).toBeEnabled();
    expect(api.requestsTo(`DELETE /follows/followee/${other.id}`)).toHaveLength(1);
  });

  it("shows the server's reason when following fails, else 'Failed to follow {nickname}'", async () => {
    stubProfile({ [`POST /follows/${other.id}`]: apiError(403, 'You cannot interact with this player.', 'FORBIDDEN') });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Follow night_owl' }));
    expect(await screen.findByText('You cannot interact with this player.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow night_owl' })).toBeEnabled();
  });

  it("falls back to 'Failed to unfollow {nickname}' on a server fault", async () => {
    stubProfile({ [checkKey]: { body: true }, [`DELETE /follows/followee/${other.id}`]: apiError(500, 'boom') });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Unfollow night_owl' }));
    expect(await screen.findByText('Failed to unfollow night_owl')).toBeInTheDocument();
  });
});

describe('ProfilePage: friendship button', () => {
  it("NOTHING: 'Add friend' sends a request, says so and turns to a disabled 'Pending'", async () => {
    let status = { status: 'NOTHING', id: null as string | null };
    const api = stubProfile({
      [statusKey]: () => json(status),
      [`POST /friendships/request/${other.id}`]: () => {
        status = { status: 'CANCEL', id: fakeId(1, 3) };
        return json({
          id: fakeId(1, 3),
          status: 'PENDING',
          requester: { id: me.id, nickName: me.nickName, bio: null, profilePicUrl: null },
          addressee: { id: other.id, nickName: other.nickName, bio: null, profilePicUrl: null },
          createdAt: '2025-03-01T00:00:00.000Z',
          respondedAt: null,
        }, 201);
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('Friend request sent to night_owl')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(api.requestsTo(`POST /friendships/request/${other.id}`)[0]?.body).toEqual({ id: me.id });
  });

  it("CANCEL: a disabled 'Pending' and nothing else", async () => {
    stubProfile({ [statusKey]: { body: { status: 'CANCEL', id: fakeId(1, 3) } } });
    open();
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it("ACCEPT: a disabled 'Pending' with Accept beside it, which accepts", async () => {
    let status = { status: 'ACCEPT', id: fakeId(1, 3) };
    const api = stubProfile({
      [statusKey]: () => json(status),
      [`PATCH /friendships/${fakeId(1, 3)}/accept`]: () => {
        status = { status: 'ACCEPTED', id: fakeId(1, 3) };
        return json({
          id: fakeId(1, 3),
          status: 'ACCEPTED',
          requester: { id: other.id, nickName: other.nickName, bio: null, profilePicUrl: null },
          addressee: { id: me.id, nickName: me.nickName, bio: null, profilePicUrl: null },
          createdAt: '2025-03-01T00:00:00.000Z',
          respondedAt: '2025-03-02T00:00:00.000Z',
        });
      },
    });
    const { user } = open();
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Accept friend request from night_owl' }));
    expect(await screen.findByText('Accepted night_owl')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Friend' })).toBeDisabled();
    expect(api.requestsTo(`PATCH /friendships/${fakeId(1, 3)}/accept`)[0]?.body).toEqual({ id: me.id });
  });

  it("ACCEPTED: a disabled 'Friend'", async () => {
    stubProfile({ [statusKey]: { body: { status: 'ACCEPTED', id: fakeId(1, 3) } } });
    open();
    expect(await screen.findByRole('button', { name: 'Friend' })).toBeDisabled();
  });

  it("shows the server's reason when a request fails, else 'Failed to send friend request to {nickname}'", async () => {
    stubProfile({ [`POST /friendships/request/${other.id}`]: apiError(500, 'boom') });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('Failed to send friend request to night_owl')).toBeInTheDocument();
  });
});

describe('ProfilePage: an unverified viewer', () => {
  const unverified = makeUser({ userVerified: false });

  it('dims Follow and Add friend and explains with the Account Not Verified dialog instead of calling', async () => {
    const api = stubProfile();
    const { user, router } = renderWithSession(`/app/u/${other.id}`, unverified, {
      routes: [...routes, { path: '/app/settings', element: <p>settings</p> }],
    });
    const follow = await screen.findByRole('button', { name: 'Follow night_owl' });
    expect(follow).toHaveAttribute('aria-disabled', 'true');
    await user.click(follow);
    let dialog = await screen.findByRole('dialog', { name: 'Account Not Verified' });
    expect(dialog).toHaveTextContent('Your account is not verified. Please verify your account to follow players.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const addFriend = await screen.findByRole('button', { name: 'Add friend' });
    expect(addFriend).toHaveAttribute('aria-disabled', 'true');
    await user.click(addFriend);
    dialog = await screen.findByRole('dialog', { name: 'Account Not Verified' });
    expect(dialog).toHaveTextContent('Your account is not verified. Please verify your account to send friend requests.');
    await user.click(within(dialog).getByRole('link', { name: 'Go to Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'));
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});

describe('ProfilePage: block', () => {
  it('blocks after a confirmation, then shows Blocked instead of the social buttons', async () => {
    const api = stubProfile({ [`POST /users/${other.id}/block`]: { body: { blockedUserIds: [other.id] } } });
    const { user, queryClient } = open();
    await user.click(await screen.findByRole('button', { name: 'More actions for night_owl' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block night_owl?' });
    expect(api.requestsTo(`POST /users/${other.id}/block`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked night_owl')).toBeInTheDocument();
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow night_owl' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    expect(queryClient.getQueryData<typeof me>(sessionQueryKey)?.blockedUserIds).toEqual([other.id]);
  });

  it('unblocks a blocked player after a confirmation', async () => {
    const api = stubProfile({ [`DELETE /users/${other.id}/block`]: { body: { blockedUserIds: [] } } });
    const { user } = renderWithSession(`/app/u/${other.id}`, makeUser({ blockedUserIds: [other.id] }), { routes });
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for night_owl' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unblock night_owl?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked night_owl')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow night_owl' })).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /users/${other.id}/block`)).toHaveLength(1);
  });
});

describe('ProfilePage: connections dialog', () => {
  it('opens on the counter’s tab, filters by the search box and opens a person’s profile', async () => {
    const zed = makeFriend(1, { nickname: 'zed_main' });
    const api = stubProfile({
      [`GET /friendships/user/${other.id}`]: { body: [zed, makeFriend(2, { nickname: 'ana' }), makeFriend(3, { nickname: 'zelda' })] },
      [`GET /follows/followers/${other.id}`]: { body: [makeFollowEntry(4, { nickname: 'fan_one' })] },
      [`GET /follows/followees/${other.id}`]: { body: [] },
      [`GET /users/${zed.userId}`]: { body: makeUser({ id: zed.userId, nickName: 'zed_main' }) },
      [`GET /users/${zed.userId}/stats`]: { body: stats },
      [`GET /users/${zed.userId}/career`]: { body: emptyCareer },
      [`GET /follows/check/${me.id}/${zed.userId}`]: { body: false },
      [`GET /friendships/status/${me.id}/${zed.userId}`]: { body: { status: 'ACCEPTED', id: zed.friendshipId } },
    });
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: '3 Friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'night_owl' });
    expect(within(dialog).getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('link', { name: /ana/ })).toBeInTheDocument();
    expect(api.requestsTo(`GET /follows/followers/${other.id}`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by nickname' }), 'ZE');
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'zed_main' })).toHaveAttribute('href', `/app/u/${zed.userId}`);
    expect(within(dialog).getByRole('link', { name: 'zelda' })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search by nickname' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by nickname' }), 'nobody');
    expect(within(dialog).getByText('No one matches “nobody”.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search by nickname' }));

    await user.click(within(dialog).getByRole('tab', { name: 'Followers' }));
    expect(await within(dialog).findByRole('link', { name: /fan_one/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Following' }));
    expect(await within(dialog).findByText('Not following anyone yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Friends' }));
    await user.click(await within(dialog).findByRole('link', { name: /zed_main/ }));
    expect(await screen.findByRole('heading', { name: 'zed_main' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/u/${zed.userId}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ProfilePage: teams and tournaments', () => {
  const tournament = (n: number, name: string, status = 'FINISHED') => ({
    id: fakeId(n, 5),
    name,
    status,
    photoUrl: null,
    gameName: 'Valorant',
    tournamentStartDate: '2025-05-10T18:00:00.000Z',
  });

  it('lists the teams, the tournaments played with placements, and those organized', async () => {
    stubProfile({
      [`GET /users/${other.id}/career`]: {
        body: {
          teams: [{ id: fakeId(1, 6), name: 'Owls', photoUrl: null, role: 'CAPTAIN', memberCount: 5 }],
          played: [
            { tournament: tournament(1, 'Spring Cup'), team: { id: fakeId(1, 6), name: 'Owls' }, placement: 1 },
            { tournament: tournament(2, 'Summer Cup', 'IN_PROGRESS'), team: { id: fakeId(1, 6), name: 'Owls' }, placement: null },
            { tournament: tournament(3, 'Autumn Cup'), team: { id: fakeId(1, 6), name: 'Owls' }, placement: 3 },
          ],
          organized: [tournament(4, 'Owl Invitational', 'OPEN_FOR_REGISTRATION')],
        },
      },
    });
    open();
    const teams = await screen.findByRole('region', { name: 'Teams' });
    expect(within(teams).getByText('Owls')).toBeInTheDocument();
    expect(within(teams).getByText('Captain')).toBeInTheDocument();
    expect(within(teams).getByText('5 members')).toBeInTheDocument();
    const played = screen.getByRole('region', { name: 'Tournaments played' });
    expect(within(played).getByRole('link', { name: /Spring Cup/ })).toHaveAttribute('href', `/app/tournaments/${fakeId(1, 5)}`);
    expect(within(played).getByRole('link', { name: /Spring Cup/ })).toHaveTextContent('1st place');
    expect(within(played).getByRole('link', { name: /Autumn Cup/ })).toHaveTextContent('3rd place');
    expect(within(played).getByRole('link', { name: /Summer Cup/ })).not.toHaveTextContent('place');
    const organized = screen.getByRole('region', { name: 'Tournaments organized' });
    expect(within(organized).getByRole('link', { name: /Owl Invitational/ })).toHaveAttribute('href', `/app/tournaments/${fakeId(4, 5)}`);
  });

  it('says what is missing in each section', async () => {
    stubProfile();
    open();
    expect(await screen.findByText('Not on any team yet.')).toBeInTheDocument();
    expect(screen.getByText('No tournaments played yet.')).toBeInTheDocument();
    expect(screen.getByText('No tournaments organized yet.')).toBeInTheDocument();
  });

  it('offers a retry when they fail to load', async () => {
    let fail = true;
    const api = stubProfile({ [`GET /users/${other.id}/career`]: () => (fail ? json(apiError(500, 'boom').body, 500) : json(emptyCareer)) });
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load teams and tournaments');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Not on any team yet.')).toBeInTheDocument();
    expect(api.requestsTo(`GET /users/${other.id}/career`)).toHaveLength(2);
  });
});

describe('ProfilePage in Portuguese', () => {
  it('shows the join month, the counters and a missing user in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    stubProfile({ [`GET /users/${other.id}`]: { body: { ...other, country: { id: 'BR', name: 'Brazil', urlFlag: null } } } });
    open();
    expect(await screen.findByRole('heading', { name: 'night_owl' })).toBeInTheDocument();
    expect(screen.getByText('Verificado')).toBeInTheDocument();
    expect(screen.getByText('Entrou em março de 2024')).toBeInTheDocument();
    expect(screen.getByText('Brasil')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '12 Seguidores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 Seguindo' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Seguir night_owl' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar amigo' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum torneio disputado ainda.')).toBeInTheDocument();
  });

  it("says 'Usuário não encontrado' for an unknown user", async () => {
    await activateLocale('pt-BR');
    stubApi({ [`GET /users/${other.id}`]: apiError(404, 'User not found', 'NOT_FOUND') });
    open();
    expect(await screen.findByRole('heading', { name: 'Usuário não encontrado' })).toBeInTheDocument();
  });
});
