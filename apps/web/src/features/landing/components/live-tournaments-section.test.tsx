import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListedTournament, makeTournamentPage } from '@/test/landing-dashboard-fixtures.ts';
import { renderLanding } from '@/test/landing-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import { LiveTournamentsSection } from './live-tournaments-section.tsx';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const live = makeListedTournament({ name: 'Luanda Friday Cup', status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(1) });
const ongoing = makeListedTournament({ name: 'Autumn League', status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(50) });
const upcoming = Array.from({ length: 5 }, (_, i) =>
  makeListedTournament({ name: `Open Cup ${i + 1}`, status: 'OPEN_FOR_REGISTRATION', organizer: { id: live.organizer.id, nickName: 'orbit_events', profilePicUrl: null } }),
);

const byStatus = (pages: Record<string, ReturnType<typeof makeListedTournament>[]>): Reply => (req) =>
  json(makeTournamentPage(pages[req.query.get('status') ?? ''] ?? []));

const renderSection = (reply: Reply) => {
  const api = stubApi({ 'GET /tournaments': reply });
  return { api, ...renderLanding(<LiveTournamentsSection />) };
};

const slides = () => screen.getAllByRole('group', { name: /^\d+ of \d+$/ });
const dots = () => within(screen.getByRole('group', { name: 'Slide groups' })).getAllByRole('button');
const currentDot = () => dots().find((d) => d.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');

afterEach(() => vi.restoreAllMocks());

describe('LiveTournamentsSection', () => {
  it('asks for the in-progress and the open tournaments and shows the playing ones first', async () => {
    const { api } = renderSection(byStatus({ IN_PROGRESS: [live, ongoing], OPEN_FOR_REGISTRATION: upcoming }));
    await screen.findByRole('region', { name: 'Live tournaments' });
    expect(api.requestsTo('GET /tournaments').map((r) => r.query.get('status')).sort()).toEqual(['IN_PROGRESS', 'OPEN_FOR_REGISTRATION']);
    expect(slides()).toHaveLength(7);
    expect(within(slides()[0]!).getByRole('heading')).toHaveTextContent('Luanda Friday Cup');
    expect(within(slides()[2]!).getByRole('heading')).toHaveTextContent('Open Cup 1');
  });

  it('links each slide to its tournament with photo, name, start with the zone named, and organizer', async () => {
    renderSection(byStatus({ IN_PROGRESS: [ongoing] }));
    const slide = (await screen.findAllByRole('group', { name: '1 of 1' }))[0]!;
    const link = within(slide).getByRole('link');
    expect(link).toHaveAttribute('href', `/app/tournaments/${ongoing.id}`);
    expect(link).toHaveTextContent('Autumn League');
    expect(link).toHaveTextContent('by orbit_events');
    expect(link.querySelector('time')).toHaveTextContent(/\d{4}, \d{1,2}:\d{2} [AP]M (UTC|GMT)/);
    expect(link.querySelector('img')).toHaveAttribute('src', ongoing.game.background_image);
  });

  it('badges live, ongoing and upcoming tournaments', async () => {
    renderSection(byStatus({ IN_PROGRESS: [live, ongoing], OPEN_FOR_REGISTRATION: upcoming.slice(0, 1) }));
    await screen.findByRole('region', { name: 'Live tournaments' });
    const [first, second, third] = slides();
    expect(within(first!).getByText('Live')).toHaveAttribute('data-badge', 'live');
    expect(within(second!).getByText('Ongoing')).toHaveAttribute('data-badge', 'ongoing');
    expect(within(third!).getByText('Upcoming')).toHaveAttribute('data-badge', 'upcoming');
  });

  it('sizes slides 100% on small screens, 50% from sm and 33.3% from md', async () => {
    renderSection(byStatus({ OPEN_FOR_REGISTRATION: upcoming }));
    await screen.findByRole('region', { name: 'Live tournaments' });
    for (const slide of slides()) expect(slide).toHaveClass('basis-full', 'sm:basis-1/2', 'md:basis-1/3', 'snap-start');
  });

  it('has five dot groups, and previous and next loop around', async () => {
    const { user } = renderSection(byStatus({ IN_PROGRESS: [live, ongoing], OPEN_FOR_REGISTRATION: upcoming }));
    await screen.findByRole('region', { name: 'Live tournaments' });
    expect(dots()).toHaveLength(5);
    expect(currentDot()).toBe('Group 1 of 5');

    await user.click(screen.getByRole('button', { name: 'Previous tournaments' }));
    expect(currentDot()).toBe('Group 5 of 5');

    await user.click(screen.getByRole('button', { name: 'Next tournaments' }));
    expect(currentDot()).toBe('Group 1 of 5');

    await user.click(screen.getByRole('button', { name: 'Next tournaments' }));
    expect(currentDot()).toBe('Group 2 of 5');

    await user.click(dots()[3]!);
    expect(currentDot()).toBe('Group 4 of 5');
  });

  it('has no controls when everything fits', async () => {
    renderSection(byStatus({ IN_PROGRESS: [live] }));
    await screen.findByRole('region', { name: 'Live tournaments' });
    expect(screen.queryByRole('button', { name: 'Next tournaments' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    renderSection(never);
    expect(await screen.findByRole('status', { name: 'Loading tournaments' })).toBeInTheDocument();
  });

  it('offers to create one when nothing is live or open', async () => {
    renderSection(byStatus({}));
    expect(await screen.findByRole('heading', { name: 'No tournaments are live right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Tournament' })).toHaveAttribute('href', '/app/organizer');
  });

  it('says when loading failed and retries', async () => {
    let fail = true;
    const { user, api } = renderSection((req) => {
      if (fail) return json(apiError(500, 'boom').body, 500);
      return byStatus({ IN_PROGRESS: [ongoing] }) instanceof Function ? json(makeTournamentPage(req.query.get('status') === 'IN_PROGRESS' ? [ongoing] : [])) : json(null);
    });
    expect(await screen.findByText('Couldn’t load the tournaments')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(slides()).toHaveLength(1));
    expect(api.requestsTo('GET /tournaments').length).toBeGreaterThanOrEqual(4);
  });
});
