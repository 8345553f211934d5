import {
  DEFAULT_QUIET_HOURS,
  notificationTypes,
  type LiveEvent,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
} from '@clutch/contract/notifications';

/** A stable uuid per number and kind, so fixtures built twice agree. */
export const notificationId = (n: number, kind = 14) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Notification n: unread, a friend request by player n unless told otherwise, `n` minutes old at 12:00 UTC. */
export const makeNotification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: notificationId(n),
  type: 'friend_request',
  title: `Title ${n}`,
  message: `Message ${n}`,
  link: '/app/friends',
  read: false,
  actor: { id: notificationId(n, 15), nickName: `player${n}`, profilePicUrl: null },
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  ...overrides,
});

export const page = (items: Notification[], nextCursor: string | null = null): NotificationPage => ({ items, nextCursor });

/** The server's defaults: everything on, quiet hours 23:00–07:00 in UTC (no zone chosen yet). */
export const makeSettings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  enabled: true,
  quietHours: { ...DEFAULT_QUIET_HOURS, timeZone: 'UTC' },
  types: Object.fromEntries(notificationTypes.map((type) => [type, { push: true, email: true, sound: true }])) as NotificationSettings['types'],
  ...overrides,
});

export const makeLiveEvent = (n: number, overrides: Partial<LiveEvent> = {}): LiveEvent => ({
  matchId: notificationId(n, 16),
  tournamentId: notificationId(n, 17),
  tournamentName: `Cup ${n}`,
  state: 'LIVE',
  startsAt: null,
  sides: [
    { name: `Alpha ${n}`, score: 2 },
    { name: `Bravo ${n}`, score: 1 },
  ],
  streamUrl: null,
  mine: false,
  ...overrides,
});
