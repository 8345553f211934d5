import type { Tournament } from '@clutch/contract/tournaments';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPETITION, fixtureId, makeRegistration } from '@/test/discovery-fixtures.ts';
import { mockViewport, renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { myTournament, organizer } from '../test/organizer-fixtures.ts';
import ManageTournamentPage from '../pages/manage-tournament-page.tsx';

// The page watches the tournament live; these tests look at what it shows, not at the socket.
vi.mock('@/lib/socket.ts', () => ({
  getSocket: () => ({ on: vi.fn(), off: vi.fn(), emit: vi.fn(), connect: vi.fn(), disconnect: vi.fn(), connected: false }),
}));

const id = fixtureId(200);
const routes = [{ path: '/app/organizer/:id', element: <ManageTournamentPage /> }];
const regs = [
  { ...makeRegistration(1, 'Night Owls', 'ace', 'ACCEPTED'), checkedIn: true },
  { ...makeRegistration(2, 'Red Foxes', 'luna', 'ACCEPTED'), checkedIn: false },
  { ...makeRegistration(3, 'Blue Jays', 'kite', 'ACCEPTED'), checkedIn: true },
  makeRegistration(4, 'Grey Wolves', 'pixel', 'PENDING'),
];

function open(t: Tournament) {
  stubApi({ [`GET /tournaments/${t.id}`]: { body: t }, [`GET /team-registrations/tournaments/${t.id}`]: { body: regs } });
  return renderWithSession(`/app/organizer/${t.id}?tab=registrations`, organizer, { routes });
}

beforeEach(() => mockViewport(1280));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Manage: registrations with check-in', () => {
  it('counts the accepted entrants who checked in and marks each', async () => {
    const { user } = open(myTournament({ id, competition: { ...DEFAULT_COMPETITION, checkInMinutes: 30 } }));
    expect(await screen.findByTestId('check-in-count')).toHaveTextContent('2 of 3 checked in');
    await user.click(screen.getByRole('tab', { name: /Accepted/ }));
    const rows = within(await screen.findByRole('table', { name: 'Team registrations' })).getAllByRole('row').slice(1);
    const names = ['Night Owls', 'Red Foxes', 'Blue Jays'];
    const marked = rows.map((row) => [names.find((n) => within(row).queryByText(n)), within(row).queryByText('Checked in') !== null]);
    expect(marked).toEqual([
      ['Night Owls', true],
      ['Red Foxes', false],
      ['Blue Jays', true],
    ]);
  });

  it('says nothing of check-in when the tournament has none', async () => {
    open(myTournament({ id }));
    await screen.findByRole('table', { name: 'Team registrations' });
    expect(screen.queryByTestId('check-in-count')).not.toBeInTheDocument();
    expect(screen.queryByText('Checked in')).not.toBeInTheDocument();
  });
});
