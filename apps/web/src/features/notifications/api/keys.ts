/**
 * Query keys of the notifications feature. Everything sits under `notifications`, so a reconnect can refresh it
 * all at once; the two lists (the bell's latest and the pages' infinite lists) under their own prefixes.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  latest: ['notifications', 'latest'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  settings: ['notifications', 'settings'] as const,
  liveEvents: ['live-events'] as const,
};

/** The pages' filter: every notification, or only the unread ones. */
export type NotificationFilter = 'all' | 'unread';
