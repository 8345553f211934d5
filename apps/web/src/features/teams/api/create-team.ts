import { teamEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export interface NewTeamInput {
  name: string;
  bio: string | null;
  captainId: string;
  file: File | null;
}

/** POST /teams as multipart without a tournament: a team of its captain alone, entered in nothing yet. */
export function createTeam({ name, bio, captainId, file }: NewTeamInput) {
  const form = new FormData();
  form.set('name', name);
  if (bio) form.set('bio', bio);
  form.set('captainId', captainId);
  form.set('users', captainId);
  if (file) form.set('file', file);
  return callEndpoint(teamEndpoints.create, { body: form });
}

/** Creates the team; the user's teams are refreshed. */
export function useCreateTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSettled: () => client.invalidateQueries({ queryKey: ['teams'] }),
  });
}
