import { match as matchSchema, type Match } from '@clutch/contract/competition';
import type { ServerToClientEvents } from '@clutch/contract/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rankingQueryOptions } from '@/features/tournaments/api/get-ranking.ts';
import { swissRoundsQueryOptions } from '@/features/tournaments/api/get-swiss-rounds.ts';
import { tournamentQueryKey } from '@/features/tournaments/api/get-tournament.ts';
import { tournamentMatchesQueryOptions } from '@/features/tournaments/api/get-tournament-matches.ts';
import { getSocket } from '@/lib/socket.ts';

/** The list with `match` in place of its old version (or added, when the structure grew). */
export function withMatch(list: Match[], match: Match): Match[] {
  const at = list.findIndex((m) => m.id === match.id);
  if (at === -1) return [...list, match];
  return list.map((m, i) => (i === at ? match : m));
}

type TicketLike = { matches: { id: string }[] };
const showsMatch = (data: unknown, matchId: string) =>
  !!data && Array.isArray((data as TicketLike).matches) && (data as TicketLike).matches.some((m) => m.id === matchId);

function applyMatch(client: QueryClient, tournamentId: string, match: Match) {
  client.setQueryData(tournamentMatchesQueryOptions(tournamentId).queryKey, (list) => (list ? withMatch(list, match) : list));
  // A ticket carries its matches with extra fields (room code, sides' names): it is refetched rather than patched.
  void client.invalidateQueries({ queryKey: ['tickets'], predicate: (q) => showsMatch(q.state.data, match.id) });
}

/**
 * Keeps an open tournament view live: holds the tab's socket (visitors included), watches `tournament:<id>` (again
 * after every reconnect), and folds the server's events into the query cache: a changed match in place, the
 * standings (and with them the bracket) refetched, the tournament refetched when its status changes.
 *
 * Once the server says the room is joined, what was fetched before is fetched again: an event sent before the join
 * (a result confirmed while the page was loading, or while the connection was down) never reached this tab, and
 * nothing else would bring the view up to date.
 *
 * `whenIdle`: the connection and the join wait until the browser is idle (a visitor's first view: opening the socket
 * is work the page's first paint does not need; ADR 022, fourth round). The catch-up after the join covers the wait.
 */
export function useTournamentLive(tournamentId: string | null | undefined, { whenIdle = false }: { whenIdle?: boolean } = {}) {
  const client = useQueryClient();

  useEffect(() => {
    if (!tournamentId) return;
    if (!whenIdle) return watch(client, tournamentId);
    let stop: (() => void) | null = null;
    const cancel = onIdle(() => {
      stop = watch(client, tournamentId);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [tournamentId, whenIdle, client]);
}

/** Calls `run` once the browser is idle (at most two seconds from now); the returned function cancels it. */
function onIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

/** Holds the socket and watches the tournament's room until the returned function is called. */
function watch(client: QueryClient, tournamentId: string): () => void {
  const socket = getSocket();
  let watching = true;
  const join = () => {
    socket.emit('tournament:join', { tournamentId }, (joined) => {
      if (joined && watching) void client.invalidateQueries({ queryKey: tournamentQueryKey(tournamentId) });
    });
  };
  const onMatch: ServerToClientEvents['match:updated'] = (payload) => {
    if (payload.tournamentId !== tournamentId) return;
    const parsed = matchSchema.safeParse(payload.match);
    if (parsed.success) applyMatch(client, tournamentId, parsed.data);
    else void client.invalidateQueries({ queryKey: tournamentMatchesQueryOptions(tournamentId).queryKey });
  };
  const onStandings: ServerToClientEvents['standings:updated'] = (payload) => {
    if (payload.tournamentId !== tournamentId) return;
    void client.invalidateQueries({ queryKey: rankingQueryOptions(tournamentId).queryKey });
    void client.invalidateQueries({ queryKey: tournamentMatchesQueryOptions(tournamentId).queryKey });
    // A Swiss round's last result pairs the next round.
    void client.invalidateQueries({ queryKey: swissRoundsQueryOptions(tournamentId).queryKey });
  };
  const onTournament: ServerToClientEvents['tournament:updated'] = (payload) => {
    if (payload.tournamentId !== tournamentId) return;
    // The prefix covers everything under the tournament: a start builds matches, a finish fixes prizes.
    void client.invalidateQueries({ queryKey: tournamentQueryKey(tournamentId) });
  };

  socket.on('connect', join);
  socket.on('match:updated', onMatch);
  socket.on('standings:updated', onStandings);
  socket.on('tournament:updated', onTournament);
  socket.connect();
  if (socket.connected) join();
  return () => {
    watching = false;
    if (socket.connected) socket.emit('tournament:leave', { tournamentId });
    socket.off('connect', join);
    socket.off('match:updated', onMatch);
    socket.off('standings:updated', onStandings);
    socket.off('tournament:updated', onTournament);
    socket.disconnect();
  };
}
