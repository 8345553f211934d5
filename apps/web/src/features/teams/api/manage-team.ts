import { teamEndpoints, type UpdateTeamBody } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** PATCH /teams/{id}: name and bio (the captain). */
export const updateTeam = (id: string, body: UpdateTeamBody) => callEndpoint(teamEndpoints.update, { params: { id }, body });

/** PUT /teams/{id}/photo (multipart `file`) or, with null, DELETE /teams/{id}/photo. */
export function setTeamPhoto(id: string, file: File | null) {
  if (!file) return callEndpoint(teamEndpoints.removePhoto, { params: { id } });
  const form = new FormData();
  form.set('file', file);
  return callEndpoint(teamEndpoints.uploadPhoto, { params: { id }, body: form });
}

/** POST /teams/{id}/invites: PENDING invites for these players. */
export const invitePlayers = (id: string, userIds: string[]) => callEndpoint(teamEndpoints.invite, { params: { id }, body: { userIds } });

/** DELETE /teams/{id}/members/{userId}: removes a member or withdraws an invite. */
export const removeMember = (id: string, userId: string) => callEndpoint(teamEndpoints.removeMember, { params: { id, userId } });

/** POST /teams/{id}/captain: hands the captaincy to an accepted member. */
export const handOverCaptaincy = (id: string, userId: string) => callEndpoint(teamEndpoints.handOver, { params: { id }, body: { userId } });

/** POST /teams/{id}/leave. */
export const leaveTeam = (id: string) => callEndpoint(teamEndpoints.leave, { params: { id } });

/**
 * A change to a team: afterwards every team view (the page, My teams, history), the invites (a withdrawn or new one)
 * and the tournaments (whose rosters and captains changed) are read again. `onSuccess` runs before that refresh.
 */
export function useTeamMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>, onSuccess?: (result: TResult) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Before the refresh: leaving navigates away first, so the team that is gone is not asked for again.
    onSuccess,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['team-invites'] }),
        client.invalidateQueries({ queryKey: ['tournaments'] }),
      ]);
    },
  });
}
