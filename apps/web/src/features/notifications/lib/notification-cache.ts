import type { Notification, NotificationPage } from '@clutch/contract/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { LATEST_COUNT } from '../api/get-notifications.ts';
import { notificationKeys } from '../api/keys.ts';

type Pages = InfiniteData<NotificationPage, string | null>;

/** Rewrites the loaded notifications wherever they are shown: the bell's latest and every page list. */
export function patchNotifications(client: QueryClient, patch: (items: Notification[]) => Notification[]) {
  client.setQueryData<NotificationPage>(notificationKeys.latest, (page) => page && { ...page, items: patch(page.items) });
  client.setQueriesData<Pages>({ queryKey: notificationKeys.lists }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: patch(page.items) })) },
  );
}

/** All cleared: the lists hold one empty page, with nothing behind a cursor any more. */
export function emptyNotifications(client: QueryClient) {
  client.setQueryData<NotificationPage>(notificationKeys.latest, (page) => page && { items: [], nextCursor: null });
  client.setQueriesData<Pages>({ queryKey: notificationKeys.lists }, (data) => data && { pages: [{ items: [], nextCursor: null }], pageParams: [null] });
}

/** The badge after a change: every answer and every count event carries it. */
export const setUnreadCount = (client: QueryClient, count: number) => client.setQueryData<number>(notificationKeys.unreadCount, count);

export const markedRead = (id: string) => (items: Notification[]) => items.map((n) => (n.id === id && !n.read ? { ...n, read: true } : n));
export const allRead = (items: Notification[]) => (items.some((n) => !n.read) ? items.map((n) => (n.read ? n : { ...n, read: true })) : items);
export const without = (id: string) => (items: Notification[]) => items.filter((n) => n.id !== id);

/**
 * A notification that just arrived goes on top of what is shown, once (a refetch may already have brought it): in
 * the bell's latest, kept to its size, and on the first page of each list (it is unread, so the Unread one too).
 */
export function prependNotification(client: QueryClient, notification: Notification) {
  const onTop = (items: Notification[]) => [notification, ...items.filter((n) => n.id !== notification.id)];
  client.setQueryData<NotificationPage>(notificationKeys.latest, (page) => page && { ...page, items: onTop(page.items).slice(0, LATEST_COUNT) });
  client.setQueriesData<Pages>({ queryKey: notificationKeys.lists }, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: onTop(first!.items) }, ...rest.map((page) => ({ ...page, items: page.items.filter((n) => n.id !== notification.id) }))] };
  });
}

/** Read, deleted or cleared elsewhere (another tab, another device): what is shown is fetched again. */
export const refreshNotificationLists = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: notificationKeys.latest });
  void client.invalidateQueries({ queryKey: notificationKeys.lists });
};
