import { notificationEndpoints } from '@clutch/contract/notifications';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { notificationKeys, type NotificationFilter } from './keys.ts';

/** How many the bell's dropdown shows. */
export const LATEST_COUNT = 8;
/** One "Load more" on the pages. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notifications?cursor=&limit=&unread= : newest first; `nextCursor` opens the next page. */
export const getNotifications = (query: { cursor?: string; limit: number; unread?: boolean }, signal?: AbortSignal) =>
  callEndpoint(notificationEndpoints.list, {
    signal,
    query: { cursor: query.cursor, limit: query.limit, unread: query.unread ? 'true' : undefined },
  });

/** The bell's latest few; fetched when the dropdown opens. */
export const latestNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.latest, queryFn: ({ signal }) => getNotifications({ limit: LATEST_COUNT }, signal) });

export const useLatestNotifications = (enabled: boolean) => useQuery({ ...latestNotificationsQueryOptions(), enabled });

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      getNotifications({ cursor: pageParam ?? undefined, limit: NOTIFICATIONS_PAGE_SIZE, unread: filter === 'unread' }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = (filter: NotificationFilter) => useInfiniteQuery(notificationsQueryOptions(filter));
