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
