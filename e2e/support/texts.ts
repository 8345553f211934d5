import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Language = 'en' | 'pt-BR';

interface Entry {
  message: string;
  description?: string;
  translation: string;
}

const cataloguesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales/pt-BR');

/** Every Portuguese translation of the web catalogues, by its English text (and description where one is given). */
const portuguese = new Map<string, string>();
for (const file of fs.readdirSync(cataloguesDir).filter((f) => f.endsWith('.json'))) {
  const entries = JSON.parse(fs.readFileSync(path.join(cataloguesDir, file), 'utf8')) as Record<string, Entry>;
  for (const entry of Object.values(entries)) {
    portuguese.set(`${entry.message}\u0000${entry.description ?? ''}`, entry.translation);
    if (!portuguese.has(entry.message)) portuguese.set(entry.message, entry.translation);
  }
}

/**
 * The text a screen shows in `language` for the English `message` of the web catalogues, its simple `{name}`
 * placeholders filled: journeys that run in both languages name what they click the way a user reads it.
 */
export function textIn(language: Language, message: string, values: Record<string, string | number> = {}, description?: string) {
  let text = message;
  if (language === 'pt-BR') {
    const translated = (description !== undefined ? portuguese.get(`${message}\u0000${description}`) : undefined) ?? portuguese.get(message);
    if (translated === undefined) throw new Error(`No Portuguese for "${message}" in apps/web/src/locales/pt-BR`);
    text = translated;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A message that is one plural argument, `{n, plural, =0 {…} one {…} other {…}}`, as a screen shows it in `language`
 * for `count`: the exact branch, else the language's plural category, else `other`, with `#` as the number.
 */
export function pluralIn(language: Language, message: string, count: number, description?: string) {
  const text = textIn(language, message, {}, description);
  const branches = new Map([...text.matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
  const chosen = branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(language).select(count)) ?? branches.get('other');
  if (chosen === undefined) throw new Error(`"${message}" in ${language} has no branch for ${count}`);
  return chosen.replaceAll('#', String(count));
}
