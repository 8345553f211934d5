/**
 * Interface strings that differ by locale. English is the default; the spec's stray Portuguese lives in `pt`
 * (DESIGN.md §4.4). Most texts are the spec's English and are written inline.
 */
const en = {
  loading: 'Loading...',
} as const;

type Messages = { [K in keyof typeof en]: string };

const pt: Messages = {
  loading: 'Carregando...',
};

const catalogues: Record<string, Messages> = { en, pt };

export function currentLocale(): 'en' | 'pt' {
  const lang = typeof navigator === 'undefined' ? 'en' : navigator.language.toLowerCase();
  return lang.startsWith('pt') ? 'pt' : 'en';
}

export function t(key: keyof Messages): string {
  return (catalogues[currentLocale()] ?? en)[key];
}
