import { defaultLocale, isLocale, LOCALE_COOKIE, matchLocale, negotiateLocale, type Locale } from '@clutch/contract/locales';
import { embeddedLocale } from '@/lib/embedding.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language this browser chose, if it chose one. */
export function readLocaleCookie(): Locale | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(decodeURIComponent(value ?? ''))) return decodeURIComponent(value!) as Locale;
  }
  return null;
}

/** Readable by the server, which names the language in the first paint's `<html lang>` on the next visit. */
export function writeLocaleCookie(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * The language the page starts in. The server already chose it for `<html lang>` (the account's, else the
 * cookie's, else `Accept-Language`'s: apps/server/src/plugins/web-client.ts); Vite's dev server serves the page
 * as written, so there the cookie and the browser's languages decide.
 */
export function initialLocale(): Locale {
  // A framed page's host may name the language (`?lang=`); the server wrote it into `<html lang>` too.
  const hosts = embeddedLocale(window.location);
  if (hosts) return hosts;
  if (!import.meta.env.DEV) return matchLocale(document.documentElement.lang) ?? defaultLocale;
  return readLocaleCookie() ?? negotiateLocale(navigator.languages.join(',')) ?? defaultLocale;
}
