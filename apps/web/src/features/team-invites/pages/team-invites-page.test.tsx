import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi } from '@/test/stub-api.ts';
import { makeInvite, ME } from '@/test/team-fixtures.ts';
import TeamInvitePage from './team-invite-page.tsx';
import TeamInvitesPage from './team-invites-page.tsx';

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/app/team-invites', element: <TeamInvitesPage /> },
  { path: '/app/team-invites/:id', element: <TeamInvitePage /> },
  { path: '/app/settings', element: <p>Settings page</p> },
];
const list = `GET /team-invites/user/${ME}`;

describe('Team invites list', () => {
  it("says 'Loading...' while the invites load", () => {
    stubApi({ [list]: never });
    renderWithSession('/app/team-invites', makeUser(), { routes });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("says 'No invites.' when there are none", async () => {
    stubApi({ [list]: { body: [] } });
    renderWithSession('/app/team-invites', makeUser(), { routes });
    expect(await screen.findByRole('heading', { name: 'No invites.' })).toBeInTheDocument();
  });

  it('shows a card per invite with team, tournament and status (missing → PENDING), and links to its details', async () => {
    const { inviteStatus: _i, status: _s, ...noStatus } = makeInvite(2);
    stubApi({ [list]: { body: [makeInvite(1, { inviteStatus: 'ACCEPTED', status: 'ACCEPTED' }), noStatus] } });
    const { user, router } = renderWithSession('/app/team-invites', makeUser(), { routes });
    const first = await screen.findByRole('listitem', { name: 'Invite to Team 1' });
    expect(within(first).getByText('ACCEPTED')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Lisbon Valorant Open' })).toHaveAttribute('href', '/app/tournaments/00000000-0000-4000-8000-000000000200');
    expect(within(first).getByRole('button', { name: /Accept/ })).toBeDisabled();
    const second = screen.getByRole('listitem', { name: 'Invite to Team 2' });
    expect(within(second).getByText('PENDING')).toBeInTheDocument();
    await user.click(within(second).getByRole('link', { name: /Details/ }));
    expect(router.state.location.pathname).toBe(`/app/team-invites/${makeInvite(2).id}`);
  });

  it("accepts with the user body, says 'Invite accepted' and refreshes the list", async () => {
    const invite = makeInvite(1);
    let answered = false;
    const api = stubApi({
      [list]: () => json([answered ? { ...invite, status: 'ACCEPTED', inviteStatus: 'ACCEPTED' } : invite]),
      [`PUT /team-invites/${invite.id}/accept`]: () => {
        answered = true;
        return json({ ...invite, status: 'ACCEPTED', inviteStatus: 'ACCEPTED' });
      },
    });
    const { user } = renderWithSession('/app/team-invites', makeUser(), { routes });
    await user.click(await screen.findByRole('button', { name: 'Accept invite to Team 1' }));
    expect(await screen.findByText('Invite accepted')).toBeInTheDocument();
    expect(api.requestsTo(`PUT /team-invites/${invite.id}/accept`)[0]!.body).toEqual({ userId: ME });
    await waitFor(() => expect(screen.getByText('ACCEPTED')).toBeInTheDocument());
    expect(api.requestsTo(list).length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Invite rejected' after rejecting", async () => {
    const invite = makeInvite(1);
    const api = stubApi({ [list]: { body: [invite] }, [`PUT /team-invites/${invite.id}/reject`]: { body: { ...invite, status: 'REJECTED', inviteStatus: 'REJECTED' } } });
    const { user } = renderWithSession('/app/team-invites', makeUser(), { routes });
    await user.click(await screen.findByRole('button', { name: 'Reject invite to Team 1' }));
    expect(await screen.findByText('Invite rejected')).toBeInTheDocument();
    expect(api.requestsTo(`PUT /team-invites/${invite.id}/reject`)).toHaveLength(1);
  });

  it("says 'Failed to accept invite' with the server's message", async () => {
    const invite = makeInvite(1);
    stubApi({ [list]: { body: [invite] }, [`PUT /team-invites/${invite.id}/accept`]: apiError(409, 'This invite has already been answered.') });
    const { user } = renderWithSession('/app/team-invites', makeUser(), { routes });
    await user.click(await screen.findByRole('button', { name: 'Accept invite to Team 1' }));
    expect(await screen.findByText('Failed to accept invite')).toBeInTheDocument();
    expect(screen.getByText('This invite has already been answered.')).toBeInTheDocument();
  });

  it("says 'Failed to reject invite' / 'Please try again.' when the server fails", async () => {
    const invite = makeInvite(1);
    stubApi({ [list]: { body: [invite] }, [`PUT /team-invites/${invite.id}/reject`]: apiError(500, 'boom') });
    const { user } = renderWithSession('/app/team-invites', makeUser(), { routes });
    await user.click(await screen.findByRole('button', { name: 'Reject invite to Team 1' }));
    expect(await screen.findByText('Failed to reject invite')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('asks an unverified user to verify instead of calling, and leads to Settings', async () => {
    const invite = makeInvite(1);
    const api = stubApi({ [list]: { body: [invite] } });
    const { user, router } = renderWithSession('/app/team-invites', makeUser({ userVerified: false }), { routes });
    await user.click(await screen.findByRole('button', { name: 'Accept invite to Team 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Not Verified' });
    expect(dialog).toHaveTextContent('Your account is not verified. Please verify your account to accept or reject team invites.');
    expect(api.requestsTo(`PUT /team-invites/${invite.id}/accept`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject invite to Team 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Go to Settings' }));
    expect(router.state.location.pathname).toBe('/app/settings');
  });

  it('offers a retry when the list fails', async () => {
    stubApi({ [list]: apiError(500, 'down') });
    renderWithSession('/app/team-invites', makeUser(), { routes });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Team invite detail', () => {
  it('shows the invite readably: team, captain, tournament, statuses, members; Accept works', async () => {
    const invite = makeInvite(3);
    const api = stubApi({ [`GET /team-invites/${invite.id}`]: { body: invite }, [`PUT /team-invites/${invite.id}/accept`]: { body: { ...invite, inviteStatus: 'ACCEPTED' } } });
    const { user } = renderWithSession(`/app/team-invites/${invite.id}`, makeUser(), { routes });
    expect(await screen.findByRole('heading', { name: 'Team 3' })).toBeInTheDocument();
    expect(screen.getByText('captain3 invited you to play in Team 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lisbon Valorant Open' })).toBeInTheDocument();
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/"id"/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invite to Team 3' }));
    expect(await screen.findByText('Invite accepted')).toBeInTheDocument();
    expect(api.requestsTo(`PUT /team-invites/${invite.id}/accept`)).toHaveLength(1);
  });

  it("says 'Invite not found.' for an unknown invite", async () => {
    stubApi({ [`GET /team-invites/${makeInvite(4).id}`]: apiError(404, 'Invite not found.') });
    renderWithSession(`/app/team-invites/${makeInvite(4).id}`, makeUser(), { routes });
    expect(await screen.findByRole('heading', { name: 'Invite not found.' })).toBeInTheDocument();
  });
});

describe('Team invites in Portuguese', () => {
  it('lists the invites, their statuses and the verify dialog in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    stubApi({ [list]: { body: [makeInvite(1)] } });
    const { user } = renderWithSession('/app/team-invites', makeUser({ userVerified: false }), { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Convites de equipe' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Convite da Team 1' });
    expect(within(card).getByText('PENDENTE')).toBeInTheDocument();
    expect(within(card).getByText('Torneio')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Aceitar o convite da Team 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conta não verificada' });
    expect(dialog).toHaveTextContent('Sua conta não está verificada. Verifique a sua conta para aceitar ou recusar convites de equipe.');
    expect(within(dialog).getByRole('link', { name: 'Ir para Configurações' })).toBeInTheDocument();
  });

  it('shows an invite with its registration and fee in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const invite = makeInvite(3);
    stubApi({ [`GET /team-invites/${invite.id}`]: { body: invite } });
    renderWithSession(`/app/team-invites/${invite.id}`, makeUser(), { routes });
    expect(await screen.findByText('captain3 convidou você para jogar na Team 3.')).toBeInTheDocument();
    expect(screen.getByText('Aguardando aprovação')).toBeInTheDocument();
    expect(screen.getByText('Taxa de inscrição')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Membros' })).toBeInTheDocument();
  });
});
