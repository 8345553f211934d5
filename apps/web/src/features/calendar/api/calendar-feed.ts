import { calendarEndpoints } from '@clutch/contract/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export const calendarFeedKey = ['calendar', 'feed'] as const;

/** GET /users/me/calendar-feed: the signed-in user's private subscribe URL, or null. */
export const getCalendarFeed = (signal?: AbortSignal) => callEndpoint(calendarEndpoints.feedLink, { signal });

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** POST /users/me/calendar-feed: a new link; the old one stops working at once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(calendarEndpoints.createFeed),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}

/** DELETE /users/me/calendar-feed: the link stops working. */
export function useRemoveCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(calendarEndpoints.removeFeed),
    onSuccess: () => queryClient.setQueryData(calendarFeedKey, null),
  });
}
