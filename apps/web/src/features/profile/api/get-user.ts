import { userEndpoints } from '@clutch/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /users/{id} */
export const getUser = (userId: string, signal?: AbortSignal) => callEndpoint(userEndpoints.detail, { params: { id: userId }, signal });

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId], queryFn: ({ signal }) => getUser(userId, signal) });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
