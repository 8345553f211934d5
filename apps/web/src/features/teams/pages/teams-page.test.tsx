import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import { makeInvite, makeMember, makeTeam, ME } from '@/test/team-fixtures.ts';
import TeamsPage from './teams-page.tsx';

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/app/teams', element: <TeamsPage /> },
  { path: '/app/teams/:id', element: <p>Team page</p> },
  { path: '/app/team-invites', element: <p>Invites page</p> },
];
const teamsOfMe = `GET /teams/users/${ME}`;
const invitesOfMe = `GET /team-invites/user/${ME}`;

function show(replies: Record<string, Reply>) {
  const api = stubApi({ [invitesOfMe]: { body: [] }, ...replies });
  // applyAccept off: a file the input's accept would hide must still reach the form's own check.
  return { api, ...renderWithSession('/app/teams', makeUser(), { routes, user: { applyAccept: false } }) };
}

const captained = makeTeam({
  members: [
    makeMember(0, 'ace', { role: 'CAPTAIN', inviteStatus: 'ACCEPTED', user: { id: ME, nickName: 'ace', profilePicUrl: null, bio: null } }),
    makeMember(1, 'luna', { inviteStatus: 'ACCEPTED' }),
    makeMember(2, 'lux'),
  ],
});
const joined = makeTeam({
  id: fixtureId(720),
  name: 'Dawn Patrol',
  bio: null,
  captain: { id: fixtureId(950), nickName: 'nova', profilePicUrl: null },
  members: [
    makeMember(3, 'nova', { role: 'CAPTAIN', inviteStatus: 'ACCEPTED', user: { id: fixtureId(950), nickName: 'nova', profilePicUrl: null, bio: null } }),
    makeMember(4, 'ace', { inviteStatus: 'ACCEPTED', user: { id: ME, nickName: 'ace', profilePicUrl: null, bio: null } }),
  ],
  tournament: null,
  registration: null,
});

describe('My teams', () => {
  it('says it is loading while the teams load', () => {
    show({ [teamsOfMe]: never });
    expect(screen.getByText('Loading teams…')).toBeInTheDocument();
  });

  it('says what to do when the user has no team', async () => {
    show({ [teamsOfMe]: { body: [] } });
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create team' })).toBeInTheDocument();
  });

  it('shows a card per team with its role and players, linking to the team page', async () => {
    const { user, router } = show({ [teamsOfMe]: { body: [captained, joined] } });
    const first = await screen.findByRole('listitem', { name: 'Night Owls' });
    expect(within(first).getByText('Captain')).toBeInTheDocument();
    expect(within(first).getByText('2 members')).toBeInTheDocument();
    expect(within(first).getByText('We play at night.')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Dawn Patrol' });
    expect(within(second).getByText('Member')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Dawn Patrol' })).toHaveAttribute('href', `/app/teams/${fixtureId(720)}`);
    await user.click(within(first).getByRole('link', { name: 'Open Night Owls' }));
    expect(router.state.location.pathname).toBe(`/app/teams/${captained.id}`);
  });

  it('points to the pending invites, and says nothing when there are none pending', async () => {
    const { user, router } = show({
      [teamsOfMe]: { body: [] },
      [invitesOfMe]: { body: [makeInvite(1), makeInvite(2), makeInvite(3, { status: 'ACCEPTED', inviteStatus: 'ACCEPTED' })] },
    });
    expect(await screen.findByText(/You have 2 pending team invites/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See invites' }));
    expect(router.state.location.pathname).toBe('/app/team-invites');
  });

  it('offers a retry when the teams fail to load', async () => {
    show({ [teamsOfMe]: apiError(500, 'down') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('in Portuguese', async () => {
    await activateLocale('pt-BR');
    try {
      show({ [teamsOfMe]: { body: [captained] } });
      expect(await screen.findByText('2 membros')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Criar equipe' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});

describe('Create team', () => {
  it("requires a name ('Team name is required!') and does not call without one", async () => {
    const { user, api } = show({ [teamsOfMe]: { body: [] } });
    await user.click(await screen.findByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('Team name is required!')).toBeInTheDocument();
    expect(api.requestsTo('POST /teams')).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const { user } = show({ [teamsOfMe]: { body: [] } });
    await user.click(await screen.findByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.upload(within(dialog).getByLabelText('Team image (optional)'), new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('The team image must be an image file.')).toBeInTheDocument();
  });

  it('creates the team without a tournament (name, bio, logo) and opens its page', async () => {
    const created = makeTeam({ id: fixtureId(730), name: 'Iron Lotus', tournament: null, registration: null });
    const { user, api, router } = show({ [teamsOfMe]: { body: [] }, 'POST /teams': () => json(created, 201) });
    await user.click(await screen.findByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.type(within(dialog).getByLabelText('Team name'), 'Iron Lotus');
    await user.type(within(dialog).getByLabelText('Bio (optional)'), 'Weekend squad.');
    await user.upload(within(dialog).getByLabelText('Team image (optional)'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/teams/${fixtureId(730)}`);
    const form = api.requestsTo('POST /teams')[0]!.body as FormData;
    expect(form.get('name')).toBe('Iron Lotus');
    expect(form.get('bio')).toBe('Weekend squad.');
    expect(form.get('captainId')).toBe(ME);
    expect(form.get('users')).toBe(ME);
    expect(form.has('tournamentId')).toBe(false);
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = show({ [teamsOfMe]: { body: [] }, 'POST /teams': apiError(403, 'Please verify your account to create a team.', 'ACCOUNT_NOT_VERIFIED') });
    await user.click(await screen.findByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.type(within(dialog).getByLabelText('Team name'), 'Iron Lotus');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('Please verify your account to create a team.')).toBeInTheDocument();
  });
});
