import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // 4xx answers will not change on retry.
        retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // Ask even while the browser says it is offline: the service worker answers the session and the tickets
        // from their last copy (src/sw.ts); only the retries of a failed query wait for the network.
        networkMode: 'offlineFirst',
      },
    },
  });
}
