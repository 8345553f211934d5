/**
 * Spec §9: a message's time reads 'now' under a minute, then minutes under an hour, then the time of day (with
 * the date once it is not today).
 */
export type ChatTime = { kind: 'now' } | { kind: 'minutes'; minutes: number } | { kind: 'time'; text: string };

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, withDate: boolean) {
  const key = `${locale}|${withDate}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, withDate ? { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } : { hour: 'numeric', minute: '2-digit' });
    formats.set(key, f);
  }
  return f;
}

export function chatTime(createdAt: string, now: Date, locale: string): ChatTime {
  const date = new Date(createdAt);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 60_000) return { kind: 'now' };
  if (elapsed < 60 * 60_000) return { kind: 'minutes', minutes: Math.floor(elapsed / 60_000) };
  return { kind: 'time', text: format(locale, date.toDateString() !== now.toDateString()).format(date) };
}
