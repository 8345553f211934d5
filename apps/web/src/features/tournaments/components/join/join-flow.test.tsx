import type { Tournament } from '@clutch/contract/tournaments';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId, makeTournament } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { createTestQueryClient } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, stubApi, type Reply } from '@/test/stub-api.ts';
import { makeRegistrationDetail, makeTeam, makeInvite, ME } from '@/test/team-fixtures.ts';
import TournamentPage from '../../pages/tournament-page.tsx';
import { browserNavigation } from '../../lib/redirect.ts';
import { JoinTournament } from './join-tournament.tsx';

afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);
const routes = [{ path: '/app/tournaments/:id', element: <TournamentPage /> }];
/** Registration open now: the window spans today. */
const open = (overrides: Partial<Tournament> = {}) =>
  makeTournament({ registrationStartDate: '2020-01-01T00:00:00.000Z', registrationEndDate: '2099-01-01T00:00:00.000Z', minPlayersPerTeam: 2, maxPlayerPerTeam: 3, ...overrides });

const checkout = { paymentId: fixtureId(1500), sessionId: 'cs_1', url: 'http://localhost/checkout/sandbox/cs_1', clientSecret: null, provider: 'sandbox' };

function show(t: Tournament, extra: Record<string, Reply> = {}, { teams = [], invites = [], path = `/app/tournaments/${t.id}` }: { teams?: unknown[]; invites?: unknown[]; path?: string } = {}) {
  const api = stubApi({
    [`GET /tournaments/${t.id}`]: { body: t },
    [`GET /teams/users/${ME}`]: { body: teams },
    [`GET /team-invites/user/${ME}`]: { body: invites },
    ...extra,
  });
  return { api, ...renderWithSession(path, makeUser(), { routes, user: { applyAccept: false } }) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Join Tournament' }));
  return screen.findByRole('dialog', { name: 'Create your team' });
}

async function addMember(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, nickname: string) {
  const search = within(dialog).getByRole('searchbox', { name: 'Search players' });
  await user.clear(search);
  await user.type(search, nickname.slice(0, 3));
  await user.click(await within(dialog).findByRole('button', { name: `Add ${nickname}` }));
}

const players = [
  { id: fixtureId(901), nickname: 'luna', photoUrl: null, followers: 1, follow: false, country: null, userVerified: true },
  { id: fixtureId(902), nickname: 'lux', photoUrl: null, followers: 1, follow: false, country: null, userVerified: true },
  { id: fixtureId(903), nickname: 'lucas', photoUrl: null, followers: 1, follow: false, country: null, userVerified: true },
  { id: ME, nickname: 'ace', photoUrl: null, followers: 1, follow: false, country: null, userVerified: true },
];
const search: Record<string, Reply> = {
  'GET /users/search/lun': { body: players.slice(0, 1) },
  'GET /users/search/lux': { body: players.slice(1, 2) },
  'GET /users/search/luc': { body: players.slice(2, 3) },
  'GET /users/search/ace': { body: players.slice(3) },
};

describe('Join Tournament: offering it', () => {
  it('is offered while registration is open and the user is in no team', async () => {
    show(open());
    expect(await screen.findByRole('button', { name: 'Join Tournament' })).toBeInTheDocument();
  });

  it('is not offered when the tournament is not open for registration', async () => {
    show(open({ status: 'IN_PROGRESS' }));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Join Tournament' })).not.toBeInTheDocument());
  });

  it('is not offered to a user already on a registered team, who sees the registration instead', async () => {
    show(open(), {}, { teams: [makeTeam()] });
    expect(await screen.findByRole('heading', { name: 'Your team: Night Owls' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Tournament' })).not.toBeInTheDocument();
  });

  it('is not offered while an invite to a team of this tournament waits for an answer', async () => {
    show(open(), {}, { invites: [makeInvite(1)] });
    await screen.findByRole('tab', { name: 'Invites' });
    expect(screen.queryByRole('button', { name: 'Join Tournament' })).not.toBeInTheDocument();
  });

  it("says 'You must be logged in to register.' when nobody is signed in", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <JoinTournament tournament={open()} user={null} />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText('You must be logged in to register.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Join Tournament: creating the team', () => {
  it("requires a name: 'Team name is required!'", async () => {
    const { user, api } = show(open());
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create team and register' }));
    expect(await within(dialog).findByText('Team name is required!')).toBeInTheDocument();
    expect(api.requestsTo('POST /teams')).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const { user } = show(open());
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Team image (optional)'), new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('The team image must be an image file.')).toBeInTheDocument();
  });

  it('picks members from the search (not the captain), counts the captain, and stops at the maximum', async () => {
    const { user } = show(open(), search);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/^1 of 3 players \(you count as captain\)/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search players' }), 'ace');
    expect(await within(dialog).findByText('No players found.')).toBeInTheDocument();
    await addMember(user, dialog, 'luna');
    expect(within(within(dialog).getByRole('list', { name: 'Chosen members' })).getByText('luna')).toBeInTheDocument();
    expect(within(dialog).getByText(/^2 of 3 players/)).toBeInTheDocument();
    await addMember(user, dialog, 'lux');
    expect(within(dialog).getByText(/^3 of 3 players/)).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'Search players' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove lux' }));
    expect(within(dialog).getByText(/^2 of 3 players/)).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'Search players' })).toBeEnabled();
  });

  it('says how many players are missing below the minimum, and does not call', async () => {
    const { user, api } = show(open({ minPlayersPerTeam: 3, maxPlayerPerTeam: 3 }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Team name'), 'Night Owls');
    await user.click(within(dialog).getByRole('button', { name: 'Create team and register' }));
    expect(await within(dialog).findByText('Add 2 more players: this tournament takes teams of exactly 3 players.')).toBeInTheDocument();
    expect(api.requestsTo('POST /teams')).toHaveLength(0);
  });

  it("creates and registers the team as multipart, says 'Team created and registered successfully! 🎉', then pays the real fee", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const team = makeTeam();
    const { user, api } = show(open(), {
      ...search,
      'POST /teams': { status: 201, body: team },
      [`POST /team-registrations/${team.registration!.id}/pay-team-registration`]: { body: checkout },
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Team name'), 'Night Owls');
    await user.type(within(dialog).getByLabelText('Bio (optional)'), 'We play at night.');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'owl.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Team image (optional)'), image);
    await addMember(user, dialog, 'luna');
    await user.click(within(dialog).getByRole('button', { name: 'Create team and register' }));

    expect(await screen.findByText('Team created and registered successfully! 🎉')).toBeInTheDocument();
    const form = api.requestsTo('POST /teams')[0]!.body as FormData;
    expect(form.get('name')).toBe('Night Owls');
    expect(form.get('bio')).toBe('We play at night.');
    expect(form.get('captainId')).toBe(ME);
    expect(form.get('tournamentId')).toBe(id);
    expect(form.get('users')).toBe(`${ME},${fixtureId(901)}`);
    expect((form.get('file') as File).name).toBe('owl.png');

    const pay = await screen.findByRole('dialog', { name: 'Pay entry fee' });
    expect(within(pay).getByText('€25.00')).toBeInTheDocument();
    await user.click(within(pay).getByRole('button', { name: 'Pay entry fee €25.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout.url));
    expect(api.requestsTo(`POST /team-registrations/${team.registration!.id}/pay-team-registration`)[0]!.query.get('tournamentId')).toBe(id);
  });

  it('keeps the dialog on the payment step while the page learns the user is now in the tournament', async () => {
    const team = makeTeam();
    let created = false;
    const { user } = show(open({ minPlayersPerTeam: 1 }), {
      [`GET /teams/users/${ME}`]: () => json(created ? [team] : []),
      'POST /teams': () => {
        created = true;
        return json(team, 201);
      },
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Team name'), 'Night Owls');
    await user.click(within(dialog).getByRole('button', { name: 'Create team and register' }));
    expect(await screen.findByText('Team created and registered successfully! 🎉')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Pay entry fee' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your team: Night Owls' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Tournament' })).not.toBeInTheDocument();
  });

  it('closes without a payment step when nothing is owed', async () => {
    const team = makeTeam({ registration: makeRegistrationDetail({ paymentStatus: 'NOT_REQUIRED', entryFee: 0, holdExpiresAt: null }) });
    const { user } = show(open({ minPlayersPerTeam: 1 }), { 'POST /teams': { status: 201, body: team } });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Team name'), 'Night Owls');
    await user.click(within(dialog).getByRole('button', { name: 'Create team and register' }));
    expect(await screen.findByText('Team created and registered successfully! 🎉')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  const failing = async (reply: Reply) => {
    const { user } = show(open({ minPlayersPerTeam: 1 }), { 'POST /teams': reply });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Team name'), 'Night Owls');
    await user.click(within(dialog).getByRole('button', { name: 'Create team and register' }));
  };

  it("says 'Failed to create team. No team ID returned.' for a reply without an id", async () => {
    await failing(() => json({ name: 'Night Owls' }, 201));
    expect(await screen.findByText('Failed to create team. No team ID returned.')).toBeInTheDocument();
  });

  it("says 'Failed to complete registration. Try again!' when the server fails", async () => {
    await failing(apiError(500, 'boom'));
    expect(await screen.findByText('Failed to complete registration. Try again!')).toBeInTheDocument();
  });

  it("gives the server's reason for a 409 (full, closed, already registered)", async () => {
    await failing(apiError(409, 'This tournament is full.', 'TOURNAMENT_FULL'));
    expect(await screen.findByText('This tournament is full.')).toBeInTheDocument();
  });

  it('tells an unverified account to verify its e-mail (ADR 006)', async () => {
    await failing(apiError(403, 'Please verify your account to create a team.', 'ACCOUNT_NOT_VERIFIED'));
    expect(await screen.findByText('Please verify your account to create a team.')).toBeInTheDocument();
  });
});

describe('Join Tournament: paying', () => {
  const registered = (reply: Reply) =>
    show(open(), { [`POST /team-registrations/${fixtureId(700)}/pay-team-registration`]: reply }, { teams: [makeTeam()] });

  it("says 'Error when starting payment' when the checkout cannot start", async () => {
    const { user } = registered(apiError(500, 'down'));
    await user.click(await screen.findByRole('button', { name: 'Pay entry fee €25.00' }));
    expect(await screen.findByText('Error when starting payment')).toBeInTheDocument();
  });

  it("says 'Error redirecting to Sandbox' when there is no checkout url", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = registered({ body: { ...checkout, url: null } });
    await user.click(await screen.findByRole('button', { name: 'Pay entry fee €25.00' }));
    expect(await screen.findByText('Error redirecting to Sandbox')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'Error redirecting to Stripe' for Stripe", async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = registered({ body: { ...checkout, url: null, provider: 'stripe' } });
    await user.click(await screen.findByRole('button', { name: 'Pay entry fee €25.00' }));
    expect(await screen.findByText('Error redirecting to Stripe')).toBeInTheDocument();
  });
});

describe('Join Tournament: solo', () => {
  const solo = () => open({ minPlayersPerTeam: 1, maxPlayerPerTeam: 1 });

  it('skips team creation, registers the player and pays through the solo checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, api } = show(solo(), {
      [`POST /team-registration/solo/${id}`]: { status: 201, body: makeRegistrationDetail() },
      'POST /payments/checkout': { body: checkout },
    });
    await user.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    const dialog = await screen.findByRole('dialog', { name: `Join ${solo().name}` });
    expect(within(dialog).queryByLabelText('Team name')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register as a solo player' }));
    expect(await screen.findByText('You are registered! 🎉')).toBeInTheDocument();
    const pay = await screen.findByRole('dialog', { name: 'Pay entry fee' });
    await user.click(within(pay).getByRole('button', { name: 'Pay entry fee €25.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout.url));
    expect(api.requestsTo('POST /payments/checkout')[0]!.body).toMatchObject({ tournamentId: id });
  });

  it("gives the server's reason when the solo registration is refused", async () => {
    const { user } = show(solo(), { [`POST /team-registration/solo/${id}`]: apiError(409, 'You are already registered in this tournament.') });
    await user.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    await user.click(await screen.findByRole('button', { name: 'Register as a solo player' }));
    expect(await screen.findByText('You are already registered in this tournament.')).toBeInTheDocument();
  });

  it('tells an unverified account to verify before joining a paid tournament (ADR 006)', async () => {
    const message = 'Please verify your account to join a paid tournament.';
    const { user } = show(solo(), { [`POST /team-registration/solo/${id}`]: apiError(403, message, 'ACCOUNT_NOT_VERIFIED') });
    await user.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    await user.click(await screen.findByRole('button', { name: 'Register as a solo player' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('Registration state', () => {
  it('shows Pending approval, payment pending with the hold, and paid', async () => {
    show(open(), {}, { teams: [makeTeam()] });
    const section = (await screen.findByRole('heading', { name: 'Your team: Night Owls' })).closest('section')!;
    expect(within(section).getByText('Pending approval')).toBeInTheDocument();
    expect(within(section).getByText('Payment pending')).toBeInTheDocument();
    expect(within(section).getByText('Place held until')).toBeInTheDocument();
  });

  it('shows Accepted and Paid once paid', async () => {
    show(open(), {}, { teams: [makeTeam({ registration: makeRegistrationDetail({ requestStatus: 'ACCEPTED', paymentStatus: 'PAID', paidAt: '2026-01-15T11:00:00.000Z', holdExpiresAt: null }) })] });
    const section = (await screen.findByRole('heading', { name: 'Your team: Night Owls' })).closest('section')!;
    expect(within(section).getByText('Accepted')).toBeInTheDocument();
    expect(within(section).getByText('Paid')).toBeInTheDocument();
    expect(within(section).getByText(/^Entry fee €25.00 paid on/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Pay entry fee/ })).not.toBeInTheDocument();
  });

  it('lets the captain withdraw after confirming', async () => {
    const { user, api } = show(open(), { [`PATCH /team-registrations/${fixtureId(700)}/withdraw`]: { body: makeRegistrationDetail({ requestStatus: 'CANCELLED' }) } }, { teams: [makeTeam()] });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw Night Owls?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Registration withdrawn')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /team-registrations/${fixtureId(700)}/withdraw`)).toHaveLength(1);
  });

  it('offers no Withdraw and no payment to a member who is not the captain', async () => {
    const team = makeTeam({ captain: { id: fixtureId(950), nickName: 'zed', profilePicUrl: null } });
    show(open(), {}, { teams: [team] });
    await screen.findByRole('heading', { name: 'Your team: Night Owls' });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.getByText(/^The captain pays the €25.00 entry fee/)).toBeInTheDocument();
  });
});

describe('Invites tab', () => {
  it("is 'My Team' with the user's team, members, invite and payment statuses", async () => {
    show(open(), {}, { teams: [makeTeam()], path: `/app/tournaments/${id}?tab=invites` });
    const panel = await screen.findByRole('tabpanel', { name: 'My Team' });
    const members = within(panel).getByRole('list', { name: 'Night Owls members' });
    const rows = within(members).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Captain')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('ACCEPTED')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('luna')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('PENDING')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Payment pending')).toBeInTheDocument();
  });

  it("is 'Invites' without a team, listing the invites for this tournament", async () => {
    show(open(), {}, { invites: [makeInvite(1)], path: `/app/tournaments/${id}?tab=invites` });
    const panel = await screen.findByRole('tabpanel', { name: 'Invites' });
    expect(within(panel).getByRole('link', { name: /Answer the invite/ })).toHaveAttribute('href', `/app/team-invites/${makeInvite(1).id}`);
  });

  it("is 'Me' for a solo tournament the user registered in", async () => {
    show(open({ minPlayersPerTeam: 1, maxPlayerPerTeam: 1 }), {}, { teams: [makeTeam({ members: makeTeam().members.slice(0, 1) })] });
    expect(await screen.findByRole('tab', { name: 'Me' })).toBeInTheDocument();
  });

  it('is hidden for one-player teams until the user has a registration', async () => {
    show(open({ minPlayersPerTeam: 1, maxPlayerPerTeam: 1 }));
    await screen.findByRole('button', { name: 'Join Tournament' });
    expect(screen.queryByRole('tab', { name: /^(Me|My Team|Invites)$/ })).not.toBeInTheDocument();
  });
});

describe('Join Tournament in Portuguese', () => {
  it('builds the team in Brazilian Portuguese, its validation messages included', async () => {
    await activateLocale('pt-BR');
    const { user, api } = show(open({ minPlayersPerTeam: 3, maxPlayerPerTeam: 3 }), search);
    await user.click(await screen.findByRole('button', { name: 'Entrar no torneio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crie sua equipe' });
    expect(within(dialog).getByText('1 de 3 jogadores (você conta como capitão) · este torneio aceita equipes de exatamente 3 jogadores')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Criar equipe e fazer a inscrição' }));
    expect(await within(dialog).findByText('Informe o nome da equipe!')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Nome da equipe'), 'Night Owls');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar jogadores' }), 'lun');
    await user.click(await within(dialog).findByRole('button', { name: 'Adicionar luna' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar equipe e fazer a inscrição' }));
    expect(await within(dialog).findByText('Adicione mais 1 jogador: este torneio aceita equipes de exatamente 3 jogadores.')).toBeInTheDocument();
    expect(api.requestsTo('POST /teams')).toHaveLength(0);
  });

  it("shows the user's registration and team in Brazilian Portuguese", async () => {
    await activateLocale('pt-BR');
    show(open(), {}, { teams: [makeTeam()], path: `/app/tournaments/${id}?tab=invites` });
    const section = (await screen.findByRole('heading', { name: 'Sua equipe: Night Owls' })).closest('section')!;
    expect(within(section).getByText('Aguardando aprovação')).toBeInTheDocument();
    expect(within(section).getByText('Vaga reservada até')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Pagar taxa de inscrição de €\s25,00/ })).toBeInTheDocument();
    const members = within(screen.getByRole('tabpanel', { name: 'Minha equipe' })).getByRole('list', { name: 'Integrantes de Night Owls' });
    const [captain, luna] = within(members).getAllByRole('listitem');
    expect(within(captain!).getByText('Capitão')).toBeInTheDocument();
    expect(within(captain!).getByText('ACEITO')).toBeInTheDocument();
    expect(within(luna!).getByText('PENDENTE')).toBeInTheDocument();
    expect(within(luna!).getByText('Pagamento pendente')).toBeInTheDocument();
  });
});
