import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { makeListedTournament, makeTournamentPage } from '@/test/landing-dashboard-fixtures.ts';
import { makeTicket } from '@/test/payments-fixtures.ts';
import { makeStory, storyAuthor } from '@/test/story-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import DashboardPage from './dashboard-page.tsx';

const routes = [{ path: '/app/', element: <DashboardPage /> }];

const recent = Array.from({ length: 6 }, (_, i) => makeListedTournament({ name: `Open Cup ${i + 1}` }));
const followed = [makeListedTournament({ name: 'Followed League', status: 'IN_PROGRESS' })];
const me = makeUser({ nickName: 'ace' });
const ticketsKey = `GET /tickets/user/${me.id}`;
const tickets = Array.from({ length: 5 }, (_, i) => makeTicket({ tournamentName: `Ticket Cup ${i + 1}` }));

const friendStory = makeStory({ ...storyAuthor('kai', 1), text: 'gg from kai' });
const friendsKey = `GET /friendships/user/${me.id}`;
const followeesKey = `GET /follows/followees/${me.id}`;
const person = (i: number, nickname = `player${i}`) => ({
  userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  nickname,
  photoUrl: null,
  bio: null,
});
const friend = (i: number, nickname?: string) => ({ ...person(i, nickname), friendshipId: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`, since: '2025-01-02T00:00:00.000Z' });
const followee = (i: number, nickname?: string) => ({
  ...person(i, nickname),
  followId: `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  follow: true,
  since: '2025-01-02T00:00:00.000Z',
});

