import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTournamentLive } from '@/features/competition/hooks/use-tournament-live.ts';
import { makeMatch, makeTournament } from '@/test/discovery-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { createTestQueryClient } from '@/test/render.tsx';
import { tournamentMatchesQueryOptions } from '../../api/get-tournament-matches.ts';
import { MatchesTab } from './matches-tab.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

describe('an open Matches tab', () => {
  it('shows a result pushed by the server without reloading', async () => {
    socket.connected = true;
    const client = createTestQueryClient();
    const t = makeTournament({ status: 'IN_PROGRESS' });
    client.setQueryData(tournamentMatchesQueryOptions(t.id).queryKey, [makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }], { status: 'IN_PROGRESS' })]);
    function LivePage() {
      useTournamentLive(t.id);
      return <MatchesTab tournament={t} />;
    }
    render(
      <QueryClientProvider client={client}>
        <LivePage />
      </QueryClientProvider>,
    );
    const card = (await screen.findByText('Falcons')).closest('li')!;
    expect(within(card).getByText('vs')).toBeInTheDocument();
    socket.serverSends('match:updated', {
      tournamentId: t.id,
      match: makeMatch(1, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Wolves', score: 1, result: 'LOSS' }], { status: 'FINISHED' }),
    });
    expect(await within(card).findByText('2 - 1')).toBeInTheDocument();
    expect(within(card).getByText('Finished')).toBeInTheDocument();
  });
});
