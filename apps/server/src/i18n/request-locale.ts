import { defaultLocale, isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '@clutch/contract/locales';
import type { FastifyRequest } from 'fastify';

/** The language this browser chose with the switch (the web client keeps it in a cookie). */
export function cookieLocale(request: FastifyRequest): Locale | null {
  const value = request.cookies?.[LOCALE_COOKIE];
  return isLocale(value) ? value : null;
}

/**
 * The language an API request asks for, if it asks: `Accept-Language` (the web client sends its active language
 * there, other clients their user's), else the browser's saved choice.
 */
export const askedLocale = (request: FastifyRequest): Locale | null =>
  negotiateLocale(request.headers['accept-language']) ?? cookieLocale(request);

/** The language to answer a request in: the one it asks for, else English. */
export const requestLocale = (request: FastifyRequest): Locale => askedLocale(request) ?? defaultLocale;

/** The language to write to a person in: their account's choice, else the one their request asked for, else English. */
export const recipientLocale = (user: { locale: string | null }, asked: Locale | null): Locale =>
  (isLocale(user.locale) ? user.locale : null) ?? asked ?? defaultLocale;

/**
 * The language of a page's first paint: the account's choice, else this browser's, else `Accept-Language`. A
 * browser's own `Accept-Language` is only its default, so an explicit choice beats it.
 */
export const pageLocale = (request: FastifyRequest, accountLocale: string | null | undefined): Locale =>
  (isLocale(accountLocale) ? accountLocale : null) ??
  cookieLocale(request) ??
  negotiateLocale(request.headers['accept-language']) ??
  defaultLocale;
