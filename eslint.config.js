import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './apps/server/eslint-boundaries.js';
import { webBoundaries } from './apps/web/eslint-boundaries.js';
import { translatedText } from './apps/web/eslint-translated.js';

// ADR 011: the database schema is the one barrel; anywhere else `export *` hides where a thing lives.
const noBarrels = { selector: 'ExportAllDeclaration', message: 'No barrels (ADR 011): import from the file that defines the thing.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'e2e/.artifacts/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webBoundaries,
  ...serverBoundaries,
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/server/src/db/schema/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', noBarrels],
    },
  },
  // Comes after: for the translated folders it restates no-restricted-syntax with noBarrels among its selectors.
  ...translatedText(noBarrels),
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/seed/**', 'apps/server/src/server.ts', 'apps/web/i18n/extract.ts'],
    rules: { 'no-console': 'off' },
  },
);
