import type { Tournament } from '@clutch/contract/tournaments';
import { useTournamentLive } from '@/features/competition/hooks/use-tournament-live.ts';
import { isApiError } from '@/lib/http.ts';
import { useTournament } from '../api/get-tournament.ts';

export type FramedTournament =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void; retrying: boolean }
  | { state: 'ready'; tournament: Tournament };

/**
 * The tournament a framed page (embed, overlay) shows, kept live over its Socket.IO room. Only a published one: the
 * server hides a draft from everyone but its organizer, and even the organizer's own browser shows a draft's embed
 * as not found, as every visitor of the host site would see it.
 */
export function useFramedTournament(id: string): FramedTournament {
  const query = useTournament(id);
  const published = query.data && query.data.status !== 'DRAFT' ? query.data : null;
  useTournamentLive(published?.id);
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return { state: 'not-found' };
    return { state: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
  }
  return published ? { state: 'ready', tournament: published } : { state: 'not-found' };
}
