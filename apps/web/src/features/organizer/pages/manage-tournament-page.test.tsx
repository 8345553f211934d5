import type { AuditEntry, Match, ResultPreview } from '@clutch/contract/competition';
import type { PrizeAward, SeedingResponse } from '@clutch/contract/organizer';
import type { Tournament, TournamentStatus } from '@clutch/contract/tournaments';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId, makeMatch, makeRegistration } from '@/test/discovery-fixtures.ts';
import { mockViewport, renderWithSession } from '@/test/shell-render.tsx';
import { json, stubApi, type Reply } from '@/test/stub-api.ts';
import { makeRegistrationDetail } from '@/test/team-fixtures.ts';
import { myTournament, organizer } from '../test/organizer-fixtures.ts';
import ManageTournamentPage from './manage-tournament-page.tsx';

// The page watches the tournament live; these tests look at what it shows and sends, not at the socket.
vi.mock('@/lib/socket.ts', () => ({
  getSocket: () => ({ on: vi.fn(), off: vi.fn(), emit: vi.fn(), connect: vi.fn(), disconnect: vi.fn(), connected: false }),
}));

vi.setConfig({ testTimeout: 20_000 });

const id = fixtureId(200);
const routes = [{ path: '/app/organizer/:id', element: <ManageTournamentPage /> }];

function open(t: Tournament, extra: Record<string, Reply> = {}, tab?: string) {
  const api = stubApi({ [`GET /tournaments/${t.id}`]: { body: t }, [`GET /team-registrations/tournaments/${t.id}`]: { body: [] }, ...extra });
  return { api, ...renderWithSession(`/app/organizer/${t.id}${tab ? `?tab=${tab}` : ''}`, organizer, { routes }) };
}

