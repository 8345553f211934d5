import formatjs from '@formatjs/unplugin/vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { cataloguesDir, messageOptions, readLocaleCatalogues, translatedLocales } from './catalogues.ts';

/** `import('virtual:clutch-catalogue/pt-BR')`: every catalogue of that locale, compiled. */
const VIRTUAL_PREFIX = 'virtual:clutch-catalogue/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/**
 * Compiles a locale's catalogue files into one module of parsed messages when it is imported, in the build, the
 * dev server and the tests alike: nothing compiled is committed and there is no step to forget. A message without
 * a translation yet is left out, so it shows in English.
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'clutch:compiled-catalogues',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const locale = id.slice(RESOLVED_PREFIX.length);
      if (!translatedLocales.includes(locale)) this.error(`No catalogue for the locale ${locale}.`);
      const compiled: Record<string, unknown> = {};
      for (const [unit, catalogue] of Object.entries(readLocaleCatalogues(locale))) {
        this.addWatchFile(path.join(cataloguesDir, locale, `${unit}.json`));
        for (const [messageId, entry] of Object.entries(catalogue)) {
          if (entry.translation) compiled[messageId] = parse(entry.translation);
        }
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

/**
 * Messages arrive in the browser already parsed (the English in the code by `@formatjs/unplugin`, the others by
 * the catalogue plugin), so the production bundle swaps intl-messageformat's parser for its stub.
 */
function noRuntimeParser(): Plugin {
  const stub = path.join(path.dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser')), 'no-parser.js');
  return {
    name: 'clutch:no-runtime-message-parser',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: stub }] } }),
  };
}

/** The web client's i18n build: message ids and parsed English in the code, compiled catalogues, no parser. */
export function i18n(): Plugin[] {
  return [
    formatjs({ ...messageOptions, additionalFunctionNames: [...messageOptions.additionalFunctionNames], ast: true, flatten: false }),
    compiledCatalogues(),
    noRuntimeParser(),
  ].flat();
}
