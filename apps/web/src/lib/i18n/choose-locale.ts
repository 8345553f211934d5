import type { Locale } from '@clutch/contract/locales';
import { activateLocale } from './i18n-store.ts';
import { writeLocaleCookie } from './locale-preference.ts';

/**
 * A person picks a language: the page switches at once and this browser keeps it (cookie). A signed-in user's
 * account keeps it too, for their other browsers and their e-mails: pass `saveOnAccount` (PUT /users/me/locale
 * through the caller's own client: the app's, or the landing's lean one).
 */
export async function chooseLocale<T>(locale: Locale, saveOnAccount?: (locale: Locale) => Promise<T>): Promise<T | undefined> {
  writeLocaleCookie(locale);
  await activateLocale(locale);
  return saveOnAccount?.(locale);
}
