import { messageBody } from '@clutch/contract/common';
import { target, targetList, type TargetInput } from '@clutch/contract/organizer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

const targetsKey = ['targets'] as const;

/** GET /targets: the signed-in user's organization targets, with whether the viewer may edit each. */
export const getTargets = (signal?: AbortSignal) => api('/targets', { schema: targetList, signal });

export const targetsQueryOptions = () => queryOptions({ queryKey: targetsKey, queryFn: ({ signal }) => getTargets(signal) });

export const useTargets = () => useQuery(targetsQueryOptions());

/** POST /targets or PUT /targets/{id}. */
export const saveTarget = ({ id, input }: { id?: string; input: TargetInput }) =>
  id
    ? api(`/targets/${encodeURIComponent(id)}`, { method: 'PUT', body: input, schema: target })
    : api('/targets', { method: 'POST', body: input, schema: target });

/** DELETE /targets/{id}. */
export const deleteTarget = (id: string) => api(`/targets/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageBody });

export function useSaveTarget() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTarget, onSuccess: () => client.invalidateQueries({ queryKey: targetsKey }) });
}

export function useDeleteTarget() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTarget, onSuccess: () => client.invalidateQueries({ queryKey: targetsKey }) });
}
