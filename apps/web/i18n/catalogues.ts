/**
 * The build side of the web client's translations (docs/decisions/010-languages.md): which source folders own a
 * catalogue, how their messages are extracted, and how a catalogue file reads and writes. Used by the extract
 * script, the Vite plugin that compiles catalogues, and the test that keeps them complete.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const webRoot = path.resolve(import.meta.dirname, '..');
export const srcDir = path.join(webRoot, 'src');
export const cataloguesDir = path.join(srcDir, 'locales');

/**
 * Every language but English (the source text, written in the code): one folder each under src/locales. Read from
 * the folders because Vite loads its config without TypeScript for workspace packages; the catalogue test checks
 * they are the contract's `locales`.
 */
export const translatedLocales: string[] = fs
  .readdirSync(cataloguesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** The build transform and the extractor must agree on these, or the ids in the code and the catalogues differ. */
export const messageOptions = {
  additionalFunctionNames: ['t', 'validationMessage'],
  idInterpolationPattern: '[sha512:contenthash:base64:6]',
} as const;

/** A message as the code writes it. */
export interface SourceMessage {
  defaultMessage: string;
  description?: string;
}

/** One entry of a translated catalogue: the English it translates, and the translation (empty until written). */
export interface CatalogueEntry {
  message: string;
  description?: string;
  translation: string;
}
export type Catalogue = Record<string, CatalogueEntry>;

/**
 * The folders that own a catalogue file: each feature, and the shared `app`, `components` and `lib`. A catalogue
 * per feature lets two people translate two features without touching the same file.
 */
export function catalogueUnits(): { name: string; dir: string }[] {
  const features = fs
    .readdirSync(path.join(srcDir, 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ name: d.name, dir: path.join(srcDir, 'features', d.name) }));
  const shared = ['app', 'components', 'lib'].map((name) => ({ name, dir: path.join(srcDir, name) }));
  return [...shared, ...features].sort((a, b) => a.name.localeCompare(b.name));
}

const formatjsBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/** The messages the code of one folder uses (tests excluded), by id, read by `formatjs extract`. */
export function extractMessages(dir: string): Record<string, SourceMessage> {
  const output = execFileSync(
    process.execPath,
    [
      formatjsBin,
      'extract',
      `${dir}/**/*.{ts,tsx}`,
      '--ignore',
      '**/*.test.{ts,tsx}',
      '--additional-function-names',
      messageOptions.additionalFunctionNames.join(','),
      '--id-interpolation-pattern',
      messageOptions.idInterpolationPattern,
      '--throws',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output) as Record<string, SourceMessage>;
}

export const catalogueFile = (locale: string, unit: string) => path.join(cataloguesDir, locale, `${unit}.json`);

export function readCatalogue(file: string): Catalogue {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue) : {};
}

/** Every catalogue file of a locale, by unit name. */
export function readLocaleCatalogues(locale: string): Record<string, Catalogue> {
  const dir = path.join(cataloguesDir, locale);
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -'.json'.length), readCatalogue(path.join(dir, f))]),
  );
}

/** Sorted by the English text, so a file reads like a glossary and diffs stay small. */
export function writeCatalogue(file: string, catalogue: Catalogue) {
  const sorted = Object.entries(catalogue).sort(
    ([ia, a], [ib, b]) => a.message.localeCompare(b.message, 'en') || ia.localeCompare(ib),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
}

/** The catalogue the code asks for: existing translations kept, new messages added untranslated, unused ones gone. */
export function mergeCatalogue(extracted: Record<string, SourceMessage>, existing: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(extracted).map(([id, { defaultMessage, description }]) => [
      id,
      { message: defaultMessage, ...(description ? { description } : {}), translation: existing[id]?.translation ?? '' },
    ]),
  );
}
