import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId, makeGame } from '@/test/discovery-fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { json, stubApi, type Reply } from '@/test/stub-api.ts';
import NewTournamentPage from '../../pages/new-tournament-page.tsx';
import EditTournamentPage from '../../pages/edit-tournament-page.tsx';
import { myTournament, organizer } from '../../test/organizer-fixtures.ts';

// The form is long and typed into key by key; on a busy machine one test can take longer than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const games = [makeGame({ id: fixtureId(100), name: 'Valorant' }), makeGame({ id: fixtureId(101), slug: 'cs2', name: 'Counter-Strike 2' })];

function renderNew(
  create: Reply = (req) => json(myTournament({ id: fixtureId(250), name: String((req.body as { name: string }).name) }), 201),
  more: Record<string, Reply> = {},
) {
  const api = stubApi({ 'GET /games/all': { body: games }, 'POST /tournaments': create, ...more });
  const view = renderWithSession('/app/organizer/new', organizer, {
    routes: [{ path: '/app/organizer/new', element: <NewTournamentPage /> }, landingRoute('/app/organizer/:id')],
  });
  return { api, ...view };
}

const setValue = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValid(user: ReturnType<typeof renderNew>['user']) {
  await user.type(screen.getByLabelText('Tournament name'), 'Spring Valorant Cup');
  await user.type(screen.getByLabelText('Game'), 'Valo');
  await user.click(await screen.findByRole('button', { name: 'Valorant' }));
  await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
  // New York: EST (UTC−5) until 8 March 2026, EDT (UTC−4) after.
  setValue(/^Registration opens/, '2026-03-01T10:00');
  setValue(/^Registration closes/, '2026-03-20T23:30');
  setValue(/^Tournament starts/, '2026-04-10T18:00');
  setValue(/^Tournament ends/, '2026-04-12T22:00');
}

afterEach(() => vi.restoreAllMocks());

