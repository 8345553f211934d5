import { MATCH_MINUTES_PER_GAME, TOURNAMENT_DEFAULT_HOURS } from '@clutch/contract/calendar';
import type { Locale } from '@clutch/contract/locales';
import { createEvents, type EventAttributes } from 'ics';
import { translateMessage } from '../../i18n/translate.ts';
import type { MatchEventRow, TournamentEventRow } from './calendar.repository.ts';

/** Where the events point and whose they are: the public URL names the app and gives UIDs their host. */
export interface CalendarSite {
  publicUrl: string;
  locale: Locale;
}

const HOUR = 60 * 60_000;
// SEQUENCE must grow each time an event changes: the seconds since this epoch of the row's last update do.
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);

const formatLabels: Record<string, string> = {
  KNOCKOUT: 'Knockout',
  LEAGUE_TABLE: 'League',
  league_and_knockout: 'League and knockout',
};

const hostOf = (site: CalendarSite) => new URL(site.publicUrl).host;
const tournamentUrl = (site: CalendarSite, id: string) => `${site.publicUrl}/app/tournaments/${id}`;
const t = (site: CalendarSite, english: string) => translateMessage(english, site.locale);

/** The same event keeps its UID; SEQUENCE, DTSTAMP and LAST-MODIFIED follow the row, so a moved match replaces the old one. */
// `timestamp` (DTSTAMP) is read by the library but missing from its types.
function versionOf(updatedAt: Date): { sequence: number; timestamp: number; lastModified: number } {
  return {
    sequence: Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
    timestamp: updatedAt.getTime(),
    lastModified: updatedAt.getTime(),
  };
}

function utcSpan(start: Date, end: Date) {
  return {
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const;
}

const zoneLine = (site: CalendarSite, timeZone: string) => t(site, `Times are in UTC; the organizer's time zone is ${timeZone}.`);

export function tournamentEvent(row: TournamentEventRow, site: CalendarSite): EventAttributes {
  const end = row.endAt > row.startAt ? row.endAt : new Date(row.startAt.getTime() + TOURNAMENT_DEFAULT_HOURS * HOUR);
  const description = [
    row.gameName ? t(site, `Game: ${row.gameName}`) : null,
    t(site, `Format: ${t(site, formatLabels[row.format] ?? row.format)}`),
    zoneLine(site, row.timeZone),
    tournamentUrl(site, row.id),
  ].filter((line): line is string => line !== null);
  return {
    uid: `tournament-${row.id}@${hostOf(site)}`,
    title: row.name,
    ...utcSpan(row.startAt, end),
    ...versionOf(row.updatedAt),
    description: description.join('\n'),
    url: tournamentUrl(site, row.id),
    ...(row.location ? { location: row.location } : {}),
    status: row.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** A match with a scheduled time, in its tournament. */
export function matchEvent(match: MatchEventRow & { scheduledAt: Date }, tournament: TournamentEventRow, site: CalendarSite): EventAttributes {
  const sideName = (slot: number) => match.sides.find((s) => s.slot === slot)?.name ?? '?';
  const end = new Date(match.scheduledAt.getTime() + Math.max(1, match.bestOf) * MATCH_MINUTES_PER_GAME * 60_000);
  const description = [
    tournament.name,
    t(site, `Best of ${match.bestOf}`),
    zoneLine(site, tournament.timeZone),
    tournamentUrl(site, tournament.id),
  ];
  return {
    uid: `match-${match.id}@${hostOf(site)}`,
    title: `${sideName(1)} vs ${sideName(2)} — ${tournament.name}`,
    ...utcSpan(match.scheduledAt, end),
    ...versionOf(match.updatedAt),
    description: description.join('\n'),
    url: tournamentUrl(site, tournament.id),
    status: tournament.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** The iCalendar text of these events (the `ics` library writes and escapes it), under `calendarName` as it is. */
export function renderCalendar(events: EventAttributes[], calendarName: string): string {
  const { error, value } = createEvents(events, { productId: '-//Clutch//Calendar//EN', method: 'PUBLISH', calName: calendarName });
  if (error || !value) throw error ?? new Error('The calendar could not be written.');
  return value;
}
