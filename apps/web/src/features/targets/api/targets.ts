import { targetEndpoints, type TargetInput } from '@clutch/contract/organizer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

const targetsKey = ['targets'] as const;

/** GET /targets: the signed-in user's organization targets, with whether the viewer may edit each. */
export const getTargets = (signal?: AbortSignal) => callEndpoint(targetEndpoints.list, { signal });

export const targetsQueryOptions = () => queryOptions({ queryKey: targetsKey, queryFn: ({ signal }) => getTargets(signal) });

export const useTargets = () => useQuery(targetsQueryOptions());

/** POST /targets or PUT /targets/{id}. */
export const saveTarget = ({ id, input }: { id?: string; input: TargetInput }) =>
  id
    ? callEndpoint(targetEndpoints.update, { params: { id }, body: input })
    : callEndpoint(targetEndpoints.create, { body: input });

/** DELETE /targets/{id}. */
export const deleteTarget = (id: string) => callEndpoint(targetEndpoints.delete, { params: { id } });

export function useSaveTarget() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTarget, onSuccess: () => client.invalidateQueries({ queryKey: targetsKey }) });
}

export function useDeleteTarget() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTarget, onSuccess: () => client.invalidateQueries({ queryKey: targetsKey }) });
}
