import type { Tournament } from '@clutch/contract/tournaments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fixtureId,
  makeMatch,
  makeRankingRow,
  makeRegistration,
  makeTournament,
} from '@/test/discovery-fixtures.ts';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession, mockViewport } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import TournamentPage from './tournament-page.tsx';

// The page watches the tournament live; these tests look at what it shows, not at the socket.
vi.mock('@/lib/socket.ts', () => ({
  getSocket: () => ({ on: vi.fn(), off: vi.fn(), emit: vi.fn(), connect: vi.fn(), disconnect: vi.fn(), connected: false }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const id = fixtureId(200);
const routes = [
  { path: '/app/tournaments/:id', element: <TournamentPage /> },
  { path: '/app/auth/login', element: <p>Login page</p> },
];

function open(t: Tournament, extra: Record<string, Reply> = {}, path = `/app/tournaments/${t.id}`, user = makeUser()) {
  const api = stubApi({ [`GET /tournaments/${t.id}`]: { body: t }, ...extra });
  return { api, ...renderWithSession(path, user, { routes }) };
}

describe('Tournament detail: header', () => {
  it('offers visitors the login link that brings them back, and no follow button', async () => {
    const t = makeTournament();
    stubApi({ [`GET /tournaments/${id}`]: { body: t } });
    const { user, router } = renderWithSession(`/app/tournaments/${id}`, null, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: t.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login to Join Tournament' }));
    expect(router.state.location.pathname).toBe('/app/auth/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(`/app/tournaments/${id}`);
  });

  it('shows members the registration window honestly, with no join button yet', async () => {
    open(makeTournament({ registrationStartDate: '2099-01-01T10:00:00.000Z', registrationEndDate: '2099-02-01T10:00:00.000Z' }));
    expect(await screen.findByText(/^Registration opens Jan 1, 2099/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /join/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /join/i })).not.toBeInTheDocument();
  });

  it("follows at once, then says 'Following'; unfollowing says 'Unfollowed'", async () => {
    const { api, user } = open(makeTournament(), {
      [`POST /tournaments/${id}/follow`]: { body: { following: true, followers: 13 } },
      [`DELETE /tournaments/${id}/follow`]: { body: { following: false, followers: 12 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Following')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('13 followers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Unfollowed')).toBeInTheDocument();
    expect(api.requestsTo(`POST /tournaments/${id}/follow`)).toHaveLength(1);
    expect(api.requestsTo(`DELETE /tournaments/${id}/follow`)).toHaveLength(1);
  });

  it('flips the button before the server answers', async () => {
    const { user } = open(makeTournament(), { [`POST /tournaments/${id}/follow`]: never });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeDisabled();
  });

  it("rolls back and says 'Action failed' when following fails", async () => {
    const { user } = open(makeTournament(), { [`POST /tournaments/${id}/follow`]: apiError(500, 'down') });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Action failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('12 followers')).toBeInTheDocument();
  });

  it("says 'Tournament not found' for an unknown tournament", async () => {
    stubApi({ [`GET /tournaments/${id}`]: apiError(404, 'Tournament not found') });
    renderWithSession(`/app/tournaments/${id}`, null, { routes });
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeInTheDocument();
  });
});

describe('Tournament detail: Overview', () => {
  it('lists the facts, prizes in the real currency, rules, and the Discord and stream links', async () => {
    open(
      makeTournament({
        prizes: [
          { position: 1, amount: 500, description: null },
          { position: 2, amount: null, description: null },
        ],
        discordUrl: 'https://discord.gg/clutch',
        videoStreamingUrl: 'https://www.twitch.tv/clutch',
      }),
    );
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    const o = within(overview);
    for (const text of ['Intermediate', 'League and knockout', '€25.00', '10 – 80', '2 – 16', '5 – 6', 'PC', 'Best of three in the knockout stage.']) {
      expect(o.getByText(text)).toBeInTheDocument();
    }
    expect(o.getByText('€500.00')).toBeInTheDocument();
    expect(o.getByText('TBD')).toBeInTheDocument();
    expect(o.getByRole('link', { name: 'nova' })).toHaveAttribute('href', `/app/u/${fixtureId(300)}`);
    expect(o.getByRole('link', { name: /Join the Discord/ })).toHaveAttribute('href', 'https://discord.gg/clutch');
    expect(o.getByRole('link', { name: /Live Stream/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides the Discord button when there is no Discord', async () => {
    open(makeTournament());
    await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(screen.queryByRole('link', { name: /Discord/ })).not.toBeInTheDocument();
  });
});

describe('Tournament detail: Teams', () => {
  const registrations = [
    makeRegistration(1, 'Falcons', 'zed', 'ACCEPTED'),
    makeRegistration(2, 'Wolves', 'luna', 'ACCEPTED'),
    makeRegistration(3, 'Titans', 'kai', 'PENDING'),
    makeRegistration(4, 'Sharks', 'mira', 'REJECTED'),
    makeRegistration(5, 'Owls', 'ori', 'CANCELLED'),
  ];

  it('counts each status, starts on Accepted, switches tabs and searches by team or captain', async () => {
    const { user } = open(makeTournament(), { [`GET /team-registrations/tournaments/${id}`]: { body: registrations } }, `/app/tournaments/${id}?tab=teams`);
    const panel = await screen.findByRole('tabpanel', { name: 'Teams' });
    const counts = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(counts('Total')).toHaveTextContent('5'));
    expect(counts('Accepted')).toHaveTextContent('2');
    expect(counts('Pending')).toHaveTextContent('1');
    expect(counts('Rejected')).toHaveTextContent('1');

    expect(within(panel).getByRole('tab', { name: 'Accepted' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Falcons')).toBeInTheDocument();
    expect(within(panel).queryByText('Titans')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('tab', { name: 'Pending' }));
    expect(within(panel).getByText('Titans')).toBeInTheDocument();
    expect(within(panel).queryByText('Falcons')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('tab', { name: 'All' }));
    await user.type(within(panel).getByRole('searchbox', { name: 'Search teams or captains' }), 'LUNA');
    expect(within(panel).getByText('Wolves')).toBeInTheDocument();
    expect(within(panel).queryByText('Falcons')).not.toBeInTheDocument();
  });

  it('shows a table from 768 px', async () => {
    mockViewport(1280);
    open(makeTournament(), { [`GET /team-registrations/tournaments/${id}`]: { body: registrations } }, `/app/tournaments/${id}?tab=teams`);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Team', 'Captain', 'Members', 'Request status']);
    expect(within(table).getByRole('link', { name: 'zed' })).toHaveAttribute('href', `/app/u/${fixtureId(601)}`);
  });
});

describe('Tournament detail: Matches', () => {
  it("shows 'vs' until scored, the score after, and the status badges", async () => {
    mockViewport(1280);
    open(
      makeTournament(),
      {
        [`GET /matches/tournament/${id}`]: {
          body: [
            makeMatch(1, [{ team: 'Falcons', score: 13, result: 'WIN' }, { team: 'Wolves', score: 9, result: 'LOSS' }], { status: 'FINISHED', starteDate: '2026-02-15T18:00:00.000Z' }),
            makeMatch(2, [{ team: 'Titans' }, { team: 'Sharks' }], { status: 'SCHEDULED', starteDate: '2026-02-16T18:00:00.000Z' }),
          ],
        },
      },
      `/app/tournaments/${id}?tab=matches`,
    );
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('13 - 9')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Finished')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('vs')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Feb 16, 2026/)).toBeInTheDocument();
  });

  it('uses cards on a phone', async () => {
    open(makeTournament(), { [`GET /matches/tournament/${id}`]: { body: [makeMatch(1, [{ team: 'A' }, { team: 'B' }])] } }, `/app/tournaments/${id}?tab=matches`);
    expect(await screen.findByText('vs')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Tournament detail: Results', () => {
  const ranking = [makeRankingRow(1, 'Falcons', { totalPoints: 9, goalDifference: 12 }), makeRankingRow(2, 'Wolves', { goalDifference: -3 }), makeRankingRow(7, 'Owls')];
  const knockout = [
    makeMatch(11, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Titans', score: 0, result: 'LOSS' }], { stage: 'KNOCKOUT', round: 1, number: 1, status: 'FINISHED' }),
    makeMatch(12, [{ team: 'Wolves', score: 1, result: 'LOSS' }, { team: 'Sharks', score: 2, result: 'WIN' }], { stage: 'KNOCKOUT', round: 1, number: 2, status: 'FINISHED' }),
    makeMatch(21, [{ team: 'Falcons' }, { team: 'Sharks' }], { stage: 'KNOCKOUT', round: 2, number: 1 }),
  ];

  it('shows the full league table and the bracket for league and knockout', async () => {
    open(makeTournament(), { [`GET /tournaments/${id}/ranking`]: { body: ranking }, [`GET /matches/tournament/${id}`]: { body: knockout } }, `/app/tournaments/${id}?tab=results`);
    const table = await screen.findByRole('table', { name: 'League table' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pos', 'Team', 'MP', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
    const [, first, second, seventh] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '3', '2', '0', '1', '26', '20', '+12', '9']);
    expect(within(second!).getByText('-3')).toBeInTheDocument();
    const tone = (row: HTMLElement) => row.querySelector('[data-tone]')!.getAttribute('data-tone');
    expect([first!, second!, seventh!].map(tone)).toEqual(['gold', 'podium', 'rest']);

    const bracket = screen.getByRole('region', { name: 'Knockout bracket' });
    expect(within(bracket).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Semifinals', 'Final']);
    const semi = within(bracket).getByRole('group', { name: 'Semifinals, match 1' });
    expect(within(semi).getByText('Falcons').closest('[data-winner]')).toBeInTheDocument();
    expect(within(semi).getByText('Titans').closest('[data-winner]')).toBeNull();
    expect(within(semi).getByText('(winner)')).toBeInTheDocument();
  });

  it('groups the table when rows carry a group', async () => {
    open(
      makeTournament({ tournamentFormat: 'LEAGUE_TABLE' }),
      { [`GET /tournaments/${id}/ranking`]: { body: [makeRankingRow(1, 'A1', { group: 'A' }), makeRankingRow(1, 'B1', { group: 'B', teamRegistrationId: fixtureId(1099) })] } },
      `/app/tournaments/${id}?tab=results`,
    );
    expect(await screen.findByRole('table', { name: 'Group A' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Group B' })).toBeInTheDocument();
  });

  it('shows only the table for LEAGUE_TABLE and only the bracket for KNOCKOUT', async () => {
    const { unmount } = open(
      makeTournament({ tournamentFormat: 'LEAGUE_TABLE' }),
      { [`GET /tournaments/${id}/ranking`]: { body: ranking }, [`GET /matches/tournament/${id}`]: { body: knockout } },
      `/app/tournaments/${id}?tab=results`,
    );
    expect(await screen.findByRole('table', { name: 'League table' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Knockout bracket' })).not.toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    const { api } = open(
      makeTournament({ tournamentFormat: 'KNOCKOUT' }),
      { [`GET /tournaments/${id}/ranking`]: { body: ranking }, [`GET /matches/tournament/${id}`]: { body: knockout } },
      `/app/tournaments/${id}?tab=results`,
    );
    expect(await screen.findByRole('region', { name: 'Knockout bracket' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.requestsTo(`GET /tournaments/${id}/ranking`)).toHaveLength(0);
  });

  it('says the structure is not generated yet', async () => {
    open(makeTournament(), { [`GET /tournaments/${id}/ranking`]: { body: [] }, [`GET /matches/tournament/${id}`]: { body: [] } }, `/app/tournaments/${id}?tab=results`);
    expect(await screen.findByText('No results yet')).toBeInTheDocument();
  });
});

describe('Tournament detail: Streaming, Media, Prizes', () => {
  it('embeds the stream with a title and autoplay off', async () => {
    open(makeTournament({ videoStreamingUrl: 'https://youtu.be/dQw4w9WgXcQ' }), {}, `/app/tournaments/${id}?tab=streaming`);
    const frame = await screen.findByTitle('Lisbon Valorant Open live stream (YouTube)');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it("says 'No live stream available.' for a link it cannot embed", async () => {
    open(makeTournament({ videoStreamingUrl: 'https://example.com/live' }), {}, `/app/tournaments/${id}?tab=streaming`);
    expect(await screen.findByText('No live stream available.')).toBeInTheDocument();
  });

  it("says 'No media available.' without photos, and opens a photo in a lightbox", async () => {
    const { unmount } = open(makeTournament(), {}, `/app/tournaments/${id}?tab=media`);
    expect(await screen.findByText('No media available.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    const { user } = open(makeTournament({ urlPhotos: ['/uploads/1.webp', '/uploads/2.webp'] }), {}, `/app/tournaments/${id}?tab=media`);
    await user.click(await screen.findByRole('img', { name: 'Lisbon Valorant Open, photo 2 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisbon Valorant Open: photo 2 of 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/1.webp');
  });

  it("labels places, shows amounts in the tournament's currency or TBD", async () => {
    open(
      makeTournament({
        currency: 'USD',
        prizes: [
          { position: 4, amount: 50, description: 'Semifinalist' },
          { position: 1, amount: 1000, description: 'Champions' },
          { position: 2, amount: null, description: null },
        ],
      }),
      {},
      `/app/tournaments/${id}?tab=prizes`,
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Prizes' });
    const cards = within(panel).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['1st Place', '2nd Place', 'Place #4']);
    expect(within(cards[0]!).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('TBD')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Semifinalist')).toBeInTheDocument();
  });

  it('keeps the open tab in the URL', async () => {
    const { user, router } = open(makeTournament());
    await user.click(await screen.findByRole('tab', { name: 'Prizes' }));
    expect(router.state.location.search).toBe('?tab=prizes');
    expect(json).toBeTruthy();
  });
});

describe('Tournament detail in Portuguese', () => {
  it('speaks Brazilian Portuguese in the header, the tabs and the Overview', async () => {
    await activateLocale('pt-BR');
    open(
      makeTournament({
        status: 'IN_PROGRESS',
        tournamentFormat: 'league_and_knockout',
        prizes: [{ position: 1, amount: 500, description: null }, { position: 4, amount: null, description: null }],
        competition: { ...makeTournament().competition, defaultBestOf: 3, pointsWin: 3, pointsDraw: 1, pointsLoss: 0, groupCount: 0, advancePerGroup: 2 },
      }),
    );
    expect(await screen.findByText('EM ANDAMENTO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    expect(screen.getByText('12 seguidores')).toBeInTheDocument();
    expect(screen.getByText('As inscrições estão encerradas: o torneio está em andamento.')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'nova' }).parentElement).toHaveTextContent(/^por nova$/);
    const tabs = within(screen.getByRole('tablist', { name: 'Seções do torneio' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Visão geral', 'Equipes', 'Partidas', 'Resultados', 'Convites', 'Transmissão', 'Mídia', 'Premiação']);

    const overview = within(screen.getByRole('tabpanel', { name: 'Visão geral' }));
    const fact = (term: string) => overview.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Formato')).toHaveTextContent('Pontos corridos com mata-mata');
    expect(fact('Nível')).toHaveTextContent('Intermediário');
    expect(fact('Taxa de inscrição')).toHaveTextContent('€ 25,00');
    expect(fact('Partidas')).toHaveTextContent('Melhor de 3');
    expect(fact('Pontuação')).toHaveTextContent('Vitória 3 pontos · Empate 1 ponto · Derrota 0 pontos');
    expect(fact('Grupos')).toHaveTextContent('Grupos de quatro; os 2 primeiros de cada grupo vão para o mata-mata');
    expect(overview.getByText('1º lugar')).toBeInTheDocument();
    expect(overview.getByText('4º lugar').nextElementSibling).toHaveTextContent('A definir');
    expect(overview.getByText('Horários no fuso UTC')).toBeInTheDocument();
  });

  it('names the standings columns and the bracket rounds in Portuguese', async () => {
    await activateLocale('pt-BR');
    const knockout = [
      makeMatch(11, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Titans', score: 0, result: 'LOSS' }], { stage: 'KNOCKOUT', round: 1, number: 1, status: 'FINISHED' }),
      makeMatch(12, [{ team: 'Wolves' }, { team: null }], { stage: 'KNOCKOUT', round: 1, number: 2 }),
      makeMatch(21, [{ team: 'Falcons' }, { team: null }], { stage: 'KNOCKOUT', round: 2, number: 1 }),
    ];
    open(
      makeTournament(),
      { [`GET /tournaments/${id}/ranking`]: { body: [makeRankingRow(1, 'Falcons')] }, [`GET /matches/tournament/${id}`]: { body: knockout } },
      `/app/tournaments/${id}?tab=results`,
    );
    const table = await screen.findByRole('table', { name: 'Classificação' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pos', 'Equipe', 'J', 'V', 'E', 'D', 'GP', 'GC', 'SG', 'Pts']);
    const bracket = screen.getByRole('region', { name: 'Chave do mata-mata' });
    expect(within(bracket).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Semifinais', 'Final']);
    const semi = within(bracket).getByRole('group', { name: 'Semifinais, partida 1' });
    expect(within(semi).getByText('(vencedora)')).toBeInTheDocument();
    expect(within(bracket).getAllByText('A definir')).toHaveLength(2);
  });
});
