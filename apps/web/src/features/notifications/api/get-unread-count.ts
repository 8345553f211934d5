import { notificationEndpoints } from '@clutch/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { notificationKeys } from './keys.ts';

/** GET /notifications/unread-count: the bell's badge. The socket keeps it current after the first answer. */
export const getUnreadCount = async (signal?: AbortSignal) => (await callEndpoint(notificationEndpoints.unreadCount, { signal })).count;

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.unreadCount, queryFn: ({ signal }) => getUnreadCount(signal), staleTime: Infinity });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
