import { defaultLocale, locales } from '@clutch/contract/locales';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogueUnits, extractMessages, readLocaleCatalogues, translatedLocales } from '../../i18n/catalogues.ts';

/** The arguments and tags a message uses: a translation must use the same ones, or values go missing. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0) into.add(String(element.value));
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

const units = catalogueUnits().map((unit) => ({ ...unit, messages: extractMessages(unit.dir) }));

describe('translation catalogues (npm run i18n:extract brings them in step)', () => {
  it('has a catalogue folder for every language but English', () => {
    expect(translatedLocales).toEqual(locales.filter((l) => l !== defaultLocale));
  });

  describe.each(translatedLocales)('%s', (locale) => {
    const catalogues = readLocaleCatalogues(locale);

    it('translates every message the code uses', () => {
      const missing = units.flatMap(({ name, messages }) =>
        Object.entries(messages)
          .filter(([id]) => !catalogues[name]?.[id]?.translation)
          .map(([, m]) => `${name}: ${m.defaultMessage}`),
      );
      expect(missing, `untranslated in src/locales/${locale}/`).toEqual([]);
    });

    it('holds no message the code no longer uses, and quotes the English as the code writes it', () => {
      const byName = new Map(units.map((u) => [u.name, u.messages]));
      const stale = Object.entries(catalogues).flatMap(([unit, catalogue]) =>
        Object.entries(catalogue)
          .filter(([id, entry]) => byName.get(unit)?.[id]?.defaultMessage !== entry.message)
          .map(([, entry]) => `${unit}: ${entry.message}`),
      );
      expect(stale, `stale in src/locales/${locale}/`).toEqual([]);
    });

    it('keeps every argument and tag of the English, in valid ICU', () => {
      const mismatched = Object.entries(catalogues).flatMap(([unit, catalogue]) =>
        Object.values(catalogue)
          .filter((entry) => entry.translation)
          .filter((entry) => {
            const english = [...argumentsOf(parse(entry.message))].sort();
            return JSON.stringify([...argumentsOf(parse(entry.translation))].sort()) !== JSON.stringify(english);
          })
          .map((entry) => `${unit}: ${entry.translation}`),
      );
      expect(mismatched).toEqual([]);
    });

    it('translates a message shared by two folders the same way in both', () => {
      const seen = new Map<string, string>();
      const conflicts: string[] = [];
      for (const catalogue of Object.values(catalogues)) {
        for (const [id, entry] of Object.entries(catalogue)) {
          const earlier = seen.get(id);
          if (earlier !== undefined && earlier !== entry.translation) conflicts.push(entry.message);
          seen.set(id, entry.translation);
        }
      }
      expect(conflicts).toEqual([]);
    });
  });
});
