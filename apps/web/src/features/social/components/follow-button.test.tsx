import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { fakeId } from '@/test/social-fixtures.ts';
import { apiError, json, never, stubApi } from '@/test/stub-api.ts';
import { FollowButton } from './follow-button.tsx';

const me = makeUser();
const them = { userId: fakeId(9), nickname: 'night_owl' };

/** The button as a list would hold it: the follow state in the parent, changed by `onChange`. */
function Holder({ initial, allowUnfollow }: { initial: boolean | undefined; allowUnfollow?: boolean }) {
  const [following, setFollowing] = useState(initial);
  return <FollowButton {...them} following={following} allowUnfollow={allowUnfollow} onChange={setFollowing} />;
}
const render = (initial: boolean | undefined, allowUnfollow?: boolean, viewer = me) =>
  renderWithSession('/', viewer, { routes: [{ path: '/', element: <Holder initial={initial} allowUnfollow={allowUnfollow} /> }] });
const followed = () => json({ id: fakeId(9, 2), followerId: me.id, followeeId: them.userId, createdAt: '2025-03-01T00:00:00.000Z' }, 201);

afterEach(() => vi.restoreAllMocks());

describe('FollowButton (spec §4)', () => {
  it("says 'Loading...', disabled, while the follow state is not known", () => {
    render(undefined);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it("Follow → Loading... → Following, disabled for good in a list", async () => {
    stubApi({ [`POST /follows/${them.userId}`]: followed });
    const { user } = render(false);
    await user.click(screen.getByRole('button', { name: 'Follow night_owl' }));
    expect(await screen.findByRole('button', { name: 'Following night_owl' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Following night_owl' })).toHaveTextContent('Following');
    expect(screen.getByText('You are now following night_owl')).toBeInTheDocument();
  });

  it("holds 'Loading...' while the call runs", async () => {
    stubApi({ [`POST /follows/${them.userId}`]: never });
    const { user } = render(false);
    await user.click(screen.getByRole('button', { name: 'Follow night_owl' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('toggles Follow ⇄ Unfollow where unfollowing is allowed', async () => {
    const api = stubApi({ [`POST /follows/${them.userId}`]: followed, [`DELETE /follows/followee/${them.userId}`]: { body: false } });
    const { user } = render(true, true);
    await user.click(screen.getByRole('button', { name: 'Unfollow night_owl' }));
    expect(await screen.findByText('Unfollowed night_owl')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Follow night_owl' }));
    expect(await screen.findByRole('button', { name: 'Unfollow night_owl' })).toBeEnabled();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /follows/followee/${them.userId}`, `POST /follows/${them.userId}`]);
  });

  it("stays on Follow after a failure, with the server's reason first", async () => {
    stubApi({ [`POST /follows/${them.userId}`]: apiError(403, 'You cannot interact with this player.') });
    const { user } = render(false);
    await user.click(screen.getByRole('button', { name: 'Follow night_owl' }));
    expect(await screen.findByText('You cannot interact with this player.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to follow night_owl')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow night_owl' })).toBeEnabled();
  });

  it('opens the Account Not Verified dialog for an unverified viewer, and calls nothing', async () => {
    const api = stubApi({});
    const { user } = render(false, false, makeUser({ userVerified: false }));
    await user.click(screen.getByRole('button', { name: 'Follow night_owl' }));
    expect(await screen.findByRole('dialog', { name: 'Account Not Verified' })).toHaveTextContent('Please verify your account to follow players.');
    expect(api.requests).toHaveLength(0);
  });
});