describe('Create tournament: validation', () => {
  it('shows the contract’s messages on their fields and sends nothing', async () => {
    const { user, api } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('Tournament name must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tournament name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a game.')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a valid date and time.')).toHaveLength(4);
    expect(screen.getByLabelText(/^Registration opens/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /tournaments')).toHaveLength(0);
  });

  it('checks the order of the dates, team sizes and points', async () => {
    const { user, api } = renderNew();
    await fillValid(user);
    setValue(/^Registration closes/, '2026-02-20T23:30');
    await user.clear(screen.getByLabelText('Max teams'));
    await user.type(screen.getByLabelText('Max teams'), '1');
    await user.clear(screen.getByLabelText('Draw'));
    await user.type(screen.getByLabelText('Draw'), '5');
    await user.clear(screen.getByLabelText('Entry fee per team'));
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('At least 2 teams.')).toBeInTheDocument();
    expect(screen.getByText('Enter an entry fee (0 for free).')).toBeInTheDocument();
    // The rules across fields run once every field is well formed (the contract's superRefine).
    await user.clear(screen.getByLabelText('Max teams'));
    await user.type(screen.getByLabelText('Max teams'), '8');
    await user.type(screen.getByLabelText('Entry fee per team'), '0');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('Registration must end after it starts.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Registration closes/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Points must go win ≥ draw ≥ loss.')).toBeInTheDocument();
    expect(screen.queryByText('At least 2 teams.')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /tournaments')).toHaveLength(0);
  });

  it('puts the server’s field messages on their inputs', async () => {
    const { user } = renderNew(() =>
      json({ message: 'Check the fields.', code: 'VALIDATION', fields: { maxTeams: 'Max teams can’t go below the 6 accepted teams.', 'prizes.0.amount': 'Too much.' } }, 400),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add prize' }));
    await user.type(screen.getByLabelText('Amount (USD)'), '500');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('Max teams can’t go below the 6 accepted teams.')).toBeInTheDocument();
    expect(screen.getByLabelText('Max teams')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too much.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Create tournament in Portuguese', () => {
  it('labels the form and shows the contract’s and the form’s own messages in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const { user, api } = renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Criar torneio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Formato e pontuação' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Grupos e depois mata-mata' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome do torneio'), 'ab');
    await user.clear(screen.getByLabelText('Máx. de equipes'));
    await user.click(screen.getByRole('button', { name: 'Criar torneio' }));
    expect(await screen.findByText('O nome do torneio precisa ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Escolha um jogo.')).toBeInTheDocument();
    expect(screen.getAllByText('Informe uma data e hora válidas.')).toHaveLength(4);
    expect(screen.getByLabelText('Máx. de equipes')).toHaveAccessibleDescription('Informe um número.');
    expect(await screen.findByText('Confira os campos destacados.')).toBeInTheDocument();
    expect(api.requestsTo('POST /tournaments')).toHaveLength(0);
  });
});

describe('Create tournament: submission', () => {
  it('sends every field with the dates as instants of the chosen zone, then opens the new tournament', async () => {
    const { user, api, router } = renderNew();
    await fillValid(user);
    await user.type(screen.getByLabelText('Description (optional)'), 'Open to all.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Amateur');
    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    await user.selectOptions(screen.getByLabelText('Format'), 'KNOCKOUT');
    expect(screen.queryByLabelText('Groups')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Win')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bracket'), 'DOUBLE_ELIMINATION');
    expect(screen.queryByLabelText('Third-place match')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Grand final reset'));
    await user.selectOptions(screen.getByLabelText('Matches are best of'), '3');
    await user.clear(screen.getByLabelText('Entry fee per team'));
    await user.type(screen.getByLabelText('Entry fee per team'), '12.5');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Add prize' }));
    await user.type(screen.getByLabelText('Amount (EUR)'), '300');
    await user.type(screen.getByLabelText('Description (optional)', { selector: '#t-prize-0-description' }), 'Trophy');
    await user.click(screen.getByRole('button', { name: 'Add prize' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(screen.getByLabelText('Rule 1'), 'No smurfing.');
    await user.click(screen.getByLabelText('PC'));
    await user.click(screen.getByLabelText('PS5'));
    await user.type(screen.getByLabelText('Live stream URL (optional)'), 'https://twitch.tv/clutch');
    await user.clear(screen.getByLabelText('Check-in (minutes)'));
    await user.type(screen.getByLabelText('Check-in (minutes)'), '45');
    await user.clear(screen.getByLabelText('Match check-in (minutes)'));
    await user.type(screen.getByLabelText('Match check-in (minutes)'), '5');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    await waitFor(() => expect(api.requestsTo('POST /tournaments')).toHaveLength(1));
    expect(api.requestsTo('POST /tournaments')[0]!.body).toEqual({
      name: 'Spring Valorant Cup',
      description: 'Open to all.',
      gameId: fixtureId(100),
      tournamentCategory: 'Amateur',
      tournamentLevel: 'Advanced',
      tournamentFormat: 'KNOCKOUT',
      entryFee: 12.5,
      currency: 'EUR',
      timeZone: 'America/New_York',
      registrationStartDate: '2026-03-01T15:00:00.000Z',
      registrationEndDate: '2026-03-21T03:30:00.000Z',
      tournamentStartDate: '2026-04-10T22:00:00.000Z',
      tournamentEndDate: '2026-04-13T02:00:00.000Z',
      minTeams: 2,
      maxTeams: 16,
      minPlayersPerTeam: 1,
      maxPlayerPerTeam: 5,
      prizes: [
        { position: 1, amount: 300, description: 'Trophy' },
        { position: 2, amount: null, description: null },
      ],
      rules: ['No smurfing.'],
      platform: ['PC', 'PS5'],
      urlPhotos: [],
      videoStreamingUrl: 'https://twitch.tv/clutch',
      discordUrl: null,
      location: null,
      competition: {
        bracketType: 'DOUBLE_ELIMINATION',
        thirdPlaceMatch: false,
        grandFinalReset: false,
        leagueRounds: 1,
        pointsWin: 3,
        pointsDraw: 1,
        pointsLoss: 0,
        groupCount: 0,
        advancePerGroup: 2,
        seeding: 'REGISTRATION_TIME',
        reportConfirmMinutes: 30,
        defaultBestOf: 3,
        checkInMinutes: 45,
        matchCheckInMinutes: 5,
        // Swiss settings travel with every format, at their defaults unless the format is Swiss.
        swissRounds: 0,
        swissTiebreakers: ['MEDIAN_BUCHHOLZ', 'BUCHHOLZ', 'HEAD_TO_HEAD', 'SEED'],
        swissTopCut: 0,
        // Free-for-all settings travel with every format, at their defaults (the ALGS table) here.
        ffaLobbySize: 20,
        ffaGames: 6,
        ffaPlacementPoints: [12, 9, 7, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1],
        ffaPointsPerKill: 1,
        ffaFinalSize: 0,
        ffaPreset: 'ALGS',
      },
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/organizer/:id');
    expect(router.state.location.pathname).toBe(`/app/organizer/${fixtureId(250)}`);
  });

  it('names the zone next to the dates, the browser’s by default', async () => {
    const { user } = renderNew();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByLabelText('Time zone')).toHaveValue(zone);
    expect(screen.getByLabelText(`Registration opens (${zone})`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    expect(screen.getByLabelText('Tournament ends (Asia/Tokyo)')).toBeInTheDocument();
    expect(screen.getAllByText(/^Asia\/Tokyo \(GMT\+9\)$/)).toHaveLength(4);
  });

  it('uploads photos, makes one the cover and sends them in order', async () => {
    let n = 0;
    const { user, api } = renderNew(undefined, { 'POST /uploads/images': () => json({ url: `/uploads/photo-${++n}.webp` }, 201) });
    await fillValid(user);
    const png = (name: string) => new File(['x'], name, { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload photos'), [png('a.png'), png('b.png')]);
    const photos = await screen.findByRole('list', { name: 'Photos' });
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(2));
    expect(within(photos).getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', '/uploads/photo-1.webp');
    await user.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    expect(within(photos).getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', '/uploads/photo-2.webp');
    // Past the picker's `accept` (a drop or an older browser): the form checks the type itself.
    fireEvent.change(screen.getByLabelText('Upload photos'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Photos must be image files.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(api.requestsTo('POST /tournaments')).toHaveLength(1));
    expect(api.requestsTo('POST /uploads/images')).toHaveLength(2);
    expect(api.requestsTo('POST /uploads/images')[0]!.body).toBeInstanceOf(FormData);
    expect((api.requestsTo('POST /tournaments')[0]!.body as { urlPhotos: string[] }).urlPhotos).toEqual(['/uploads/photo-2.webp', '/uploads/photo-1.webp']);
  });
});

describe('Edit tournament', () => {
  it('shows the dates in the tournament’s own zone and locks the structure once it has started', async () => {
    // Seconds the form does not show must come back untouched, or the server would read a changed date.
    const t = myTournament({ id: fixtureId(260), status: 'IN_PROGRESS', timeZone: 'Asia/Tokyo', registrationStartDate: '2026-01-10T09:00:30.500Z' });
    const api = stubApi({ [`GET /tournaments/${t.id}`]: { body: t }, [`PUT /tournaments/${t.id}`]: (req) => json({ ...t, description: (req.body as { description: string }).description }) });
    const { user } = renderWithSession(`/app/organizer/${t.id}/edit`, organizer, {
      routes: [{ path: '/app/organizer/:id/edit', element: <EditTournamentPage /> }, landingRoute('/app/organizer/:id')],
    });
    expect(await screen.findByLabelText('Registration opens (Asia/Tokyo)')).toHaveValue('2026-01-10T18:00');
    expect(screen.getByLabelText('Registration opens (Asia/Tokyo)')).toBeDisabled();
    expect(screen.getByLabelText('Tournament name')).toBeDisabled();
    expect(screen.getByLabelText('Max teams')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('The tournament has started');
    await user.clear(screen.getByLabelText('Description (optional)'));
    await user.type(screen.getByLabelText('Description (optional)'), 'Now streaming.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requestsTo(`PUT /tournaments/${t.id}`)).toHaveLength(1));
    const body = api.requestsTo(`PUT /tournaments/${t.id}`)[0]!.body as Record<string, unknown>;
    expect(body.description).toBe('Now streaming.');
    expect(body.registrationStartDate).toBe('2026-01-10T09:00:30.500Z');
    expect(body.name).toBe(t.name);
  });

  it('refuses someone else’s tournament', async () => {
    const t = myTournament({ id: fixtureId(261), organizer: { id: fixtureId(999), nickName: 'other', profilePicUrl: null } });
    stubApi({ [`GET /tournaments/${t.id}`]: { body: t } });
    renderWithSession(`/app/organizer/${t.id}/edit`, organizer, { routes: [{ path: '/app/organizer/:id/edit', element: <EditTournamentPage /> }] });
    expect(await screen.findByRole('heading', { name: 'This is not your tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
