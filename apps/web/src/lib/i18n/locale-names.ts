import type { Locale } from '@clutch/contract/locales';

/** Each language named in itself, as language pickers do, so a reader finds theirs whatever the page's language. */
export const localeNames: Record<Locale, { name: string; short: string }> = {
  en: { name: 'English', short: 'EN' },
  'pt-BR': { name: 'Português', short: 'PT' },
};
