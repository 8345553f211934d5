import type { TournamentPage } from '@clutch/contract/tournaments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId, makeTournament } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, json, stubApi } from '@/test/stub-api.ts';
import '@/test/shell-render.tsx';
import TournamentsPage from './tournaments-page.tsx';

afterEach(() => vi.restoreAllMocks());

const page = (items = [makeTournament()], extra: Partial<TournamentPage> = {}): TournamentPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  appliedStatus: 'OPEN_FOR_REGISTRATION',
  ...extra,
});

const routes = [{ path: '/app/tournaments', element: <TournamentsPage /> }];

describe('Tournaments list', () => {
  it('asks for the default status with the fallback and says which status applied', async () => {
    const api = stubApi({ 'GET /tournaments': { body: page([makeTournament({ status: 'IN_PROGRESS' })], { appliedStatus: 'IN_PROGRESS' }) } });
    renderRoute('/app/tournaments', { routes });
    expect(
      await screen.findByText('No tournament is open for registration right now, so in progress tournaments are shown.'),
    ).toBeInTheDocument();
    const [req] = api.requestsTo('GET /tournaments');
    expect(req!.query.get('fallback')).toBe('true');
    expect(req!.query.has('status')).toBe(false);
  });

  it('says when the fallback ended on every status', async () => {
    stubApi({ 'GET /tournaments': { body: page([makeTournament({ status: 'CANCELLED' })], { appliedStatus: null }) } });
    renderRoute('/app/tournaments', { routes });
    expect(await screen.findByText(/so every tournament is shown/)).toBeInTheDocument();
  });

  it('filters exactly by a status from the URL, without the fallback', async () => {
    const api = stubApi({ 'GET /tournaments': { body: page([makeTournament({ status: 'FINISHED' })], { appliedStatus: 'FINISHED' }) } });
    renderRoute('/app/tournaments?status=FINISHED&game=cs2&search=lisbon', { routes });
    expect(await screen.findByText('1 tournament found')).toBeInTheDocument();
    const [req] = api.requestsTo('GET /tournaments');
    expect(Object.fromEntries(req!.query)).toMatchObject({ status: 'FINISHED', game: 'cs2', search: 'lisbon' });
    expect(req!.query.has('fallback')).toBe(false);
    expect(screen.queryByTestId('applied-status')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tournaments' })).toHaveValue('lisbon');
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveTextContent('Counter-Strike 2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Finished');
  });

  it('puts a picked game and status in the URL', async () => {
    const api = stubApi({ 'GET /tournaments': { body: page() } });
    const { user, router } = renderRoute('/app/tournaments', { routes });
    await screen.findByText('1 tournament found');
    await user.click(screen.getByRole('combobox', { name: 'Game' }));
    await user.click(await screen.findByRole('option', { name: 'Valorant' }));
    await waitFor(() => expect(router.state.location.search).toBe('?game=valorant'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(router.state.location.search).toBe('?game=valorant&status=IN_PROGRESS'));
    await waitFor(() => expect(api.requestsTo('GET /tournaments').at(-1)!.query.get('status')).toBe('IN_PROGRESS'));
  });

  it('shows each card’s facts: description cut at 100, real fee currency, dates with the zone', async () => {
    const long = `${'Brilliant tournament '.repeat(8)}END`;
    stubApi({
      'GET /tournaments': {
        body: page([
          makeTournament({ name: 'Paid', description: long }),
          makeTournament({ id: fixtureId(201), name: 'Free cup', entryFee: 0 }),
          makeTournament({ id: fixtureId(202), name: 'Luanda cup', entryFee: 1000, currency: 'AOA' }),
        ]),
      },
    });
    renderRoute('/app/tournaments', { routes });
    const paid = within((await screen.findByRole('heading', { name: 'Paid' })).closest('li')!);
    expect(paid.queryByText(/END/)).not.toBeInTheDocument();
    expect(paid.getByText(/…$/).textContent!.length).toBeLessThanOrEqual(101);
    expect(paid.getByText('€25.00')).toBeInTheDocument();
    expect(paid.getByText('Amateur')).toBeInTheDocument();
    expect(paid.getByText('16')).toBeInTheDocument();
    expect(paid.getByText('Lisbon')).toBeInTheDocument();
    expect(paid.getByText(/^Jan 10, 2026, .* (UTC|GMT)/)).toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'View Tournament Paid' })).toHaveAttribute('href', `/app/tournaments/${fixtureId(200)}`);
    expect(within(screen.getByRole('heading', { name: 'Free cup' }).closest('li')!).getByText('Free')).toBeInTheDocument();
    const kz = within(screen.getByRole('heading', { name: 'Luanda cup' }).closest('li')!);
    expect(kz.getByText('1,000.00 Kz')).toBeInTheDocument();
    expect(screen.queryByText(/1000kz/i)).not.toBeInTheDocument();
  });

  it('pages through the results with the page in the URL', async () => {
    const api = stubApi({ 'GET /tournaments': (req) => json(page([makeTournament()], { total: 30, page: Number(req.query.get('page')) })) });
    const { user, router } = renderRoute('/app/tournaments', { routes });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.requestsTo('GET /tournaments').at(-1)!.query.get('page')).toBe('2');
  });

  it('offers to clear filters when nothing matches, and retries after an error', async () => {
    let fail = true;
    stubApi({ 'GET /tournaments': () => (fail ? json(apiError(500, 'x').body, 500) : json(page([], { appliedStatus: 'FINISHED' }))) });
    const { user, router } = renderRoute('/app/tournaments?status=FINISHED', { routes });
    expect(await screen.findByText('Could not load tournaments')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('Tournaments list in Portuguese', () => {
  it('speaks Brazilian Portuguese: the fallback note, the count, the filters and the cards, and asks the server in it', async () => {
    await activateLocale('pt-BR');
    const free = makeTournament({ id: fixtureId(201), name: 'Copa Rio', status: 'IN_PROGRESS', entryFee: 0, location: null });
    const api = stubApi({ 'GET /tournaments': { body: page([makeTournament({ status: 'IN_PROGRESS' }), free], { appliedStatus: 'IN_PROGRESS' }) } });
    renderRoute('/app/tournaments', { routes });
    expect(
      await screen.findByText('Nenhum torneio está com inscrições abertas agora, então mostramos os torneios em andamento.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Torneios' })).toBeInTheDocument();
    expect(screen.getByText('2 torneios encontrados')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar torneios' })).toHaveAttribute('placeholder', 'Buscar torneios...');
    expect(screen.getByRole('combobox', { name: 'Jogo' })).toHaveTextContent('Todos os jogos');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Abertos primeiro (padrão)');

    const card = screen.getByRole('link', { name: 'Ver torneio Copa Rio' }).closest('li')!;
    expect(within(card).getByText('EM ANDAMENTO')).toBeInTheDocument();
    const fact = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Taxa de inscrição')).toHaveTextContent('Grátis');
    expect(fact('Categoria')).toHaveTextContent('Amador');
    expect(fact('Local')).toHaveTextContent('Online');
    expect(within(card).getByText('Início das inscrições')).toBeInTheDocument();
    expect(api.requestsTo('GET /tournaments')[0]!.headers.get('accept-language')).toBe('pt-BR');
  });
});
