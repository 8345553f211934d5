import { type AuthConfigResponse, authEndpoints } from '@clutch/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export const fetchAuthConfig = () => callEndpoint(authEndpoints.config);

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: fetchAuthConfig,
  staleTime: Infinity,
});

/** The server's sign-in options; while loading or unreachable, third-party sign-in is simply not offered. */
export function useAuthConfig(): AuthConfigResponse {
  const { data } = useQuery(authConfigQueryOptions);
  return data ?? { googleClientId: null };
}
