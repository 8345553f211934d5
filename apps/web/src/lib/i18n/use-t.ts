import type { Locale } from '@clutch/contract/locales';
import { useMemo, useSyncExternalStore } from 'react';
import { getI18nState, subscribeI18n } from './i18n-store.ts';
import { translator, type Translate } from './translate.ts';

/** `const t = useT()`, then `t({ defaultMessage: 'Sign in' })`: re-renders when the language changes. */
// The server snapshot is the same store: the prerender (src/entry-server.tsx) renders in the page's language, and the
// client activates that language before it hydrates (main.tsx).
export function useT(): Translate {
  const state = useSyncExternalStore(subscribeI18n, getI18nState, getI18nState);
  return useMemo(() => translator(state), [state]);
}

/** The active locale, for `Intl` formatting in components that show no message of their own. */
export function useLocale(): Locale {
  const locale = () => getI18nState().locale;
  return useSyncExternalStore(subscribeI18n, locale, locale);
}
