import type { Locale } from '@clutch/contract/locales';
import { landingPaths, sendJson } from './landing-http.ts';

/** PUT /users/me/locale: a signed-in visitor's language choice, kept on the account. */
export const saveLocale = (locale: Locale) => sendJson('PUT', landingPaths.locale, { locale });
