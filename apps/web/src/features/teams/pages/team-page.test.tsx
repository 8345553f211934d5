import type { Team, TeamHistoryEntry } from '@clutch/contract/teams';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { mockViewport, renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import { makeMember, makeTeam, ME } from '@/test/team-fixtures.ts';
import TeamPage from './team-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/app/teams/:id', element: <TeamPage /> },
  { path: '/app/teams', element: <p>My teams page</p> },
];
const LUNA = fixtureId(901);
const LUX = fixtureId(902);
const NOVA = fixtureId(950);
const me = { id: ME, nickName: 'ace', profilePicUrl: null, bio: null };

/** ace captains Night Owls: luna accepted, lux invited. */
const captained = makeTeam({
  members: [
    makeMember(0, 'ace', { role: 'CAPTAIN', inviteStatus: 'ACCEPTED', user: me }),
    makeMember(1, 'luna', { inviteStatus: 'ACCEPTED' }),
    makeMember(2, 'lux'),
  ],
});
/** nova captains it; ace is a member. */
const asMember = makeTeam({
  captain: { id: NOVA, nickName: 'nova', profilePicUrl: null },
  members: [
    makeMember(5, 'nova', { inviteStatus: 'ACCEPTED', user: { id: NOVA, nickName: 'nova', profilePicUrl: null, bio: null } }),
    makeMember(6, 'ace', { inviteStatus: 'ACCEPTED', user: me }),
    // The server sends the captain first; the page puts them first anyway.
  ].map((m) => (m.user.id === NOVA ? { ...m, role: 'CAPTAIN' as const } : m)),
});
const base = `/teams/${captained.id}`;

function show(team: Team | Reply, extra: Record<string, Reply> = {}, path = `/app/teams/${captained.id}`) {
  const api = stubApi({ [`GET ${base}`]: typeof team === 'function' || !('members' in team) ? (team as Reply) : { body: team }, [`GET ${base}/history`]: { body: [] }, ...extra });
  return { api, ...renderWithSession(path, makeUser(), { routes, user: { applyAccept: false } }) };
}

const history: TeamHistoryEntry[] = [
  {
    registrationId: fixtureId(701),
    tournament: { id: fixtureId(201), name: 'Winter Cup', status: 'FINISHED', photoUrl: null, tournamentStartDate: '2026-01-20T18:00:00.000Z' },
    requestStatus: 'ACCEPTED',
    placement: 1,
    record: { played: 4, won: 3, drawn: 1, lost: 0 },
  },
  {
    registrationId: fixtureId(702),
    tournament: { id: fixtureId(202), name: 'Spring Open', status: 'OPEN_FOR_REGISTRATION', photoUrl: null, tournamentStartDate: '2026-04-20T18:00:00.000Z' },
    requestStatus: 'PENDING',
    placement: null,
    record: { played: 0, won: 0, drawn: 0, lost: 0 },
  },
];

