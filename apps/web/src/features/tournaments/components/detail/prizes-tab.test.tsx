import type { PrizeAward } from '@clutch/contract/organizer';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeTournament } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import { PrizesTab } from './prizes-tab.tsx';

afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);
const prizesKey = `GET /tournaments/${id}/prizes`;

function award(position: number, overrides: Partial<PrizeAward> = {}): PrizeAward {
  return { position, amount: 100, currency: 'EUR', description: null, winner: null, status: 'PENDING', paidAt: null, ...overrides };
}
const winner = (n: number, teamName: string) => ({
  teamRegistrationId: fixtureId(400 + n),
  teamName,
  photoUrl: null,
  captainId: fixtureId(600 + n),
  captainNickName: `captain${n}`,
});

function show(tournament: ReturnType<typeof makeTournament>, routes: Record<string, Reply> = {}) {
  const api = stubApi(routes);
  return { api, ...renderRoute('/', { routes: [{ path: '/', element: <PrizesTab tournament={tournament} /> }] }) };
}

const cards = () => screen.getAllByRole('listitem');

describe('PrizesTab', () => {
  it('shows places, amounts or TBD and descriptions before the finish, without asking for winners', () => {
    const { api } = show(
      makeTournament({
        status: 'IN_PROGRESS',
        prizes: [
          { position: 2, amount: null, description: null },
          { position: 1, amount: 500, description: 'Champions' },
        ],
      }),
    );
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['1st Place', '2nd Place']);
    expect(cards()[0]).toHaveTextContent('€500.00');
    expect(cards()[0]).toHaveTextContent('Champions');
    expect(cards()[1]).toHaveTextContent('TBD');
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('names each winner once finished, with the payout Pending or Paid on its date', async () => {
    show(makeTournament({ status: 'FINISHED', timeZone: 'Europe/Lisbon' }), {
      [prizesKey]: {
        body: [
          award(3, { amount: null, description: 'Bronze', winner: winner(3, 'Titans') }),
          award(1, { amount: 1000, winner: winner(1, 'Falcons'), status: 'PAID', paidAt: '2026-03-02T10:00:00.000Z' }),
          award(2, { amount: 400, winner: winner(2, 'Wolves') }),
          award(4, { amount: 50 }),
        ],
      },
    });
    expect(await screen.findByText('Falcons')).toBeInTheDocument();
    const [first, second, third, fourth] = cards();
    expect(within(first!).getByRole('heading')).toHaveTextContent('1st Place');
    expect(first).toHaveTextContent('€1,000.00');
    expect(first).toHaveTextContent('Winner: Falcons');
    expect(within(first!).getByText(/^Paid/)).toHaveTextContent('Paid Mar 2, 2026');
    expect(second).toHaveTextContent('Winner: Wolves');
    expect(within(second!).getByText('Pending')).toBeInTheDocument();
    expect(third).toHaveTextContent('TBD');
    expect(third).toHaveTextContent('Bronze');
    expect(third).toHaveTextContent('Winner: Titans');
    expect(within(fourth!).getByRole('heading')).toHaveTextContent('Place #4');
    expect(fourth).toHaveTextContent('No team holds this place.');
    expect(within(fourth!).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('offers a retry when the prizes cannot be loaded', async () => {
    let fail = true;
    const { user, api } = show(makeTournament({ status: 'FINISHED' }), {
      [prizesKey]: () =>
        fail
          ? new Response(JSON.stringify(apiError(500, 'down').body), { status: 500 })
          : new Response(JSON.stringify([award(1, { winner: winner(1, 'Falcons') })]), { status: 200 }),
    });
    expect(await screen.findByText('Could not load the prizes')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Falcons')).toBeInTheDocument();
    expect(api.requestsTo(prizesKey)).toHaveLength(2);
  });
});
