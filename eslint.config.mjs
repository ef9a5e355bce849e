// ESLint (flat config): typescript-eslint strict + stylistic with type information, the rules of React hooks,
// accessibility of JSX and one import order. Which folder may import which (the floors, the component rooms, no
// import circle) is dependency-cruiser's, for every folder at once: `.dependency-cruiser.cjs`, `npm run lint:layers`.
// `npm run lint:eslint` checks, `npm run fix:eslint` applies the fixable findings.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    // A region folder written for its place in a copy of the repository (tests/new-region), not for this one.
    'tests/fixtures/new-region/',
    'build/',
    'build-*/',
    '.docusaurus/',
    '.generated/',
    'node_modules/',
    'static/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'bench/tmp/',
  ]),

  {
    name: 'typescript',
    files: ['**/*.{ts,tsx,mjs,js}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    plugins: {'simple-import-sort': simpleImportSort},
    rules: {
      // Groups: side effects, Node built-ins, packages, this site (`@site/`), then the folder's own files.
      'simple-import-sort/imports': [
        'error',
        {groups: [['^\\u0000'], ['^node:'], ['^(?!@site/)@?\\w'], ['^@site/'], ['^\\.']]},
      ],
      'simple-import-sort/exports': 'error',
      // Template literals hold numbers in log lines and messages all over; only objects and unknowns are bugs.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // `_name` marks a parameter a callback signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // `onClick={() => setOpen(false)}`: a shorthand arrow that hands on a void call is the plain React handler.
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
      // `label || text` on strings deliberately treats an empty string as missing; `??` would keep the ''.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', {ignorePrimitives: {string: true}}],
    },
  },

  {
    name: 'javascript (no type information: the .mjs scripts and configs are outside tsconfig)',
    files: ['**/*.{mjs,js}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    name: 'react',
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // A missing dependency is a stale-value bug, not a style point.
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  {
    name: 'tests',
    files: ['tests/**'],
    rules: {
      // `expect(fake.method).toHaveBeenCalled()` reads a jest mock, which has no `this` to lose.
      '@typescript-eslint/unbound-method': 'off',
      // A test's `!` states what it expects to find; when that is wrong the test fails on the spot.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes of async APIs (fetch, loaders, chat vendors) are async functions that need not await anything.
      '@typescript-eslint/require-await': 'off',
      // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` means none.
      'no-empty-pattern': ['error', {allowObjectPatternsAsParameters: true}],
    },
  },
);
