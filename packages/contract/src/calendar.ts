import { z } from 'zod';
import { idParams, messageBody } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Calendars (issue #16 item 5): a tournament or a match as an iCalendar (.ics) download, the signed-in user's own
 * calendar, and a private subscribe URL for calendar apps. Times are written in UTC; the organizer's time zone is
 * named in each event's description. A tournament's event has the UID `tournament-<id>@<host>`, a match's
 * `match-<id>@<host>`, so a calendar app replaces an event when it moves.
 */

export const ICALENDAR_TYPE = 'text/calendar';

/** An iCalendar document (RFC 5545), sent as `text/calendar; charset=utf-8`. */
export const icalendarText = z.string().describe('An iCalendar (RFC 5545) document.');

/** The secret of a subscribe URL, as its path names it (`…/feeds/<token>.ics`). */
export const calendarFeedParams = z.object({ token: z.string().min(1).max(100) });

/** The signed-in user's subscribe URL, or null while they have none. */
export const calendarFeed = z.object({ url: z.string() }).nullable();
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** How long a match lasts on a calendar per game of its best-of, when nothing else says. */
export const MATCH_MINUTES_PER_GAME = 60;
/** A tournament whose end is not after its start lasts this long on a calendar. */
export const TOURNAMENT_DEFAULT_HOURS = 4;

export const CALENDAR_MESSAGES = {
  matchNotScheduled: 'This match has no scheduled time yet.',
  feedNotFound: 'This calendar link does not exist or was turned off.',
  feedRemoved: 'Your calendar link is turned off.',
} as const;

export const calendarEndpoints = {
  tournament: endpoint('GET', '/api/v1/tournaments/:id/calendar.ics', { params: idParams, produces: ICALENDAR_TYPE, response: icalendarText }),
  match: endpoint('GET', '/api/v1/matches/:id/calendar.ics', { params: idParams, produces: ICALENDAR_TYPE, response: icalendarText }),
  /** Every tournament the session's user plays or organizes, and each of their scheduled matches. */
  mine: endpoint('GET', '/api/v1/users/me/calendar.ics', { produces: ICALENDAR_TYPE, response: icalendarText }),
  /** The same calendar without a session: the token names the user (for calendar apps). */
  feed: endpoint('GET', '/api/v1/calendar/feeds/:token.ics', { params: calendarFeedParams, produces: ICALENDAR_TYPE, response: icalendarText }),
  feedLink: endpoint('GET', '/api/v1/users/me/calendar-feed', { response: calendarFeed }),
  /** A new secret: the previous URL stops working at once. */
  createFeed: endpoint('POST', '/api/v1/users/me/calendar-feed', { response: z.object({ url: z.string() }), status: 201 }),
  removeFeed: endpoint('DELETE', '/api/v1/users/me/calendar-feed', { response: messageBody }),
};
