import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /tournaments/game/{gameId}: the game's public tournaments. */
export const getGameTournaments = (gameId: string, signal?: AbortSignal) =>
  callEndpoint(tournamentEndpoints.byGame, { params: { gameId }, signal });

export const gameTournamentsQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: ['tournaments', 'game', gameId], queryFn: ({ signal }) => getGameTournaments(gameId, signal) });

export const useGameTournaments = (gameId: string | undefined) =>
  useQuery({ ...gameTournamentsQueryOptions(gameId ?? ''), enabled: Boolean(gameId) });
