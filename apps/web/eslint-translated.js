/**
 * Every user-visible string of the web client goes through the catalogues (docs/ARCHITECTURE.md "Languages"): in any
 * component a JSX text or a text-bearing attribute written as a plain literal is an error. Tests may write English.
 */
const translated = ['apps/web/src/**/*.tsx'];

const message = 'User-visible text goes through the catalogue: t({ defaultMessage: … }) (docs/ARCHITECTURE.md, Languages).';

/** `alsoRestricted`: the repo-wide no-restricted-syntax selectors, restated because a later rule entry replaces them. */
export const translatedText = (...alsoRestricted) => [
  {
    files: translated,
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...alsoRestricted,
        // The product's name is not translated.
        { selector: 'JSXText[value=/[A-Za-z]/]:not([value=/^[^A-Za-z]*Clutch[^A-Za-z]*$/])', message },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label|description|toggleLabel|eyebrow|buttonLabel)$/] > Literal[value=/[A-Za-z]/]',
          message,
        },
      ],
    },
  },
];
