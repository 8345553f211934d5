import type { Locale } from '@clutch/contract/locales';
import { ptBR } from './pt-BR.ts';
import type { ServerCatalogue, Translation } from './server-catalogue.ts';

interface Compiled {
  exact: Map<string, Translation>;
  /** Most literal text first, so "A team has at most {0} players." wins over "{0}; this team has {1}.". */
  templates: { pattern: RegExp; translation: Translation }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: ServerCatalogue): Compiled {
  const exact = new Map<string, Translation>();
  const templates: (Compiled['templates'][number] & { literal: number })[] = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    if (!/\{\d+\}/.test(english)) {
      exact.set(english, translation);
      continue;
    }
    const parts = english.split(/\{\d+\}/);
    templates.push({
      pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.*?)')}$`, 's'),
      translation,
      literal: parts.join('').length,
    });
  }
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

const catalogues: Record<Exclude<Locale, 'en'>, Compiled> = { 'pt-BR': compile(ptBR) };

const fill = (translation: Translation, values: string[]) =>
  typeof translation === 'function' ? translation(...values) : translation.replace(/\{(\d+)\}/g, (_, i: string) => values[Number(i)] ?? '');

/**
 * The English message in `locale`. A message built from a template is matched back to it, and each value inside
 * is translated too when the catalogue knows it (a status word, a rule's sentence). Unknown text stays English.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const { exact, templates } = catalogues[locale];
  const direct = exact.get(message);
  if (direct !== undefined) return fill(direct, []);
  for (const { pattern, translation } of templates) {
    const match = pattern.exec(message);
    if (match) return fill(translation, match.slice(1).map((value) => translateMessage(value, locale)));
  }
  return message;
}