describe('Team page', () => {
  it('says it is loading while the team loads', () => {
    show(never);
    expect(screen.getByText('Loading team…')).toBeInTheDocument();
  });

  it('shows the header with name, bio and players', async () => {
    show(captained);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Owls' })).toBeInTheDocument();
    expect(screen.getByText('We play at night.')).toBeInTheDocument();
    expect(screen.getByText('Captain ace · 2 players')).toBeInTheDocument();
  });

  it("says 'Team not found.' for a team that does not exist", async () => {
    show(apiError(404, 'Team not found.', 'TEAM_NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Team not found.' })).toBeInTheDocument();
  });

  it('offers a retry when the team fails to load', async () => {
    show(apiError(500, 'down'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists the captain first with a Captain badge, then members with their invite status', async () => {
    show(asMember);
    const list = await screen.findByRole('list', { name: 'Team members' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('nova');
    expect(within(first!).getByText('Captain')).toBeInTheDocument();
    expect(second).toHaveAccessibleName('ace');
    expect(within(second!).getByText('Joined')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'nova' })).toHaveAttribute('href', `/app/u/${NOVA}`);
  });
});

describe('as the captain', () => {
  it('shows Edit team and Invite players, and Remove for everyone else, Make captain only for accepted members', async () => {
    show(captained);
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(screen.getByRole('button', { name: 'Edit team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite players' })).toBeInTheDocument();
    const luna = within(list).getByRole('listitem', { name: 'luna' });
    const lux = within(list).getByRole('listitem', { name: 'lux' });
    expect(within(lux).getByText('Invited')).toBeInTheDocument();
    expect(within(luna).getByRole('button', { name: 'Make luna captain' })).toBeInTheDocument();
    expect(within(lux).queryByRole('button', { name: 'Make lux captain' })).not.toBeInTheDocument();
    expect(within(lux).getByRole('button', { name: 'Remove lux' })).toBeInTheDocument();
    expect(within(within(list).getByRole('listitem', { name: 'ace' })).queryByRole('button')).not.toBeInTheDocument();
    // The captain with other players hands over before leaving.
    expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
    expect(screen.getByText('To leave the team, make another member captain first.')).toBeInTheDocument();
  });

  it('removes a member after confirming, and refreshes the team', async () => {
    let removed = false;
    const { user, api } = show(() => json(removed ? { ...captained, members: captained.members.filter((m) => m.user.id !== LUNA) } : captained), {
      [`DELETE ${base}/members/${LUNA}`]: () => {
        removed = true;
        return json(captained);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove luna' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove luna from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('luna was removed')).toBeInTheDocument();
    expect(api.requestsTo(`DELETE ${base}/members/${LUNA}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'luna' })).not.toBeInTheDocument());
  });

  it('withdraws a pending invite, and shows the server refusal when a change is refused', async () => {
    const message = 'Registration for Winter Cup is closed and it needs at least 2 players per team: this change would leave the team with 1.';
    const { user } = show(captained, { [`DELETE ${base}/members/${LUX}`]: apiError(409, message, 'ROSTER_BELOW_MINIMUM') });
    await user.click(await screen.findByRole('button', { name: 'Remove lux' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the invite to lux?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Could not remove lux')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    // The dialog stays for another try or Cancel.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('hands the captaincy over after confirming', async () => {
    const { user, api } = show(captained, { [`POST ${base}/captain`]: { body: captained } });
    await user.click(await screen.findByRole('button', { name: 'Make luna captain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make luna captain?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make captain' }));
    expect(await screen.findByText('luna is the captain now')).toBeInTheDocument();
    expect(api.requestsTo(`POST ${base}/captain`)[0]!.body).toEqual({ userId: LUNA });
  });

  it('edits the name and bio, uploads a new logo', async () => {
    const { user, api } = show(captained, { [`PATCH ${base}`]: { body: captained }, [`PUT ${base}/photo`]: { body: captained } });
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    const name = within(dialog).getByLabelText('Team name');
    expect(name).toHaveValue('Night Owls');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Team name is required!')).toBeInTheDocument();
    await user.type(name, 'Dawn Patrol');
    await user.clear(within(dialog).getByLabelText('Bio (optional)'));
    await user.upload(within(dialog).getByLabelText('Team logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team updated')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH ${base}`)[0]!.body).toEqual({ name: 'Dawn Patrol', bio: null });
    expect(((api.requestsTo(`PUT ${base}/photo`)[0]!.body as FormData).get('file') as File).name).toBe('logo.png');
  });

  it('removes the current logo', async () => {
    const withLogo = { ...captained, photoUrl: '/uploads/2026/01/logo.webp' };
    const { user, api } = show(withLogo, { [`PATCH ${base}`]: { body: withLogo }, [`DELETE ${base}/photo`]: { body: captained } });
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the current logo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo(`DELETE ${base}/photo`)).toHaveLength(1));
  });

  it('invites players picked from the search, never those already on the team', async () => {
    const players = [
      { id: LUNA, nickname: 'luna', photoUrl: null, followers: 1, follow: false, country: null, userVerified: true },
      { id: fixtureId(903), nickname: 'lucas', photoUrl: null, followers: 1, follow: false, country: null, userVerified: true },
    ];
    const { user, api } = show(captained, { 'GET /users/search/lu': { body: players }, [`POST ${base}/invites`]: () => json(captained, 201) });
    await user.click(await screen.findByRole('button', { name: 'Invite players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite players' });
    expect(within(dialog).getByText('3 of 20 players, pending invites included')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invites' }));
    expect(await within(dialog).findByText('Choose at least one player to invite.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search players' }), 'lu');
    await user.click(await within(dialog).findByRole('button', { name: 'Add lucas' }));
    expect(within(dialog).queryByRole('button', { name: 'Add luna' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('4 of 20 players, pending invites included')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invites' }));
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(api.requestsTo(`POST ${base}/invites`)[0]!.body).toEqual({ userIds: [fixtureId(903)] });
  });

  it("a captain alone may leave, which disbands the team, and lands on My teams", async () => {
    const alone = { ...captained, members: captained.members.slice(0, 1) };
    const { user, router } = show(alone, { [`POST ${base}/leave`]: { body: { teamId: captained.id, disbanded: true } } });
    await user.click(await screen.findByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Night Owls?' });
    expect(dialog).toHaveTextContent('You are its only player: leaving disbands the team and withdraws its pending invites.');
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText('Night Owls was disbanded')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/teams');
  });
});

describe('as a member', () => {
  it('offers no captain actions; Leave team asks first, then leaves and lands on My teams', async () => {
    const { user, api, router } = show(asMember, { [`POST ${base}/leave`]: { body: { teamId: asMember.id, disbanded: false } } });
    await screen.findByRole('list', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: 'Edit team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite players' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Night Owls?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo(`POST ${base}/leave`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText('You left Night Owls')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/teams');
    expect(api.requestsTo(`POST ${base}/leave`)).toHaveLength(1);
  });
});

it('leads an invited player to their invite', async () => {
  const invited = makeTeam({
    captain: { id: NOVA, nickName: 'nova', profilePicUrl: null },
    members: [
      makeMember(5, 'nova', { role: 'CAPTAIN', inviteStatus: 'ACCEPTED', user: { id: NOVA, nickName: 'nova', profilePicUrl: null, bio: null } }),
      makeMember(6, 'ace', { user: me }),
    ],
  });
  show(invited);
  expect(await screen.findByRole('link', { name: 'Answer the invite' })).toHaveAttribute('href', `/app/team-invites/${fixtureId(806)}`);
  expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
});

describe('History tab', () => {
  it('lists the tournaments with status, request status, placement and W/D/L', async () => {
    const { user } = show(captained, { [`GET ${base}/history`]: { body: history } });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Tournaments played' });
    const winter = within(list).getByRole('listitem', { name: 'Winter Cup' });
    expect(within(winter).getByRole('link', { name: 'Winter Cup' })).toHaveAttribute('href', `/app/tournaments/${fixtureId(201)}`);
    expect(within(winter).getByText('FINISHED')).toBeInTheDocument();
    expect(within(winter).getByText('ACCEPTED')).toBeInTheDocument();
    expect(within(winter).getByText('1st')).toBeInTheDocument();
    expect(within(winter).getByLabelText('3 won, 1 drawn, 0 lost')).toHaveTextContent('3 / 1 / 0');
    const spring = within(list).getByRole('listitem', { name: 'Spring Open' });
    expect(within(spring).getByText('PENDING')).toBeInTheDocument();
    expect(within(spring).getByText('—')).toBeInTheDocument();
  });

  it('says when there is no tournament yet', async () => {
    const { user } = show(captained);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('heading', { name: 'No tournaments yet' })).toBeInTheDocument();
  });

  it('offers a retry when the history fails to load', async () => {
    const { user } = show(captained, { [`GET ${base}/history`]: apiError(500, 'down') });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

it('fits a 375 px screen, and reads in Portuguese', async () => {
  mockViewport(375);
  await activateLocale('pt-BR');
  try {
    show(captained);
    expect(await screen.findByRole('button', { name: 'Convidar jogadores' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Histórico' })).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'ace' })).getByText('Capitão')).toBeInTheDocument();
  } finally {
    await activateLocale('en');
  }
});
