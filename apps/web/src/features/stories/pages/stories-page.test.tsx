import type { Story } from '@clutch/contract/stories';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTimers } from '@/test/fake-timers.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { makeStory, storyAuthor } from '@/test/story-fixtures.ts';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import StoriesPage from './stories-page.tsx';

const me = makeUser({ nickName: 'ace' });
const routes = [{ path: '/app/stories', element: <StoriesPage /> }];
const feedKey = `GET /stories/feed/${me.id}`;

const mine = makeStory({ userId: me.id, userNickname: 'ace', text: 'my clutch', viewed: true, viewCount: 3, viewedBy: [] });
const cara = storyAuthor('cara', 1);
const dan = storyAuthor('dan', 2);
const eve = storyAuthor('eve', 3);
const cara1 = makeStory({ ...cara, text: 'cara one' });
const cara2 = makeStory({ ...cara, text: 'cara two' });
const dan1 = makeStory({ ...dan, text: 'dan one' });
const eve1 = makeStory({ ...eve, text: 'eve seen', viewed: true });
/** The server's order: mine, then authors with unseen stories, then the rest; oldest first within one. */
const feed: Story[] = [mine, cara1, cara2, dan1, eve1];

function renderStories(replies: Record<string, Reply> = {}, opts: { user?: Parameters<typeof renderWithSession>[2]['user'] } = {}) {
  const api = stubApi({
    [feedKey]: { body: feed },
    [`POST /stories/${cara1.id}/view`]: { body: { storyId: cara1.id, viewCount: 1 } },
    [`POST /stories/${cara2.id}/view`]: { body: { storyId: cara2.id, viewCount: 1 } },
    [`POST /stories/${dan1.id}/view`]: { body: { storyId: dan1.id, viewCount: 1 } },
    ...replies,
  });
  return { api, ...renderWithSession('/app/stories', me, { routes, user: opts.user }) };
}

const rings = () => within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('button');
const viewer = () => screen.getByRole('dialog');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StoriesPage: the rings', () => {
  it('puts your story first, then authors with something new in an accent ring, then the seen ones muted', async () => {
    renderStories();
    await screen.findByRole('list', { name: 'Stories' });
    expect(rings().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Watch your story',
      'Create a story',
      "Watch cara's stories (new)",
      "Watch dan's stories (new)",
      "Watch eve's stories",
    ]);
    const states = rings()
      .filter((b) => b.dataset.state)
      .map((b) => b.dataset.state);
    expect(states).toEqual(['seen', 'unseen', 'unseen', 'seen']);
    expect(screen.getByText('Your story')).toBeInTheDocument();
  });

  it('offers to post when you have no story yet, and says when nobody you follow has one', async () => {
    renderStories({ [feedKey]: { body: [] } });
    expect(await screen.findByRole('heading', { name: 'No stories right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find players' })).toHaveAttribute('href', '/app/players');
    expect(rings().map((b) => b.getAttribute('aria-label'))).toEqual(['Create a story']);
    expect(rings()[0]!.dataset.state).toBe('none');
  });

  it('shows a skeleton while loading and an error with a retry', async () => {
    let fail = true;
    const { user } = renderStories({ [feedKey]: () => (fail ? json(apiError(500, 'boom').body, 500) : json(feed)) });
    expect(screen.getByRole('status', { name: 'Loading stories' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load stories');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: "Watch cara's stories (new)" })).toBeInTheDocument();
  });

  it('keeps the skeleton while the feed is on its way', () => {
    renderStories({ [feedKey]: never });
    expect(screen.getByRole('status', { name: 'Loading stories' })).toBeInTheDocument();
  });
});

describe('StoriesPage: the viewer', () => {
  it('moves with the arrow keys through an author and on to the next, marks each story seen, and closes with Escape', async () => {
    const { user, api } = renderStories();
    await user.click(await screen.findByRole('button', { name: "Watch cara's stories (new)" }));
    expect(within(viewer()).getByText('cara one')).toBeInTheDocument();
    expect(within(viewer()).getByRole('progressbar', { name: 'Story 1 of 2' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(`POST /stories/${cara1.id}/view`)).toHaveLength(1));
    expect(api.requestsTo(`POST /stories/${cara1.id}/view`)[0]!.query.get('viewerId')).toBe(me.id);

    await user.keyboard('{ArrowRight}');
    expect(within(viewer()).getByText('cara two')).toBeInTheDocument();
    expect(within(viewer()).getByRole('progressbar', { name: 'Story 2 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer()).getByText('dan one')).toBeInTheDocument();
    expect(within(viewer()).getByRole('heading', { name: "dan's stories" })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer()).getByText('cara one')).toBeInTheDocument();
    // Seen already: not counted again.
    expect(api.requestsTo(`POST /stories/${cara1.id}/view`)).toHaveLength(1);
    expect(api.requestsTo(`POST /stories/${dan1.id}/view`)).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The rings behind turned muted for what was seen.
    expect(screen.getByRole('button', { name: "Watch cara's stories" })).toHaveAttribute('data-state', 'seen');
    expect(screen.getByRole('button', { name: "Watch dan's stories" })).toHaveAttribute('data-state', 'seen');
  });

  it('moves with taps on the left and right of the story', async () => {
    const { user } = renderStories();
    await user.click(await screen.findByRole('button', { name: "Watch cara's stories (new)" }));
    await user.click(within(viewer()).getByRole('button', { name: 'Next story' }));
    expect(within(viewer()).getByText('cara two')).toBeInTheDocument();
    await user.click(within(viewer()).getByRole('button', { name: 'Previous story' }));
    expect(within(viewer()).getByText('cara one')).toBeInTheDocument();
  });

  it('advances by itself after five seconds, pauses on Space, and closes after the last story', async () => {
    installFakeTimers();
    const { user } = renderStories({}, { user: { advanceTimers: vi.advanceTimersByTime } });
    await user.click(await screen.findByRole('button', { name: "Watch dan's stories (new)" }));
    expect(within(viewer()).getByText('dan one')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(Number(within(viewer()).getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(45);

    await user.keyboard(' ');
    expect(within(viewer()).getByLabelText('Paused')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(viewer()).getByText('dan one')).toBeInTheDocument();

    await user.keyboard(' ');
    act(() => vi.advanceTimersByTime(2700));
    expect(within(viewer()).getByText('eve seen')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5100));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the author their view count and lets them delete the story', async () => {
    const { user, api } = renderStories({ [`DELETE /stories/${mine.id}`]: { body: { message: 'Story deleted.' } } });
    await user.click(await screen.findByRole('button', { name: 'Watch your story' }));
    expect(within(viewer()).getByText('my clutch')).toBeInTheDocument();
    expect(within(viewer()).getByText('3 views')).toBeInTheDocument();
    await user.click(within(viewer()).getByRole('button', { name: 'Delete story' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this story?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo(`DELETE /stories/${mine.id}`)).toHaveLength(1));
    expect(api.requestsTo(`DELETE /stories/${mine.id}`)[0]!.query.get('userId')).toBe(me.id);
    expect(await screen.findByText('Story deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Your own story is never counted as a view.
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("does not show someone else's view count or a delete button", async () => {
    const { user } = renderStories();
    await user.click(await screen.findByRole('button', { name: "Watch eve's stories" }));
    expect(within(viewer()).getByText('eve seen')).toBeInTheDocument();
    expect(within(viewer()).queryByRole('button', { name: 'Delete story' })).not.toBeInTheDocument();
    expect(within(viewer()).queryByText(/views?$/)).not.toBeInTheDocument();
  });
});
