import { defaultLocale, type Locale } from '@clutch/contract/locales';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A translated language's messages by id (built from src/locales/<locale>/*.json): parsed, or plain text when they
 * have no argument or tag.
 */
export type CompiledCatalogue = Record<string, string | MessageFormatElement[]>;

export interface I18nState {
  locale: Locale;
  catalogue: CompiledCatalogue;
}

/** Only the languages a visitor chooses are downloaded: English lives in the code itself. */
const loaders: Record<Exclude<Locale, typeof defaultLocale>, () => Promise<{ default: CompiledCatalogue }>> = {
  'pt-BR': () => import('virtual:clutch-catalogue/pt-BR'),
};

let state: I18nState = { locale: defaultLocale, catalogue: {} };
const listeners = new Set<() => void>();
let activation = 0;

export const getI18nState = (): I18nState => state;
export const getLocale = (): Locale => state.locale;

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the locale's catalogue (once; the module cache keeps it), makes it the active one, names it on
 * `<html lang>` and re-renders every component that translates. When two switches overlap, the last one wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const mine = ++activation;
  const catalogue = locale === defaultLocale ? {} : (await loaders[locale]()).default;
  if (mine !== activation) return;
  state = { locale, catalogue };
  // The build's prerender (src/entry-server.tsx) renders in Node, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}
