import { tournamentList } from '@clutch/contract/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** GET /tournaments/game/{gameId}: the game's public tournaments. */
export const getGameTournaments = (gameId: string, signal?: AbortSignal) =>
  api(`/tournaments/game/${encodeURIComponent(gameId)}`, { schema: tournamentList, signal });

export const gameTournamentsQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: ['tournaments', 'game', gameId], queryFn: ({ signal }) => getGameTournaments(gameId, signal) });

export const useGameTournaments = (gameId: string | undefined) =>
  useQuery({ ...gameTournamentsQueryOptions(gameId ?? ''), enabled: Boolean(gameId) });
