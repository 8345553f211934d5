import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { fakeId, makeFollowEntry, makeFriend, makePendingRequest } from '@/test/social-fixtures.ts';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import FriendsPage from './friends-page.tsx';

const me = makeUser({ nickName: 'ace' });
const pendingKey = `GET /friendships/user/${me.id}/pending`;
const friendsKey = `GET /friendships/user/${me.id}`;
const followeesKey = `GET /follows/followees/${me.id}`;
const routes = [
  { path: '/app/friends', element: <FriendsPage /> },
  { path: '/app/u/:userId', element: <p data-testid="profile">profile</p> },
  { path: '/app/players', element: <p data-testid="players">players</p> },
];

function renderFriends(replies: { pending?: Reply; friends?: Reply; followees?: Reply; more?: Record<string, Reply> } = {}, path = '/app/friends') {
  const api = stubApi({
    [pendingKey]: replies.pending ?? { body: [] },
    [friendsKey]: replies.friends ?? { body: [] },
    [followeesKey]: replies.followees ?? { body: [] },
    ...replies.more,
  });
  return { api, ...renderWithSession(path, me, { routes }) };
}
const card = (nickname: string) => screen.getByRole('link', { name: nickname }).closest('li')!;

afterEach(() => vi.restoreAllMocks());

