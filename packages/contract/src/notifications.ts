import { z } from 'zod';
import { idParams, isoDateTime, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Notifications (spec §2 top-bar dropdown, /app/notifications, Live Status & Notifications; issue #14). Each one
 * concerns its recipient only; the server writes it in the same transaction as its cause and renders `title` and
 * `message` in the reader's language at read time.
 */

/** The spec's five types, then the ones Clutch adds. */
export const notificationTypes = [
  'tournament_open',
  'match_starting',
  'match_ended',
  'new_message',
  'organizer_live',
  'friend_request',
  'friend_accepted',
  'team_invite',
  'registration_accepted',
  'registration_rejected',
  'payment_received',
  'result_reported',
  'result_disputed',
  'check_in_open',
  'prize_paid',
] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

/** Who caused it, when a person did (a friend request's sender, an inviting captain). */
export const notificationActor = z.object({ id: uuid, nickName: z.string(), profilePicUrl: z.string().nullable() });

export const notification = z.object({
  id: uuid,
  type: notificationType,
  title: z.string(),
  message: z.string(),
  /** The in-app path it is about (`/app/friends`, `/app/tournaments/<id>`…), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  actor: notificationActor.nullable(),
  createdAt: isoDateTime,
});
export type Notification = z.infer<typeof notification>;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Shown as "99+" above this (spec §9). */
export const UNREAD_BADGE_MAX = 99;
/** Match reminders go this long before a scheduled match (spec §2 Live Status). */
export const MATCH_REMINDER_MINUTES = 15;

/** Newest first; `cursor` is the `nextCursor` of the previous page (opaque). */
export const listNotificationsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const notificationPage = z.object({ items: z.array(notification), nextCursor: z.string().nullable() });
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ count: z.number().int().nonnegative() });

/** What a change answers: the unread count after it, for the bell. */
export const notificationChange = unreadCount;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Enter a time as HH:MM.' });

/** Per type: which channels carry it outside the app (in-app always does), and whether it plays a sound. */
export const channelSettings = z.object({ push: z.boolean(), email: z.boolean(), sound: z.boolean() });
export type ChannelSettings = z.infer<typeof channelSettings>;

/**
 * The user's notification settings (spec §2 settings dialog). `enabled` is the global switch: off, nothing leaves
 * the app (in-app notifications still arrive). During quiet hours, in the user's own time zone, push and e-mail
 * wait until they end.
 */
export const notificationSettings = z.object({
  enabled: z.boolean(),
  quietHours: z.object({
    enabled: z.boolean(),
    start: clock,
    end: clock,
    /** An IANA zone (`America/Sao_Paulo`). */
    timeZone: z
      .string()
      .max(64)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, { message: 'Choose a time zone from the list.' }),
  }),
  types: z.record(notificationType, channelSettings),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Spec §2/§9: quiet hours 11 PM to 7 AM. */
export const DEFAULT_QUIET_HOURS = { enabled: true, start: '23:00', end: '07:00' } as const;

/**
 * A match on the Live Events tab: live now, or starting within the hour, in a tournament the user follows or
 * plays in.
 */
export const liveEvent = z.object({
  matchId: uuid,
  tournamentId: uuid,
  tournamentName: z.string(),
  state: z.enum(['LIVE', 'STARTING_SOON']),
  startsAt: isoDateTime.nullable(),
  sides: z.array(z.object({ name: z.string(), score: z.number().int().nullable() })),
  /** The tournament's stream, when it has one. */
  streamUrl: z.string().nullable(),
  /** Whether one of the user's teams plays it. */
  mine: z.boolean(),
});
export type LiveEvent = z.infer<typeof liveEvent>;
export const liveEventList = z.array(liveEvent);

/**
 * The signed token of a notification e-mail's unsubscribe link: it names the recipient and the type, so it works
 * without signing in (issue #14 item 6). Taken from the query string, where mail clients' RFC 8058 one-click POST
 * carries it too.
 */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(400) });
/** The type whose e-mails were turned off (or on again), and whether they are on now. */
export const emailSubscription = z.object({ type: notificationType, email: z.boolean() });
export type EmailSubscription = z.infer<typeof emailSubscription>;

export const NOTIFICATION_MESSAGES = {
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Change your e-mail settings in Clutch instead.',
} as const;

export const notificationEndpoints = {
  list: endpoint('GET', '/api/v1/notifications', { query: listNotificationsQuery, response: notificationPage }),
  unreadCount: endpoint('GET', '/api/v1/notifications/unread-count', { response: unreadCount }),
  markRead: endpoint('PATCH', '/api/v1/notifications/:id/read', { params: idParams, response: notificationChange }),
  markAllRead: endpoint('POST', '/api/v1/notifications/read-all', { response: notificationChange }),
  remove: endpoint('DELETE', '/api/v1/notifications/:id', { params: idParams, response: notificationChange }),
  clear: endpoint('DELETE', '/api/v1/notifications', { response: notificationChange }),
  settings: endpoint('GET', '/api/v1/notifications/settings', { response: notificationSettings }),
  updateSettings: endpoint('PUT', '/api/v1/notifications/settings', { body: notificationSettings, response: notificationSettings }),
  liveEvents: endpoint('GET', '/api/v1/live-events', { response: liveEventList }),
  /** From an e-mail's link, without a session: that type's e-mails off. */
  unsubscribe: endpoint('POST', '/api/v1/notifications/unsubscribe', { query: unsubscribeQuery, response: emailSubscription }),
  /** Undo on the same page: that type's e-mails on again. */
  resubscribe: endpoint('POST', '/api/v1/notifications/resubscribe', { query: unsubscribeQuery, response: emailSubscription }),
};
