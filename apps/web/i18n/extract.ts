/**
 * `npm run i18n:extract`: reads every message the web client's code uses and brings each translated catalogue
 * (src/locales/<locale>/<unit>.json) in step: new messages arrive with an empty translation, unused ones leave.
 * Then fill in the empty translations; `src/locales/catalogues.test.ts` fails while one is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogueFile, catalogueUnits, extractMessages, mergeCatalogue, readCatalogue, translatedLocales, webRoot, writeCatalogue } from './catalogues.ts';

let untranslated = 0;
const written = new Set<string>();
for (const unit of catalogueUnits()) {
  const extracted = extractMessages(unit.dir);
  if (Object.keys(extracted).length === 0) continue;
  for (const locale of translatedLocales) {
    const file = catalogueFile(locale, unit.name);
    const catalogue = mergeCatalogue(extracted, readCatalogue(file));
    writeCatalogue(file, catalogue);
    written.add(file);
    const missing = Object.values(catalogue).filter((e) => !e.translation).length;
    untranslated += missing;
    console.log(`${path.relative(webRoot, file)}: ${Object.keys(catalogue).length} messages${missing ? `, ${missing} to translate` : ''}`);
  }
}
for (const locale of translatedLocales) {
  const dir = path.dirname(catalogueFile(locale, 'x'));
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const file = path.join(dir, name);
    if (!written.has(file)) {
      fs.rmSync(file);
      console.log(`${path.relative(webRoot, file)}: removed, no code uses it`);
    }
  }
}
if (untranslated) console.log(`${untranslated} messages wait for a translation.`);