describe('FriendsPage', () => {
  it("has the spec's header and opens on Requests", async () => {
    renderFriends();
    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    expect(screen.getByText('Accept requests and manage your friends.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeInTheDocument();
  });
});

describe('FriendsPage: requests', () => {
  const incoming = makePendingRequest(1, me, 'INCOMING');
  const outgoing = makePendingRequest(2, me, 'OUTGOING');

  it("lists received and sent requests with a 'Pending' badge, and counts the received on the tab", async () => {
    renderFriends({ pending: { body: [incoming, outgoing] } });
    const received = await screen.findByRole('region', { name: 'Received' });
    expect(within(received).getByRole('link', { name: 'player1' })).toHaveAttribute('href', `/app/u/${fakeId(1)}`);
    expect(within(received).getByText('Pending')).toBeInTheDocument();
    expect(within(received).getByText('Bio of player1')).toBeInTheDocument();
    expect(within(received).getByRole('button', { name: 'Accept friend request from player1' })).toBeEnabled();
    expect(within(received).getByRole('button', { name: 'Reject friend request from player1' })).toBeEnabled();
    const sent = screen.getByRole('region', { name: 'Sent' });
    expect(within(sent).getByRole('link', { name: 'player2' })).toBeInTheDocument();
    expect(within(sent).getByText('Pending')).toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: 'Cancel friend request to player2' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: /Requests/ })).toHaveTextContent('1');
  });

  it("accepts with 'Accepted {nickname}' and refreshes the lists", async () => {
    let pending = [incoming];
    const { user, api } = renderFriends({
      pending: () => json(pending),
      more: {
        [`PATCH /friendships/${incoming.id}/accept`]: () => {
          pending = [];
          return json({ ...incoming, status: 'ACCEPTED', respondedAt: '2025-03-01T00:00:00.000Z' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept friend request from player1' }));
    expect(await screen.findByText('Accepted player1')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /friendships/${incoming.id}/accept`)[0]?.body).toEqual({ id: me.id });
  });

  it("rejects with 'Rejected {nickname}'", async () => {
    const { user, api } = renderFriends({
      pending: { body: [incoming] },
      more: { [`PATCH /friendships/${incoming.id}/reject`]: { body: { status: 'NOTHING', id: null } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject friend request from player1' }));
    expect(await screen.findByText('Rejected player1')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /friendships/${incoming.id}/reject`)).toHaveLength(1);
  });

  it('cancels a sent request with DELETE /friendships/{id}', async () => {
    const { user, api } = renderFriends({
      pending: { body: [outgoing] },
      more: { [`DELETE /friendships/${outgoing.id}`]: { body: { status: 'NOTHING', id: null } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel friend request to player2' }));
    expect(await screen.findByText('Cancelled your friend request to player2')).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /friendships/${outgoing.id}`)[0]?.body).toEqual({ friendshipId: outgoing.id });
  });

  it("shows the server's reason when an answer fails", async () => {
    const { user } = renderFriends({
      pending: { body: [incoming] },
      more: { [`PATCH /friendships/${incoming.id}/accept`]: apiError(409, 'This request was already answered.', 'CONFLICT') },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept friend request from player1' }));
    expect(await screen.findByText('This request was already answered.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and an error with a retry', async () => {
    let fail = true;
    const { user } = renderFriends({ pending: () => (fail ? json(apiError(500, 'boom').body, 500) : json([])) });
    expect(screen.getByRole('status', { name: 'Loading friend requests' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load your friend requests');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeInTheDocument();
  });

  it('opens the profile when a card is clicked', async () => {
    const { user, router } = renderFriends({ pending: { body: [incoming] } });
    await user.click(await screen.findByRole('link', { name: 'player1' }));
    expect(await screen.findByTestId('profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/u/${fakeId(1)}`);
  });
});

describe('FriendsPage: friends', () => {
  const followed = makeFriend(3, { nickname: 'zed', bio: 'Lurker.' });
  const notFollowed = makeFriend(4, { nickname: 'ana' });

  it("shows each friend with a 'Following' badge when followed, Follow or Unfollow, and Unfriend", async () => {
    const { user } = renderFriends({ friends: { body: [followed, notFollowed] }, followees: { body: [makeFollowEntry(3, { nickname: 'zed' })] } });
    await user.click(screen.getByRole('tab', { name: 'Friends' }));
    await screen.findByRole('link', { name: 'zed' });
    expect(within(card('zed')).getByText('Following')).toBeInTheDocument();
    expect(within(card('zed')).getByText('Lurker.')).toBeInTheDocument();
    expect(within(card('zed')).getByRole('button', { name: 'Unfollow zed' })).toBeEnabled();
    expect(within(card('zed')).getByRole('button', { name: 'Unfriend zed' })).toBeEnabled();
    expect(within(card('ana')).queryByText('Following')).not.toBeInTheDocument();
    expect(within(card('ana')).getByRole('button', { name: 'Follow ana' })).toBeEnabled();
  });

  it('keeps the tab in the URL', async () => {
    const { router } = renderFriends({ friends: { body: [notFollowed] } }, '/app/friends?tab=friends');
    expect(await screen.findByRole('link', { name: 'ana' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=friends');
  });

  it("follows a friend: the badge appears and the button turns to Unfollow", async () => {
    let follows: ReturnType<typeof makeFollowEntry>[] = [];
    const { user } = renderFriends(
      {
        friends: { body: [notFollowed] },
        followees: () => json(follows),
        more: {
          [`POST /follows/${notFollowed.userId}`]: () => {
            follows = [makeFollowEntry(4, { nickname: 'ana' })];
            return json({ id: fakeId(4, 2), followerId: me.id, followeeId: notFollowed.userId, createdAt: '2025-03-01T00:00:00.000Z' }, 201);
          },
        },
      },
      '/app/friends?tab=friends',
    );
    await user.click(await screen.findByRole('button', { name: 'Follow ana' }));
    expect(await screen.findByText('You are now following ana')).toBeInTheDocument();
    expect(await within(card('ana')).findByText('Following')).toBeInTheDocument();
    expect(within(card('ana')).getByRole('button', { name: 'Unfollow ana' })).toBeEnabled();
  });

  it("unfriends only after the confirmation, with DELETE /friendships/{id} and 'Unfriended {nickname}'", async () => {
    let friends = [followed, notFollowed];
    const { user, api } = renderFriends(
      {
        friends: () => json(friends),
        more: {
          [`DELETE /friendships/${notFollowed.friendshipId}`]: () => {
            friends = [followed];
            return json({ status: 'NOTHING', id: null });
          },
        },
      },
      '/app/friends?tab=friends',
    );
    await user.click(await screen.findByRole('button', { name: 'Unfriend ana' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unfriend ana?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requestsTo(`DELETE /friendships/${notFollowed.friendshipId}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unfriend ana' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Unfriend ana?' })).getByRole('button', { name: 'Unfriend' }));
    expect(await screen.findByText('Unfriended ana')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ana' })).not.toBeInTheDocument());
    expect(api.requestsTo(`DELETE /friendships/${notFollowed.friendshipId}`)[0]?.body).toEqual({ friendshipId: notFollowed.friendshipId });
  });

  it("says 'Failed to unfriend {nickname}' when the server gives no reason", async () => {
    const { user } = renderFriends(
      { friends: { body: [notFollowed] }, more: { [`DELETE /friendships/${notFollowed.friendshipId}`]: apiError(500, 'boom') } },
      '/app/friends?tab=friends',
    );
    await user.click(await screen.findByRole('button', { name: 'Unfriend ana' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unfriend' }));
    expect(await screen.findByText('Failed to unfriend ana')).toBeInTheDocument();
  });

  it('shows a skeleton while the friends load', () => {
    renderFriends({ friends: never }, '/app/friends?tab=friends');
    expect(screen.getByRole('status', { name: 'Loading friends' })).toBeInTheDocument();
  });

  it('invites to find players when there are no friends', async () => {
    const { user } = renderFriends({ friends: { body: [] } }, '/app/friends?tab=friends');
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find players' }));
    expect(await screen.findByTestId('players')).toBeInTheDocument();
  });
});

describe('FriendsPage in Portuguese', () => {
  it('words the tabs, the badge and the buttons in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    renderFriends({ pending: { body: [makePendingRequest(1, me, 'INCOMING')] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Amigos' })).toBeInTheDocument();
    expect(screen.getByText('Aceite pedidos e gerencie os seus amigos.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pedidos/ })).toBeInTheDocument();
    const received = await screen.findByRole('region', { name: 'Recebidos' });
    expect(within(received).getByText('Pendente')).toBeInTheDocument();
    expect(within(received).getByRole('button', { name: 'Aceitar o pedido de amizade de player1' })).toHaveTextContent('Aceitar');
    expect(within(received).getByRole('button', { name: 'Recusar o pedido de amizade de player1' })).toHaveTextContent('Recusar');
  });
});
