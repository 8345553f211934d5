import type { Locale } from '@clutch/contract/locales';
import { chooseLocale } from '@/lib/i18n/choose-locale.ts';
import { saveLocale } from '../api/save-locale.ts';

/** The page switches and the cookie keeps the choice even if saving it on the account fails; sign-in carries it over. */
export async function chooseLandingLocale(locale: Locale, signedIn: boolean) {
  try {
    await chooseLocale(locale, signedIn ? saveLocale : undefined);
  } catch {
    // The account keeps its previous language until the next sign-in adopts this browser's cookie.
  }
}
