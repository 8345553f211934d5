/**
 * "23:00" → "11 PM" in English, "23:00" in Portuguese: a wall-clock time of the quiet hours, as the language writes
 * it (whole hours without minutes where the clock has AM/PM). The text as given when it is not HH:MM.
 */
export function formatClock(clock: string, locale: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!m) return clock;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  const at = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  const twelveHour = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle?.startsWith('h1');
  const options: Intl.DateTimeFormatOptions = twelveHour
    ? { hour: 'numeric', minute: minutes ? '2-digit' : undefined, timeZone: 'UTC' }
    : { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the platform knows, `current` included even when the platform names it otherwise, sorted. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...zones, current, 'UTC'].filter(Boolean))].sort();
}
