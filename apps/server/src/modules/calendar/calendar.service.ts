import { calendarEndpoints, CALENDAR_MESSAGES, type CalendarFeed } from '@clutch/contract/calendar';
import { fillPath } from '@clutch/contract/endpoint';
import type { Locale } from '@clutch/contract/locales';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { canSee } from '../../domain/tournament-visibility.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recipientLocale } from '../../i18n/request-locale.ts';
import { translateMessage } from '../../i18n/translate.ts';
import { sha256 } from '../../lib/tokens.ts';
import { matchNotFound } from '../competition/results.service.ts';
import { requireVisible } from '../tournaments/tournaments.service.ts';
import { matchEvent, renderCalendar, tournamentEvent, type CalendarSite } from './calendar-events.ts';
import {
  deleteFeed,
  findCalendarOf,
  findFeedNonce,
  findFeedOwner,
  findMatchEvent,
  findTournamentEvent,
  upsertFeed,
} from './calendar.repository.ts';

const FEED_PURPOSE = 'calendar-feed';

const feedNotFound = () => notFound(CALENDAR_MESSAGES.feedNotFound, 'CALENDAR_FEED_NOT_FOUND');

export function createCalendarService(ctx: Pick<AppContext, 'db' | 'signer' | 'now' | 'config'>) {
  const { db } = ctx;
  const site = (locale: Locale): CalendarSite => ({ publicUrl: ctx.config.publicUrl, locale });

  // The token is the signature of the stored nonce (only its signature part: a '.' would end the path's parameter),
  // so it can be shown again while the table alone yields nothing.
  const tokenOf = (nonce: string) => ctx.signer.sign(FEED_PURPOSE, nonce).split('.')[1]!;
  const urlOf = (nonce: string) => `${ctx.config.publicUrl}${fillPath(calendarEndpoints.feed.path, { token: tokenOf(nonce) })}`;

  async function calendarOf(userId: string, locale: Locale) {
    const { tournaments, matches } = await findCalendarOf(db, userId);
    const byId = new Map(tournaments.map((row) => [row.id, row]));
    const events = [
      ...tournaments.map((row) => tournamentEvent(row, site(locale))),
      ...matches.flatMap((match) => {
        const tournament = byId.get(match.tournamentId);
        return tournament && match.scheduledAt ? [matchEvent({ ...match, scheduledAt: match.scheduledAt }, tournament, site(locale))] : [];
      }),
    ];
    return renderCalendar(events, translateMessage('My Clutch calendar', locale));
  }

  return {
    /** Anyone who may see the tournament (a DRAFT only its organizer). */
    async tournament(id: string, viewerId: string | null, locale: Locale): Promise<string> {
      const row = requireVisible(await findTournamentEvent(db, id), viewerId);
      return renderCalendar([tournamentEvent(row, site(locale))], row.name);
    },

    /** Anyone who may see the match's tournament; a match without a time has no event. */
    async match(id: string, viewerId: string | null, locale: Locale): Promise<string> {
      const match = await findMatchEvent(db, id);
      const tournament = match && (await findTournamentEvent(db, match.tournamentId));
      if (!match || !tournament || !canSee(tournament, viewerId)) throw matchNotFound();
      if (!match.scheduledAt) throw conflict(CALENDAR_MESSAGES.matchNotScheduled, 'MATCH_NOT_SCHEDULED');
      return renderCalendar([matchEvent({ ...match, scheduledAt: match.scheduledAt }, tournament, site(locale))], tournament.name);
    },

    mine: (userId: string, locale: Locale) => calendarOf(userId, locale),

    /** The subscribed calendar of the user the token names, in their language. */
    async feed(token: string): Promise<string> {
      const owner = await findFeedOwner(db, sha256(token));
      if (!owner) throw feedNotFound();
      return calendarOf(owner.id, recipientLocale(owner, null));
    },

    async feedLink(userId: string): Promise<CalendarFeed> {
      const nonce = await findFeedNonce(db, userId);
      return nonce ? { url: urlOf(nonce) } : null;
    },

    /** A new secret replaces the old one in one statement: the previous URL stops working at once. */
    async createFeed(userId: string): Promise<{ url: string }> {
      const nonce = randomBytes(32).toString('base64url');
      await upsertFeed(db, { userId, nonce, tokenHash: sha256(tokenOf(nonce)), now: ctx.now() });
      return { url: urlOf(nonce) };
    },

    /** Idempotent: turning off a link that is already off answers the same. */
    async removeFeed(userId: string): Promise<void> {
      await deleteFeed(db, userId);
    },
  };
}
