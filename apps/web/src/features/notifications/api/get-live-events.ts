import { notificationEndpoints } from '@clutch/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { notificationKeys } from './keys.ts';

/** How often the Live Events tab asks again on its own, besides the socket's nudges. */
export const LIVE_EVENTS_REFRESH_MS = 30_000;

/** GET /live-events: matches live now or starting soon in the tournaments the user follows or plays in. */
export const getLiveEvents = (signal?: AbortSignal) => callEndpoint(notificationEndpoints.liveEvents, { signal });

export const liveEventsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.liveEvents, queryFn: ({ signal }) => getLiveEvents(signal), staleTime: 10_000 });

export const useLiveEvents = () => useQuery({ ...liveEventsQueryOptions(), refetchInterval: LIVE_EVENTS_REFRESH_MS });
