// Kept free of zod so the landing's entry can import it without the schema library.

/** The languages Clutch speaks. English is the default and the language the code is written in. */
export const locales = ['en', 'pt-BR'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale = 'en' satisfies Locale;

/** The cookie that keeps a browser's choice (DESIGN.md §2 languages); an account's choice is on the user. */
export const LOCALE_COOKIE = 'clutch_locale';

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/**
 * The supported locale a language tag asks for, or null. Any Portuguese (`pt`, `pt-PT`, `pt-AO`) gets `pt-BR`: the
 * only Portuguese we write, and closer to what a Portuguese or Angolan reader wants than English.
 */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-BR';
  return null;
}

/** The best supported locale of an `Accept-Language` header, by its q-values; null when none matches. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}
