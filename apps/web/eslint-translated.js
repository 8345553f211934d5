/**
 * The web folders whose every user-visible string goes through the catalogues (docs/ARCHITECTURE.md
 * "Languages"): here a JSX text or a text-bearing attribute written as a plain literal is an error. A feature joins
 * the list when it is translated, until every folder is in it.
 */
const translated = [
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/features/landing/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/settings/**/*.tsx',
  'apps/web/src/features/{team-invites,dashboard,search,profile,legal,discover,notifications,teams,players,stories,help,friends}/**/*.tsx',
  'apps/web/src/components/locale-*.tsx',
  'apps/web/src/components/ui/*.tsx',
  'apps/web/src/features/tournaments/**/*.tsx',
  'apps/web/src/components/tournament/**/*.tsx',
  'apps/web/src/features/organizer/**/*.tsx',
  'apps/web/src/features/{billing,games,competition,tickets,targets}/**/*.tsx',
];

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
