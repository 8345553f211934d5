import type { Match } from '@clutch/contract/competition';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rankingQueryOptions } from '@/features/tournaments/api/get-ranking.ts';
import { tournamentQueryKey } from '@/features/tournaments/api/get-tournament.ts';
import { tournamentMatchesQueryOptions } from '@/features/tournaments/api/get-tournament-matches.ts';
import { fixtureId, makeMatch, makeTournament } from '@/test/discovery-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { createTestQueryClient } from '@/test/render.tsx';
import { useTournamentLive, withMatch } from './use-tournament-live.ts';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

const tournamentId = fixtureId(200);
const other = fixtureId(201);
const joined = () => socket.emitted.filter(([e]) => e === 'tournament:join');

beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

function setup(connected = false) {
  socket.connected = connected;
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useTournamentLive(tournamentId), { wrapper });
  return { client, ...hook };
}

describe('useTournamentLive', () => {
  it('holds the socket, joins the room once connected and again after every reconnect, and lets go on leave', () => {
    const { unmount, client } = setup();
    client.setQueryData(tournamentQueryKey(tournamentId), makeTournament());
    const stale = () => client.getQueryState(tournamentQueryKey(tournamentId))!.isInvalidated;
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(joined()).toEqual([]);
    socket.connected = true;
    socket.serverSends('connect');
    expect(joined()).toEqual([['tournament:join', { tournamentId }]]);
    expect(stale()).toBe(false);
    // Joined: what the page fetched before may have missed an event sent before the join, so it is fetched again.
    socket.serverAcks(true);
    expect(stale()).toBe(true);
    client.setQueryData(tournamentQueryKey(tournamentId), makeTournament());
    socket.serverSends('connect');
    expect(joined()).toHaveLength(2);
    // What happened while the connection was down was never pushed: catch up, once the room is joined again.
    expect(stale()).toBe(false);
    socket.serverAcks(true);
    expect(stale()).toBe(true);

    unmount();
    expect(socket.emitted.at(-1)).toEqual(['tournament:leave', { tournamentId }]);
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.listening()).toBe(0);
  });

  it('catches up on a ranking changed before the room was joined, but not when the join is refused or the view has gone', () => {
    const { client, unmount } = setup(true);
    const ranking = rankingQueryOptions(tournamentId).queryKey;
    client.setQueryData(ranking, []);
    const stale = () => client.getQueryState(ranking)!.isInvalidated;
    // The result confirmed while the page loaded sent its standings:updated before this tab was in the room.
    socket.serverAcks(false);
    expect(stale()).toBe(false);
    socket.serverSends('connect');
    socket.serverAcks(true);
    expect(stale()).toBe(true);

    client.setQueryData(ranking, []);
    socket.serverSends('connect');
    unmount();
    socket.serverAcks(true);
    expect(stale()).toBe(false);
  });

  it('joins at once on a socket already open (the signed-in guard holds it)', () => {
    setup(true);
    expect(joined()).toEqual([['tournament:join', { tournamentId }]]);
  });

  it('with whenIdle, opens the socket and joins only once the browser is idle, and never if the view goes first', () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', vi.fn((run: () => void) => ((idle = run), 1)));
    vi.stubGlobal('cancelIdleCallback', vi.fn(() => (idle = null)));
    socket.connected = true;
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useTournamentLive(tournamentId, { whenIdle: true }), { wrapper });
    expect(socket.connect).not.toHaveBeenCalled();
    expect(joined()).toEqual([]);
    act(() => idle!());
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(joined()).toEqual([['tournament:join', { tournamentId }]]);
    first.unmount();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);

    const second = renderHook(() => useTournamentLive(tournamentId, { whenIdle: true }), { wrapper });
    second.unmount();
    expect(idle).toBeNull();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('replaces the changed match in the cached list, adds a new one, and ignores other tournaments', () => {
    const { client } = setup(true);
    const key = tournamentMatchesQueryOptions(tournamentId).queryKey;
    const first = makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }]);
    const second = makeMatch(2, [{ team: 'Titans' }, { team: 'Sharks' }]);
    client.setQueryData(key, [first, second]);

    const scored = makeMatch(1, [{ team: 'Falcons', score: 13, result: 'WIN' }, { team: 'Wolves', score: 9, result: 'LOSS' }], { status: 'FINISHED' });
    socket.serverSends('match:updated', { tournamentId, match: scored });
    expect(client.getQueryData(key)).toEqual([scored, second]);

    const added = makeMatch(3, [{ team: null }, { team: null }], { stage: 'KNOCKOUT', bracket: 'WINNERS' });
    socket.serverSends('match:updated', { tournamentId, match: added });
    expect(client.getQueryData(key)!.map((m) => m.id)).toEqual([first.id, second.id, added.id]);

    socket.serverSends('match:updated', { tournamentId: other, match: makeMatch(1, [{ team: 'Elsewhere' }, { team: 'Else' }]) });
    expect(client.getQueryData(key)![0]).toEqual(scored);
  });

  it('refetches the ranking and matches on standings:updated, everything of the tournament on tournament:updated', () => {
    const { client } = setup(true);
    const ranking = rankingQueryOptions(tournamentId).queryKey;
    const matches = tournamentMatchesQueryOptions(tournamentId).queryKey;
    const tournament = tournamentQueryKey(tournamentId);
    const prizes = ['tournaments', tournamentId, 'prizes'];
    for (const key of [ranking, matches, tournament, prizes]) client.setQueryData(key, []);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)!.isInvalidated;

    socket.serverSends('standings:updated', { tournamentId: other });
    expect(stale(ranking)).toBe(false);
    socket.serverSends('standings:updated', { tournamentId });
    expect([stale(ranking), stale(matches), stale(tournament)]).toEqual([true, true, false]);

    socket.serverSends('tournament:updated', { tournamentId, status: 'FINISHED' });
    expect([stale(tournament), stale(prizes)]).toEqual([true, true]);
  });

  it('refetches the matches when an event carries a match it cannot read', () => {
    const { client } = setup(true);
    const key = tournamentMatchesQueryOptions(tournamentId).queryKey;
    client.setQueryData(key, [makeMatch(1, [{ team: 'A' }, { team: 'B' }])]);
    socket.serverSends('match:updated', { tournamentId, match: { id: 'not a match' } });
    expect(client.getQueryState(key)!.isInvalidated).toBe(true);
  });
});

describe('withMatch', () => {
  it('keeps the order of the list', () => {
    const a = makeMatch(1, []);
    const b = makeMatch(2, []);
    const b2: Match = { ...b, status: 'IN_PROGRESS' };
    expect(withMatch([a, b], b2)).toEqual([a, b2]);
  });
});