beforeEach(() => mockViewport(1280));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Manage: lifecycle', () => {
  it.each<[TournamentStatus, string[], boolean]>([
    ['DRAFT', ['Publish', 'Cancel tournament'], true],
    ['OPEN_FOR_REGISTRATION', ['Start', 'Cancel tournament'], true],
    ['IN_PROGRESS', ['Finish', 'Cancel tournament'], true],
    ['FINISHED', [], false],
    ['CANCELLED', [], false],
  ])('%s offers %j', async (status, actions, editable) => {
    open(myTournament({ status }));
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Valorant Open' });
    const all = ['Publish', 'Start', 'Finish', 'Cancel tournament'];
    for (const name of all) {
      if (actions.includes(name)) expect(screen.getByRole('button', { name })).toBeInTheDocument();
      else expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    if (editable) expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/app/organizer/${id}/edit`);
    else expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('publishes after a dialog that says what happens', async () => {
    const t = myTournament({ status: 'DRAFT' });
    const { user, api } = open(t, { [`POST /tournaments/${id}/publish`]: { body: { tournamentId: id, status: 'OPEN_FOR_REGISTRATION' } } });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish Lisbon Valorant Open?' });
    expect(dialog).toHaveTextContent('The tournament becomes public');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Tournament published')).toBeInTheDocument();
    expect(api.requestsTo(`POST /tournaments/${id}/publish`)).toHaveLength(1);
    await waitFor(() => expect(api.requestsTo(`GET /tournaments/${id}`).length).toBeGreaterThan(1));
  });

  it('starts and says how many matches were built; a refused move shows the server’s reason', async () => {
    const { user } = open(myTournament({ status: 'OPEN_FOR_REGISTRATION' }), {
      [`POST /tournaments/${id}/start`]: { status: 409, body: { message: 'At least 2 teams must be accepted to start.', code: 'NOT_ENOUGH_TEAMS' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('the matches are built');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('At least 2 teams must be accepted to start.')).toBeInTheDocument();
  });

  it('cancels only with a reason, warning that paid fees are refunded', async () => {
    const { user, api } = open(myTournament({ status: 'OPEN_FOR_REGISTRATION', entryFee: 25 }), {
      [`POST /tournaments/${id}/cancel`]: { body: { tournamentId: id, status: 'CANCELLED', refunds: 3 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Lisbon Valorant Open?' });
    expect(dialog).toHaveTextContent('Paid entry fees will be refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));
    expect(await within(dialog).findByText('Say why the tournament is cancelled.')).toBeInTheDocument();
    expect(api.requestsTo(`POST /tournaments/${id}/cancel`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Venue closed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));
    expect(await screen.findByText('3 entry fees refunded.')).toBeInTheDocument();
    expect(api.requestsTo(`POST /tournaments/${id}/cancel`)[0]!.body).toEqual({ reason: 'Venue closed.' });
  });

  it('says the tournament finished though the live update took its buttons away before the answer came', async () => {
    // The server pushes `tournament:updated` before it answers: the refetched FINISHED tournament has no actions left.
    let t = myTournament({ status: 'IN_PROGRESS' });
    const view = open(t, {
      [`GET /tournaments/${id}`]: () => json(t),
      [`POST /tournaments/${id}/finish`]: async () => {
        t = { ...t, status: 'FINISHED' };
        await act(() => view.queryClient.invalidateQueries());
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument());
        return json({ tournamentId: id, status: 'FINISHED' });
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Finish' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Tournament finished')).toBeInTheDocument();
  });

  it('refuses to manage someone else’s tournament', async () => {
    open(myTournament({ organizer: { id: fixtureId(999), nickName: 'other', profilePicUrl: null } }));
    expect(await screen.findByRole('heading', { name: 'This is not your tournament' })).toBeInTheDocument();
  });
});

describe('Manage: registrations', () => {
  const regs = [
    makeRegistration(1, 'Night Owls', 'ace', 'PENDING'),
    makeRegistration(2, 'Red Foxes', 'luna', 'ACCEPTED'),
    makeRegistration(3, 'Blue Jays', 'kite', 'REJECTED'),
    makeRegistration(4, 'Grey Wolves', 'pixel', 'PENDING'),
  ];

  it('counts, searches, accepts and rejects with a reason', async () => {
    const reg = (n: number) => regs[n - 1]!.id;
    const { user, api } = open(myTournament(), {
      [`GET /team-registrations/tournaments/${id}`]: { body: regs },
      [`PATCH /team-registrations/${reg(1)}/accept`]: { body: makeRegistrationDetail({ id: reg(1), requestStatus: 'ACCEPTED' }) },
      [`PATCH /team-registrations/${reg(4)}/reject`]: { body: makeRegistrationDetail({ id: reg(4), requestStatus: 'REJECTED' }) },
    });
    const table = await screen.findByRole('table', { name: 'Team registrations' });
    const counts = within(screen.getByLabelText('Registration counts')).getAllByRole('definition').map((d) => d.textContent);
    expect(counts).toEqual(['1', '2', '1', '4']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByLabelText('Search teams or captains'), 'pixel');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Search teams or captains'));

    await user.click(screen.getByRole('button', { name: 'Accept Night Owls' }));
    expect(await screen.findByText('Accepted Night Owls')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /team-registrations/${reg(1)}/accept`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reject Grey Wolves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Grey Wolves?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the team is rejected; its captain will see it.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Roster incomplete');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected Grey Wolves')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /team-registrations/${reg(4)}/reject`)[0]!.query.get('reason')).toBe('Roster incomplete');
  });

  it('says a team was accepted though its row left the Pending list before the answer came', async () => {
    let list = [regs[0]!];
    const view = open(myTournament(), {
      [`GET /team-registrations/tournaments/${id}`]: () => json(list),
      [`PATCH /team-registrations/${regs[0]!.id}/accept`]: async () => {
        list = [{ ...regs[0]!, requestStatus: 'ACCEPTED' }];
        await act(() => view.queryClient.invalidateQueries());
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept Night Owls' })).not.toBeInTheDocument());
        return json(makeRegistrationDetail({ id: regs[0]!.id, requestStatus: 'ACCEPTED' }));
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Accept Night Owls' }));
    expect(await screen.findByText('Accepted Night Owls')).toBeInTheDocument();
  });

  it('shows each entry fee and holds Accept until an unpaid fee is paid', async () => {
    const unpaid = { ...makeRegistration(5, 'Late Payers', 'coin', 'PENDING'), paymentStatus: 'PENDING' as const };
    const paid = { ...makeRegistration(6, 'Early Birds', 'bird', 'PENDING'), paymentStatus: 'PAID' as const };
    const { user } = open(myTournament(), { [`GET /team-registrations/tournaments/${id}`]: { body: [unpaid, paid] } });
    await screen.findByRole('table', { name: 'Team registrations' });
    await user.click(screen.getByRole('tab', { name: /^Pending/ }));
    const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    expect(within(rowOf('Late Payers')).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rowOf('Late Payers')).getByRole('button', { name: 'Accept Late Payers' })).toBeDisabled();
    expect(within(rowOf('Early Birds')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('Early Birds')).getByRole('button', { name: 'Accept Early Birds' })).toBeEnabled();
  });

  it('offers no decisions once the tournament has started', async () => {
    const { user } = open(myTournament({ status: 'IN_PROGRESS' }), { [`GET /team-registrations/tournaments/${id}`]: { body: regs } });
    await screen.findByRole('table', { name: 'Team registrations' });
    expect(screen.getByText('Requests can be accepted or rejected only before the tournament starts.')).toBeInTheDocument();
    for (const status of [/^Accepted/, /^Pending/, /^All/]) {
      await user.click(screen.getByRole('tab', { name: status }));
      await screen.findByRole('table', { name: 'Team registrations' });
      expect(screen.queryByRole('button', { name: /^(Accept|Reject) / })).not.toBeInTheDocument();
    }
  });

  it('opens on the teams that play once the tournament has started, on the requests to decide before', async () => {
    const { unmount } = open(myTournament({ status: 'IN_PROGRESS' }), { [`GET /team-registrations/tournaments/${id}`]: { body: regs } });
    const started = await screen.findByRole('table', { name: 'Team registrations' });
    expect(screen.getByRole('tab', { name: /^Accepted/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(started).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([expect.stringContaining('Red Foxes')]);
    unmount();

    open(myTournament({ status: 'OPEN_FOR_REGISTRATION' }), { [`GET /team-registrations/tournaments/${id}`]: { body: regs } });
    await screen.findByRole('table', { name: 'Team registrations' });
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Manage: seeding', () => {
  const entry = (n: number, teamName: string) => ({
    seed: n,
    teamRegistrationId: fixtureId(400 + n),
    teamName,
    photoUrl: null,
    captainNickName: `captain${n}`,
    registeredAt: '2026-01-12T10:00:00.000Z',
  });
  const seeding: SeedingResponse = { method: 'REGISTRATION_TIME', entries: [entry(1, 'Night Owls'), entry(2, 'Red Foxes'), entry(3, 'Blue Jays')] };

  // dnd-kit's keyboard moves measure the rows; jsdom lays nothing out, so each row gets a box from its index.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('[data-seed-index]');
      const i = row ? Number(row.getAttribute('data-seed-index')) : 0;
      const top = i * 60;
      return { x: 0, y: top, top, left: 0, width: 300, height: 50, bottom: top + 50, right: 300, toJSON: () => ({}) } as DOMRect;
    });
  });

  it('moves a team with the keyboard and saves the order', async () => {
    const { user, api } = open(myTournament(), {
      [`GET /tournaments/${id}/seeding`]: { body: seeding },
      [`PUT /tournaments/${id}/seeding`]: (req) => {
        const order = (req.body as { order: string[] }).order;
        return json({ method: 'MANUAL', entries: order.map((rid, i) => ({ ...seeding.entries.find((e) => e.teamRegistrationId === rid)!, seed: i + 1 })) });
      },
    }, 'seeding');
    const list = await screen.findByRole('list', { name: 'Seeding' });
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Night Owls, seed 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Red Foxes'),
      expect.stringContaining('Night Owls'),
      expect.stringContaining('Blue Jays'),
    ]));
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Seeding saved')).toBeInTheDocument();
    expect(api.requestsTo(`PUT /tournaments/${id}/seeding`)[0]!.body).toEqual({ method: 'MANUAL', order: [fixtureId(402), fixtureId(401), fixtureId(403)] });
  });

  it('lets the server randomize or order by registration time', async () => {
    const { user, api } = open(myTournament(), {
      [`GET /tournaments/${id}/seeding`]: { body: seeding },
      [`PUT /tournaments/${id}/seeding`]: { body: { method: 'RANDOM', entries: [entry(3, 'Blue Jays'), entry(1, 'Night Owls'), entry(2, 'Red Foxes')] } },
    }, 'seeding');
    await user.click(await screen.findByRole('button', { name: 'Randomize' }));
    expect(await screen.findByText('Teams seeded at random')).toBeInTheDocument();
    expect(api.requestsTo(`PUT /tournaments/${id}/seeding`)[0]!.body).toEqual({ method: 'RANDOM' });
    const rows = within(screen.getByRole('list', { name: 'Seeding' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Blue Jays');
    await user.click(screen.getByRole('button', { name: 'By registration time' }));
    await waitFor(() => expect(api.requestsTo(`PUT /tournaments/${id}/seeding`)).toHaveLength(2));
    expect(api.requestsTo(`PUT /tournaments/${id}/seeding`)[1]!.body).toEqual({ method: 'REGISTRATION_TIME' });
  });
});

describe('Manage: matches', () => {
  const finished: Match = makeMatch(1, [{ team: 'Night Owls', score: 2, result: 'WIN' }, { team: 'Red Foxes', score: 1, result: 'LOSS' }], {
    stage: 'KNOCKOUT',
    bracket: 'WINNERS',
    round: 1,
    status: 'FINISHED',
  });
  const later: Match = makeMatch(2, [{ team: 'Night Owls' }, { team: 'Blue Jays' }], { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 2, number: 1 });
  const preview: ResultPreview = {
    match: finished,
    affected: [{ matchId: later.id, stage: 'KNOCKOUT', bracket: 'WINNERS', round: 2, number: 1, change: 'SIDES_CHANGE' }],
  };

  it('shows a bye as the side that goes through, without a status, best-of or start time to act on', async () => {
    const bye = makeMatch(3, [{ team: 'Night Owls', result: 'WIN' }, { team: null }], {
      stage: 'KNOCKOUT',
      bracket: 'WINNERS',
      round: 1,
      number: 2,
      bye: true,
      status: 'FINISHED',
      starteDate: '2026-02-15T18:00:00.000Z',
    });
    open(myTournament({ status: 'IN_PROGRESS' }), { [`GET /matches/tournament/${id}`]: { body: [finished, bye] } }, 'matches');
    const row = await screen.findByRole('listitem', { name: 'Match 2: Night Owls vs BYE' });
    expect(row).toHaveTextContent('Night Owls goes through without playing');
    expect(row).not.toHaveTextContent('Best of');
    expect(within(row).queryByRole('time')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('previews a correction’s knock-on changes before applying it', async () => {
    const { user, api } = open(myTournament({ status: 'IN_PROGRESS' }), {
      [`GET /matches/tournament/${id}`]: { body: [finished, later] },
      [`POST /matches/${finished.id}/result/preview`]: { body: preview },
      [`POST /matches/${finished.id}/result`]: { body: finished },
    }, 'matches');
    expect(await screen.findByRole('heading', { name: 'Semifinals' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct result' });
    await user.clear(within(dialog).getByLabelText('Night Owls'));
    await user.type(within(dialog).getByLabelText('Night Owls'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    const changes = await within(dialog).findByRole('list', { name: 'Matches this correction changes' });
    expect(changes).toHaveTextContent('Winners bracket · Round 2 · Match 1: its teams change');
    expect(api.requestsTo(`POST /matches/${finished.id}/result/preview`)[0]!.body).toEqual({ homeScore: 0, awayScore: 1, correction: true });
    expect(api.requestsTo(`POST /matches/${finished.id}/result`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply correction' }));
    expect(await screen.findByText('Result corrected')).toBeInTheDocument();
    expect(api.requestsTo(`POST /matches/${finished.id}/result`)[0]!.body).toEqual({ homeScore: 0, awayScore: 1, correction: true });
  });

  it('enters a result or a forfeit, with the contract’s messages', async () => {
    const { user, api } = open(myTournament({ status: 'IN_PROGRESS' }), {
      [`GET /matches/tournament/${id}`]: { body: [later] },
      [`POST /matches/${later.id}/result`]: { body: later },
    }, 'matches');
    await user.click(await screen.findByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter result' });
    await user.type(within(dialog).getByLabelText('Night Owls'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(within(dialog).getByText('Enter both scores.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Forfeit or no-show'));
    await user.click(within(dialog).getByLabelText('Blue Jays'));
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.requestsTo(`POST /matches/${later.id}/result`)[0]!.body).toEqual({ forfeit: 2, correction: false });
  });

  it('schedules a round in the tournament’s zone', async () => {
    const { user, api } = open(myTournament({ status: 'IN_PROGRESS', timeZone: 'Europe/Lisbon' }), {
      [`GET /matches/tournament/${id}`]: { body: [later] },
      [`PATCH /tournaments/${id}/schedule`]: { body: [later] },
    }, 'matches');
    await user.click(await screen.findByRole('button', { name: 'Schedule Final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule round' });
    const start = within(dialog).getByLabelText('Start time (Europe/Lisbon)');
    await user.clear(start);
    await user.type(start, '2026-07-01T20:00');
    await user.selectOptions(within(dialog).getByLabelText('Best of'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /tournaments/${id}/schedule`)[0]!.body).toEqual({
      stage: 'KNOCKOUT',
      bracket: 'WINNERS',
      group: null,
      round: 2,
      starteDate: '2026-07-01T19:00:00.000Z',
      bestOf: 5,
    });
  });
});

