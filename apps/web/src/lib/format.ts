/**
 * Display formatting shared by every feature. Timestamps are stored in UTC and shown in the viewer's time zone with
 * the zone named (DESIGN.md §5.10); money carries its currency, with Angola's kwanza shown as "Kz".
 */

type Options = { locale?: string; timeZone?: string };

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(kind: 'date' | 'dateTime', { locale = 'en', timeZone }: Options): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(kind === 'dateTime' ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
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

/** "Mar 12, 2026": the calendar day in the viewer's zone. Empty for an invalid input. */
export function formatDate(iso: string | Date, options: Options = {}): string {
  const date = toDate(iso);
  return date ? dateTimeFormat('date', options).format(date) : '';
}

/** Symbols we write ourselves: Intl prints AOA as "AOA" in most locales; Angolans write "Kz". */
const customSymbols: Record<string, string> = { AOA: 'Kz' };

/**
 * "$1,500.00", "€20.00", "1,500.00 Kz". Amounts are in major units (the contract's convention); a free entry is still
 * formatted ("$0.00") — callers decide whether to say "Free".
 */
export function formatMoney(amount: number, currency: string, { locale = 'en' }: Pick<Options, 'locale'> = {}): string {
  const code = currency.toUpperCase();
  const symbol = customSymbols[code];
  if (symbol) {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
    return `${number} ${symbol}`;
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(
    amount,
  );
}
