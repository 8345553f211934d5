import { team, teamEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '@/lib/http.ts';

/** The server answered without a team id (spec §5: 'Failed to create team. No team ID returned.'). */
export class MissingTeamIdError extends Error {
  constructor() {
    super('No team ID returned.');
    this.name = 'MissingTeamIdError';
  }
}

export interface CreateTeamInput {
  name: string;
  bio: string | null;
  captainId: string;
  tournamentId: string;
  /** The chosen members, without the captain. */
  memberIds: string[];
  file: File | null;
}

/**
 * POST /teams as multipart (spec §3): `users` is the captain and the chosen members, comma-joined. The answer is
 * read raw first: one without an id is the spec's own failure, before it is parsed as a team.
 */
export async function createTeam({ name, bio, captainId, tournamentId, memberIds, file }: CreateTeamInput) {
  const form = new FormData();
  form.set('name', name);
  if (bio) form.set('bio', bio);
  form.set('captainId', captainId);
  form.set('tournamentId', tournamentId);
  form.set('users', [captainId, ...memberIds].join(','));
  if (file) form.set('file', file);
  const data = await callEndpoint(teamEndpoints.create, { body: form, schema: z.unknown() });
  if (!data || typeof data !== 'object' || !(data as { id?: unknown }).id) throw new MissingTeamIdError();
  return team.parse(data);
}

/** Creates the team and registers it in one call; refreshes the user's teams and the tournament's lists. */
export function useCreateTeam(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['tournaments', tournamentId] }),
      ]);
    },
  });
}