function renderDashboard(replies: { recent?: Reply; followed?: Reply; tickets?: Reply; friends?: Reply; followees?: Reply; stories?: Reply } = {}) {
  const api = stubApi({
    [`GET /stories/feed/${me.id}`]: replies.stories ?? { body: [friendStory] },
    [ticketsKey]: replies.tickets ?? { body: tickets },
    [friendsKey]: replies.friends ?? { body: [] },
    [followeesKey]: replies.followees ?? { body: [] },
    'GET /tournaments': replies.recent ?? { body: makeTournamentPage(recent, { pageSize: 4, appliedStatus: 'OPEN_FOR_REGISTRATION' }) },
    'GET /tournaments/followed': replies.followed ?? { body: followed },
  });
  return { api, ...renderWithSession('/app/', me, { routes }) };
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', () => {
  it('greets the user and has the five sections in order', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, ace.')).toBeInTheDocument();
    const regions = screen.getAllByRole('region').filter((r) => r.tagName === 'SECTION' && r.hasAttribute('aria-labelledby'));
    expect(regions.map((r) => r.querySelector('h2')?.textContent)).toEqual([
      'Stories',
      'My Tickets',
      'Recent Tournaments',
      'Followed tournaments',
      'Friends & Following',
    ]);
  });

  it('opens the story viewer from the rings at the top', async () => {
    const { user } = renderDashboard();
    const block = section('Stories');
    expect(within(block).getByRole('link', { name: 'View all stories' })).toHaveAttribute('href', '/app/stories');
    await user.click(await within(block).findByRole('button', { name: "Watch kai's stories (new)" }));
    expect(within(screen.getByRole('dialog')).getByText('gg from kai')).toBeInTheDocument();
  });

  it('says when nobody followed has a story', async () => {
    renderDashboard({ stories: { body: [] } });
    expect(await within(section('Stories')).findByText('No stories from the players you follow right now.')).toBeInTheDocument();
  });

  it('shows the first four tickets, each linking to its ticket by team', async () => {
    renderDashboard();
    const links = await within(section('My Tickets')).findAllByRole('link', { name: /Ticket Cup/ });
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', `/app/tickets/${tickets[0]!.teamId}`);
    expect(links[0]!.querySelector('time')).toHaveTextContent(/(UTC|GMT)/);
    expect(within(section('My Tickets')).getByRole('link', { name: 'View all tickets' })).toHaveAttribute('href', '/app/tickets');
  });

  it('says there are no tickets yet and links to the tournaments', async () => {
    renderDashboard({ tickets: { body: [] } });
    const block = section('My Tickets');
    expect(await within(block).findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute('href', '/app/tournaments');
  });

  it('shows a skeleton while the tickets load and an error with a retry', async () => {
    let fail = true;
    const { user } = renderDashboard({ tickets: () => (fail ? json(apiError(500, 'boom').body, 500) : json(tickets.slice(0, 1))) });
    const block = section('My Tickets');
    expect(within(block).getByRole('status', { name: 'Loading tickets' })).toBeInTheDocument();
    expect(await within(block).findByRole('alert')).toHaveTextContent('Couldn’t load your tickets');
    fail = false;
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findAllByRole('link', { name: /Ticket Cup/ })).toHaveLength(1);
  });

  it('shows the first four tournaments from the API, each linking to its page', async () => {
    const { api } = renderDashboard();
    const list = section('Recent Tournaments');
    const links = await within(list).findAllByRole('link', { name: /Open Cup/ });
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', `/app/tournaments/${recent[0]!.id}`);
    expect(links[0]).toHaveTextContent('Counter-Strike 2 · open for registration');
    expect(links[0]!.querySelector('time')).toHaveTextContent(/(UTC|GMT)/);
    const request = api.requestsTo('GET /tournaments')[0]!;
    expect(request.query.get('pageSize')).toBe('4');
    expect(request.query.get('fallback')).toBe('true');
  });

  it('lists the followed tournaments', async () => {
    renderDashboard();
    const link = await within(section('Followed tournaments')).findByRole('link', { name: /Followed League/ });
    expect(link).toHaveAttribute('href', `/app/tournaments/${followed[0]!.id}`);
  });

  it('says how to follow one when none are followed', async () => {
    renderDashboard({ followed: { body: [] } });
    const block = section('Followed tournaments');
    expect(await within(block).findByRole('heading', { name: 'You don’t follow any tournament yet' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Find tournaments' })).toHaveAttribute('href', '/app/tournaments');
  });

  it('offers to create a tournament when there are none', async () => {
    renderDashboard({ recent: { body: makeTournamentPage([]) } });
    const block = section('Recent Tournaments');
    expect(await within(block).findByRole('heading', { name: 'No tournaments yet' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Create tournament' })).toHaveAttribute('href', '/app/organizer');
  });

  it('shows skeletons while loading', () => {
    renderDashboard({ recent: never, followed: never, tickets: never });
    expect(screen.getByRole('status', { name: 'Loading tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading followed tournaments' })).toBeInTheDocument();
  });

  it('says when a section failed and retries it alone', async () => {
    let fail = true;
    const { user, api } = renderDashboard({
      followed: () => (fail ? json(apiError(500, 'boom').body, 500) : json(followed)),
    });
    const block = section('Followed tournaments');
    expect(await within(block).findByRole('alert')).toHaveTextContent('Couldn’t load your followed tournaments');
    expect(await within(section('Recent Tournaments')).findAllByRole('link', { name: /Open Cup/ })).toHaveLength(4);
    fail = false;
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByRole('link', { name: /Followed League/ })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /tournaments/followed')).toHaveLength(2));
    expect(api.requestsTo('GET /tournaments')).toHaveLength(1);
  });

  it('points to the players list until there are friends or follows', async () => {
    const { api } = renderDashboard();
    const block = section('Friends & Following');
    expect(await within(block).findByRole('heading', { name: 'No friends or follows yet' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Find players' })).toHaveAttribute('href', '/app/players');
    expect(api.requestsTo(friendsKey)).toHaveLength(1);
    expect(api.requestsTo(followeesKey)).toHaveLength(1);
  });

  it('shows the first 8 of the friends then the players followed, once each, linking to /app/users/{id}', async () => {
    // Friends 1–3; follows 3 (also a friend) and 4–9: the ninth connection is left out.
    renderDashboard({
      friends: { body: [friend(1, 'alpha'), friend(2, 'bravo'), friend(3, 'charlie')] },
      followees: { body: [followee(3, 'charlie'), ...[4, 5, 6, 7, 8, 9].map((i) => followee(i))] },
    });
    const block = section('Friends & Following');
    await within(block).findByRole('link', { name: /alpha/ });
    const links = within(block).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/app/users/'));
    expect(links.map((a) => a.querySelector('.font-medium')?.textContent)).toEqual(['alpha', 'bravo', 'charlie', 'player4', 'player5', 'player6', 'player7', 'player8']);
    expect(links[0]).toHaveAttribute('href', `/app/users/${person(1).userId}`);
    expect(links[0]).toHaveTextContent('Friend');
    expect(links[3]).toHaveTextContent('Following');
    expect(within(block).queryByRole('link', { name: /player9/ })).not.toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'View all friends' })).toHaveAttribute('href', '/app/friends');
  });

  it('shows a skeleton while the connections load, and an error with a retry', async () => {
    let fail = true;
    const { user, api } = renderDashboard({
      followees: () => (fail ? json(apiError(500, 'boom').body, 500) : json([followee(4, 'delta')])),
    });
    const block = section('Friends & Following');
    expect(within(block).getByRole('status', { name: 'Loading friends and follows' })).toBeInTheDocument();
    expect(await within(block).findByRole('alert')).toHaveTextContent('Couldn’t load your friends and follows');
    fail = false;
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByRole('link', { name: /delta/ })).toHaveAttribute('href', `/app/users/${person(4).userId}`);
    expect(api.requestsTo(friendsKey)).toHaveLength(1);
  });
});

describe('DashboardPage in Portuguese', () => {
  it('greets the player, names its sections and words the tournaments in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    renderDashboard({ followed: { body: [] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    expect(screen.getByText('Que bom ter você de volta, ace.')).toBeInTheDocument();
    expect(section('Meus ingressos')).toBeInTheDocument();
    const links = await within(section('Torneios recentes')).findAllByRole('link', { name: /Open Cup/ });
    expect(links[0]).toHaveTextContent('Counter-Strike 2 · inscrições abertas');
    expect(within(section('Torneios recentes')).getByRole('link', { name: 'Ver todos os torneios' })).toHaveTextContent('Ver tudo');
    expect(await within(section('Torneios que você segue')).findByRole('heading', { name: 'Você ainda não segue nenhum torneio' })).toBeInTheDocument();
    expect(await within(section('Amigos e seguindo')).findByRole('link', { name: 'Encontrar jogadores' })).toBeInTheDocument();
  });
});
