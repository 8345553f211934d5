import { getLocale } from './i18n/i18n-store.ts';

/**
 * Display formatting shared by every feature, in the active language unless `locale` says otherwise (a component
 * that formats re-renders on a language switch through `useT()` or `useLocale()`). Timestamps are stored in UTC
 * and shown in the viewer's time zone with the zone named (DESIGN.md §5.10); money carries its currency, with
 * Angola's kwanza shown as "Kz".
 */

type Options = { locale?: string; timeZone?: string };

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const dateTimeParts = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateTimeFormat(kind: keyof typeof dateTimeParts, { locale = getLocale(), timeZone }: Options): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...dateTimeParts[kind], ...(timeZone ? { timeZone } : {}) });
    dateTimeFormats.set(key, format);
  }
  return format;
}

function toDate(iso: string | Date): Date | null {
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 12, 2026, 6:00 PM GMT+1": date and time in the viewer's zone, the zone named. Empty for an invalid input. */
export function formatDateTime(iso: string | Date, options: Options = {}): string {
  const date = toDate(iso);
  return date ? dateTimeFormat('dateTime', options).format(date) : '';
}

/** "6:00 PM GMT+1": the time of day in the viewer's zone, the zone named (for what happens today). Empty for an invalid input. */
export function formatTime(iso: string | Date, options: Options = {}): string {
  const date = toDate(iso);
  return date ? dateTimeFormat('time', options).format(date) : '';
}

/** "Mar 12, 2026": the calendar day in the viewer's zone. Empty for an invalid input. */
export function formatDate(iso: string | Date, options: Options = {}): string {
  const date = toDate(iso);
  return date ? dateTimeFormat('date', options).format(date) : '';
}

/** "March 2026" ("março de 2026"): the month in the viewer's zone, as a profile's join date reads. Empty for an invalid input. */
export function formatMonthYear(iso: string | Date, options: Options = {}): string {
  const date = toDate(iso);
  return date ? dateTimeFormat('monthYear', options).format(date) : '';
}

/**
 * Symbols we write ourselves: Intl prints AOA as "AOA" in most locales; Angolans write "Kz". The others use the
 * locale's own symbol, which tells dollars apart where it matters ("US$" next to "R$" in Brazil).
 */
const customSymbols: Record<string, string> = { AOA: 'Kz' };

/**
 * "$1,500.00", "€20.00", "1,500.00 Kz". Amounts are in major units (the contract's convention); a free entry is still
 * formatted ("$0.00") — callers decide whether to say "Free".
 */
export function formatMoney(amount: number, currency: string, { locale = getLocale() }: Pick<Options, 'locale'> = {}): string {
  const code = currency.toUpperCase();
  const symbol = customSymbols[code];
  if (symbol) {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
    return `${number} ${symbol}`;
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'symbol' }).format(
    amount,
  );
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "now", "5 minutes ago", "in 2 hours", "yesterday": how far `iso` is from `now`, in the largest whole unit, worded
 * by the language (`Intl.RelativeTimeFormat`). Less than a minute away reads as now. Empty for an invalid input.
 */
export function formatRelativeTime(iso: string | Date, now: Date = new Date(), { locale = getLocale() }: Pick<Options, 'locale'> = {}): string {
  const date = toDate(iso);
  if (!date) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = date.getTime() - now.getTime();
  for (const [unit, ms] of relativeUnits) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.trunc(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
