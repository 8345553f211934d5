import { tournamentQueryKey } from '@/features/tournaments/api/get-tournament.ts';
import { teamRegistrationsQueryOptions } from '@/features/tournaments/api/get-team-registrations.ts';
import { tournamentMatchesQueryOptions } from '@/features/tournaments/api/get-tournament-matches.ts';

/**
 * Query keys of the organizer area. The tournament, its registrations and its matches are the public tournament
 * page's own queries (same keys), so both screens refresh together after an organizer's change.
 */
export const organizerKeys = {
  myTournaments: ['organizer', 'tournaments'] as const,
  tournament: (id: string) => tournamentQueryKey(id),
  registrations: (id: string) => teamRegistrationsQueryOptions(id).queryKey,
  matches: (id: string) => tournamentMatchesQueryOptions(id).queryKey,
  seeding: (id: string) => ['tournaments', id, 'seeding'] as const,
  audit: (id: string) => ['tournaments', id, 'audit'] as const,
  prizes: (id: string) => ['tournaments', id, 'prizes'] as const,
};
