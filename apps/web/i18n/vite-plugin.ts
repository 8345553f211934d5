import formatjs from '@formatjs/unplugin/vite';
import { parse } from '@formatjs/icu-messageformat-parser';
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
          if (!entry.translation) continue;
          const parsed = parse(entry.translation);
          // Plain text stays a string, as in the code (plainTextMessages).
          compiled[messageId] = parsed.length === 1 && parsed[0]!.type === 0 ? parsed[0]!.value : parsed;
        }
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

/** `defaultMessage: [{"type":0,"value":"Sign in"}]` as the transform writes a message with no argument or tag. */
const PLAIN_TEXT_AST = /defaultMessage: \[\{"type":0,"value":("(?:[^"\\]|\\.)*")\}\]/g;

/**
 * A message with no argument, plural or tag is its own text: the code keeps it as a string (translate.ts returns
 * it as it is) instead of a parsed message, which is most of the landing's messages and a kilobyte of its budget.
 */
function plainTextMessages(): Plugin {
  return {
    name: 'clutch:plain-text-messages',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('defaultMessage: [{"type":0')) return undefined;
      return { code: code.replace(PLAIN_TEXT_AST, 'defaultMessage: $1'), map: null };
    },
  };
}

/** The web client's i18n build: message ids and parsed English in the code, and the compiled catalogues. */
export function i18n(): Plugin[] {
  return [
    formatjs({ ...messageOptions, additionalFunctionNames: [...messageOptions.additionalFunctionNames], ast: true, flatten: false }),
    plainTextMessages(),
    compiledCatalogues(),
  ].flat();
}
