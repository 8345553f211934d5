import { authConfigResponse, type AuthConfigResponse } from '@clutch/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

export const fetchAuthConfig = () => api('/auth/config', { schema: authConfigResponse });

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
