import type { Tournament } from '@clutch/contract/tournaments';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { DEFAULT_COMPETITION, fixtureId, makeTournament } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import { makeRegistrationDetail, makeTeam, ME } from '@/test/team-fixtures.ts';
import TournamentPage from '../../pages/tournament-page.tsx';

afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);
const routes = [{ path: '/app/tournaments/:id', element: <TournamentPage /> }];
const MINUTE = 60_000;

/** Registration closed, the start `startsIn` from now, check-in opening `checkInMinutes` before it. */
const tournament = (startsIn: number, checkInMinutes = 60, overrides: Partial<Tournament> = {}) =>
  makeTournament({
    registrationStartDate: '2020-01-01T00:00:00.000Z',
    registrationEndDate: new Date(Date.now() - MINUTE).toISOString(),
    tournamentStartDate: new Date(Date.now() + startsIn).toISOString(),
    tournamentEndDate: new Date(Date.now() + startsIn + 86_400_000).toISOString(),
    minPlayersPerTeam: 2,
    maxPlayerPerTeam: 3,
    competition: { ...DEFAULT_COMPETITION, checkInMinutes },
    ...overrides,
  });

const accepted = (checkedIn: boolean) =>
  makeRegistrationDetail({ requestStatus: 'ACCEPTED', paymentStatus: 'PAID', paidAt: '2026-01-15T11:00:00.000Z', holdExpiresAt: null, checkedIn });

function show(t: Tournament, teams: unknown[], extra: Record<string, Reply> = {}) {
  const api = stubApi({
    [`GET /tournaments/${t.id}`]: { body: t },
    [`GET /teams/users/${ME}`]: { body: teams },
    [`GET /team-invites/user/${ME}`]: { body: [] },
    ...extra,
  });
  return { api, ...renderWithSession(`/app/tournaments/${t.id}`, makeUser(), { routes }) };
}

const card = async () => (await screen.findByRole('heading', { name: 'Your team: Night Owls' })).closest('section')!;

describe('Check-in on the registration card', () => {
  it('says when check-in opens before the window, with no button yet', async () => {
    show(tournament(3 * 60 * MINUTE), [makeTeam({ registration: accepted(false) })]);
    const section = await card();
    const checkIn = within(section).getByTestId('check-in');
    expect(within(checkIn).getByText(/^Check-in opens at .+\. Entrants who have not checked in by the start are left out, and their entry fee is not refunded\.$/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('lets the captain check in while the window is open', async () => {
    const { user, api } = show(tournament(30 * MINUTE), [makeTeam({ registration: accepted(false) })], {
      [`POST /tournaments/${id}/check-in`]: { body: accepted(true) },
    });
    const section = await card();
    expect(within(section).getByText('Not checked in')).toBeInTheDocument();
    expect(within(section).getByText(/^Check in before .+ to play\./)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in: see you at the start!')).toBeInTheDocument();
    expect(api.requestsTo(`POST /tournaments/${id}/check-in`)).toHaveLength(1);
  });

  it('shows Checked in with Undo check-in once checked in', async () => {
    const { user, api } = show(tournament(30 * MINUTE), [makeTeam({ registration: accepted(true) })], {
      [`DELETE /tournaments/${id}/check-in`]: { body: accepted(false) },
    });
    const section = await card();
    expect(within(section).getByText('Checked in')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Undo check-in' }));
    expect(await screen.findByText('Check-in undone')).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /tournaments/${id}/check-in`)).toHaveLength(1);
  });

  it("gives the server's reason when check-in is refused", async () => {
    const message = 'Check-in closed at 2026-02-15T18:00:00.000Z, when the tournament started.';
    const { user } = show(tournament(30 * MINUTE), [makeTeam({ registration: accepted(false) })], {
      [`POST /tournaments/${id}/check-in`]: apiError(409, message, 'CHECK_IN_CLOSED'),
    });
    await user.click(within(await card()).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Could not change the check-in')).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows a member who is not the captain the state only', async () => {
    const captain = { id: fixtureId(950), nickName: 'zed', profilePicUrl: null };
    show(tournament(30 * MINUTE), [makeTeam({ captain, registration: accepted(false) })]);
    const section = await card();
    expect(within(section).getByText(/^Your captain checks the team in before /)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Undo check-in' })).not.toBeInTheDocument();
  });

  it('states the check-in rule on the Overview', async () => {
    show(tournament(3 * 60 * MINUTE, 45), []);
    expect(
      await screen.findByText('Opens 45 minutes before the start and closes at it; entrants who have not checked in are left out, without a refund'),
    ).toBeInTheDocument();
  });

  it('is not shown for a tournament without check-in', async () => {
    show(tournament(30 * MINUTE, 0), [makeTeam({ registration: accepted(false) })]);
    expect(within(await card()).queryByTestId('check-in')).not.toBeInTheDocument();
    expect(screen.queryByText(/minutes before the start and closes at it/)).not.toBeInTheDocument();
  });

  it('is not shown for a pending registration', async () => {
    show(tournament(30 * MINUTE), [makeTeam({ registration: makeRegistrationDetail({ requestStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED', holdExpiresAt: null }) })]);
    expect(within(await card()).queryByTestId('check-in')).not.toBeInTheDocument();
  });

  it('speaks Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    try {
      show(tournament(30 * MINUTE), [makeTeam({ registration: accepted(false) })]);
      expect(await screen.findByRole('button', { name: 'Fazer check-in' })).toBeInTheDocument();
      expect(screen.getByText('Sem check-in')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
