/**
 * Wall-clock times in a named IANA zone, converted with the platform's Intl only. The form shows
 * `datetime-local` values ("2026-03-12T18:00") that mean "this time in the chosen zone"; the wire carries instants.
 */
import { defineMessage } from '@/lib/i18n/message.ts';

export const timeZoneTitle = defineMessage({ defaultMessage: 'Time zone' });

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`, as if they were UTC (ms). */
function wallClockAsUtc(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
const offsetAt = (instant: number, timeZone: string) => wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;

export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the platform knows, with `current` kept in the list even when the platform lists it under another name. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const all = new Set(zones);
  if (current) all.add(current);
  all.add('UTC');
  return [...all].sort();
}

const HALF_DAY = 12 * 60 * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * "2026-03-12T18:00" in `timeZone` → "2026-03-12T17:00:00.000Z". Null when the text is not a complete local
 * date-time or the zone is unknown. A time skipped by a DST jump resolves to the instant after the gap; a repeated
 * one to its first occurrence.
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const m = LOCAL.exec(local);
  if (!m || !isTimeZone(timeZone)) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(wall).getUTCDate() !== d) return null;
  // The zone's offsets half a day either side cover any DST change near this time.
  const before = wall - offsetAt(wall - HALF_DAY, timeZone);
  const after = wall - offsetAt(wall + HALF_DAY, timeZone);
  const valid = [before, after].filter((c) => wallClockAsUtc(c, timeZone) === wall);
  // Repeated hour: its first occurrence. Skipped hour: shifted forward by the jump, as clocks do.
  const instant = valid.length ? Math.min(...valid) : before;
  return new Date(instant).toISOString();
}

/** An instant → "2026-03-12T18:00" as the clock reads in `timeZone` (for a `datetime-local` input). */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant) || !isTimeZone(timeZone)) return '';
  return new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 16);
}

/** "Europe/Lisbon (GMT+1)": the zone and its offset at `at`, for the label next to the dates. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()) {
  if (!isTimeZone(timeZone)) return timeZone;
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name ? `${timeZone} (${name})` : timeZone;
}