describe('Manage: audit log and prizes', () => {
  it('shows who changed which result, from what to what', async () => {
    const entry: AuditEntry = {
      id: fixtureId(3001),
      matchId: fixtureId(701),
      matchLabel: 'Winners bracket · Round 1 · Match 1',
      action: 'CORRECTED',
      actor: { id: organizer.id, nickName: 'ace' },
      before: { homeScore: 2, awayScore: 1, forfeit: null },
      after: { homeScore: 0, awayScore: 1, forfeit: null },
      affectedMatchIds: [fixtureId(702)],
      note: null,
      createdAt: '2026-02-15T20:00:00.000Z',
    };
    open(myTournament({ status: 'IN_PROGRESS' }), { [`GET /tournaments/${id}/audit`]: { body: [entry] } }, 'audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Corrected');
    expect(row).toHaveTextContent('ace');
    expect(row).toHaveTextContent('2 - 1 → to 0 - 1');
    expect(row).toHaveTextContent('1 later match changed');
  });

  it('shows no payout state for a place nobody holds yet', async () => {
    const undecided: PrizeAward = { position: 1, amount: 500, currency: 'EUR', description: null, winner: null, status: 'PENDING', paidAt: null };
    open(myTournament({ status: 'IN_PROGRESS' }), { [`GET /tournaments/${id}/prizes`]: { body: [undecided] } }, 'prizes');
    const card = within(await screen.findByRole('list', { name: 'Prizes' })).getByRole('listitem');
    expect(card).toHaveTextContent('Decided when the tournament finishes.');
    expect(card).not.toHaveTextContent('Pending');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pays a pending prize to the winning captain after confirming', async () => {
    const prize = (position: number, overrides: Partial<PrizeAward> = {}): PrizeAward => ({
      position,
      amount: 500,
      currency: 'EUR',
      description: null,
      winner: { teamRegistrationId: fixtureId(401), teamName: 'Night Owls', photoUrl: null, captainId: fixtureId(601), captainNickName: 'ace' },
      status: 'PENDING',
      paidAt: null,
      ...overrides,
    });
    const { user, api } = open(myTournament({ status: 'FINISHED' }), {
      [`GET /tournaments/${id}/prizes`]: { body: [prize(1), prize(2, { amount: 100, status: 'PAID', paidAt: '2026-03-02T10:00:00.000Z' })] },
      [`POST /tournaments/${id}/prizes/1/pay`]: { body: prize(1, { status: 'PAID' }) },
    }, 'prizes');
    const list = await screen.findByRole('list', { name: 'Prizes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('Paid');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Pay 1st Place' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay 1st Place?' });
    expect(dialog).toHaveTextContent('€500.00 goes to ace, captain of Night Owls.');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €500.00' }));
    expect(await screen.findByText('1st Place paid')).toBeInTheDocument();
    expect(api.requestsTo(`POST /tournaments/${id}/prizes/1/pay`)).toHaveLength(1);
  });
});

describe('Manage in Portuguese', () => {
  it('names the tabs and asks before publishing, in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const { user } = open(myTournament({ status: 'DRAFT' }), {
      [`POST /tournaments/${id}/publish`]: { body: { tournamentId: id, status: 'OPEN_FOR_REGISTRATION' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Valorant Open' });
    const tabs = within(screen.getByRole('tablist', { name: 'Gerenciar' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Inscrições', 'Seeds', 'Partidas', 'Histórico de alterações', 'Premiação', 'Denúncias do chat']);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/app/organizer/${id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Nenhuma inscrição ainda' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar Lisbon Valorant Open?' });
    expect(dialog).toHaveTextContent('O torneio fica público');
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Torneio publicado')).toBeInTheDocument();
  });

  it('shows matches and the audit log in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const league = makeMatch(1, [{ team: 'Night Owls', score: 2, result: 'WIN' }, { team: 'Red Foxes', score: 1, result: 'LOSS' }], { round: 2, bestOf: 3 });
    const entry: AuditEntry = {
      id: fixtureId(3001),
      matchId: league.id,
      matchLabel: 'League · Round 2 · Match 1',
      action: 'FORFEIT',
      actor: null,
      before: null,
      after: { homeScore: null, awayScore: null, forfeit: 1 },
      affectedMatchIds: [fixtureId(702), fixtureId(703)],
      note: null,
      createdAt: '2026-02-15T20:00:00.000Z',
    };
    const { user } = open(
      myTournament({ status: 'IN_PROGRESS' }),
      { [`GET /matches/tournament/${id}`]: { body: [league] }, [`GET /tournaments/${id}/audit`]: { body: [entry] } },
      'matches',
    );
    expect(await screen.findByRole('heading', { name: 'Liga · Rodada 2' })).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: 'Partida 1: Night Owls vs Red Foxes' });
    expect(row).toHaveTextContent('Melhor de 3');
    expect(within(row).getByRole('button', { name: 'Agendar' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Histórico de alterações' }));
    const table = await screen.findByRole('table', { name: 'Histórico de alterações' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('W.O.2 partidas seguintes alteradas');
    expect(cells[3]).toHaveTextContent('Sistema');
    expect(cells[4]).toHaveTextContent('— → para W.O. do mandante');
  });
});
