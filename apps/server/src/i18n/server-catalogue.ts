/**
 * A translation: text with `{0}`, `{1}`… where the English had its values, or a function of those values when
 * the words around a value depend on it (plurals).
 */
export type Translation = string | ((...values: string[]) => string);

/**
 * The server's catalogue for one language, keyed by the English text the code writes (gettext style: the throw
 * sites stay as they are). A template literal's values are keyed as `{0}`, `{1}`… in order of appearance.
 */
export type ServerCatalogue = Record<string, Translation>;
