// ESLint (flat config): typescript-eslint strict + stylistic with type information, the rules of React hooks,
// accessibility of JSX, one import order, the layers (regions/ and src/data, then src/lib, then the rest: imports
// only point down, types included, and never run in a circle) and the component rooms (a lower room never
// imports a higher one).
// `npm run lint:eslint` checks, `npm run fix:eslint` applies the fixable findings.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import {noImportCircle} from './scripts/lint/importCircle.mjs';

/** The component rooms, lowest first, and the rooms each may import from (`src/components/README.md`). */
const ROOMS = {
  kit: [],
  visitor: ['kit'],
  poker: ['kit'],
  content: ['kit', 'poker'],
  download: ['kit', 'visitor'],
  shell: ['kit', 'visitor', 'poker', 'content', 'download'],
  home: ['kit', 'visitor', 'poker', 'content', 'download'],
};

/**
 * An import path that reaches into one of `rooms`: by the site alias, or relatively from a component folder
 * (`src/components/<room>/<Component>/…`, so the climb ends in `components/`).
 */
function roomImportPattern(rooms) {
  const names = rooms.join('|');
  return `^(?:@site/src/components/|(?:\\.\\./)+(?:components/)?)(?:${names})(?:/|$)`;
}

/**
 * `site/` (paths, routes, the sitemap reader, build file names) is the floor under plugins, scripts, the edge
 * and tests: it imports none of them, so each of them can import it.
 */
const SITE_PATTERNS = [
  {
    regex: '^(?:@site/|(?:\\.\\./)+)(?:plugins|scripts|server|tests)(?:/|$)',
    message:
      'site/ is shared by plugins, scripts, the edge and tests, so it imports none of them (docs/architecture.md).',
  },
];

/** The edge runs on Workers, which have no file system: from `site/` it imports only `buildFiles`. */
const edgeSiteImports = {
  regex: '^(?:@site/|(?:\\.\\./)+)site/(?!buildFiles$)',
  message: 'The edge runs on Workers, which have no file system: from site/ it imports only buildFiles.',
};

/**
 * The layers under the components, lowest first: each imports only from the layers below it, types included
 * (docs/architecture.md). Each lists the folders it must not reach, by the site alias or relatively.
 */
const ABOVE_LOGIC = ['components', 'theme', 'hooks', 'admin', 'boot', 'clientModules', 'stubs'].map(
  (room) => `src/${room}`,
);
const LAYERS = [
  {
    name: 'regions',
    files: ['regions/**'],
    above: ['src', 'site', 'plugins', 'server', 'scripts', 'tests'],
    message: 'regions/ is the ground floor: it imports only other region files.',
  },
  {
    name: 'data',
    files: ['src/data/**'],
    above: ['src/lib', ...ABOVE_LOGIC],
    message: 'src/data sits on regions/ only: logic, components and the rest import it, never the other way.',
  },
  {
    name: 'lib',
    files: ['src/lib/**'],
    above: ABOVE_LOGIC,
    message: 'Logic imports only src/lib, src/data and regions/: components, hooks, theme slots and apps sit above it.',
  },
];

/**
 * An import path that reaches one of `folders` (repository paths such as `src/lib`): by the site alias, or by
 * climbing relatively (from `src/data/x.ts`, `../lib/y`; from `regions/x.ts`, `../src/lib/y`).
 */
function folderImportPattern(folders) {
  const alternatives = folders
    .map((folder) => {
      const [first, ...rest] = folder.split('/');
      const tail = rest.length > 0 ? `(?:${first}/)?${rest.join('/')}` : first;
      return `(?:@site/${folder}|(?:\\.\\./)+${tail})`;
    })
    .join('|');
  return `^(?:${alternatives})(?:/|$)`;
}

const layerRules = LAYERS.map(({name, files, above, message}) => ({
  name: `layers/${name}`,
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {patterns: [{regex: folderImportPattern(above), message: `${message} (docs/architecture.md)`}]},
    ],
  },
}));

const roomRules = Object.entries(ROOMS).map(([room, allowed]) => {
  const forbidden = Object.keys(ROOMS).filter((other) => other !== room && !allowed.includes(other));
  return {
    name: `rooms/${room}`,
    files: [`src/components/${room}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: roomImportPattern(forbidden),
              message: `The ${room} room may import only from ${allowed.join(', ') || 'nothing else in src/components'} (src/components/README.md).`,
            },
          ],
        },
      ],
    },
  };
});

export default defineConfig(
  globalIgnores([
    // A region folder written for its place in a copy of the repository (tests/new-region), not for this one.
    'tests/fixtures/new-region/',
    // Planted layer breaks, linted on purpose by tests/unit/eslint.config.test.ts.
    'tests/fixtures/layers/',
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

  ...roomRules,

  {
    name: 'rooms/site',
    files: ['site/**'],
    rules: {'no-restricted-imports': ['error', {patterns: SITE_PATTERNS}]},
  },

  {
    name: 'rooms/site build file names',
    files: ['site/buildFiles.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SITE_PATTERNS,
            {
              regex: '.',
              message: 'The build file names are read on Workers too: this file imports nothing.',
            },
          ],
        },
      ],
    },
  },

  {
    name: 'rooms/edge',
    files: ['server/**'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [edgeSiteImports]}],
    },
  },

  {
    // The shared app and the Workers entry run on Workers: no Node built-ins, nothing from the Node adapter.
    name: 'rooms/edge core and worker',
    files: ['server/core/**', 'server/worker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            edgeSiteImports,
            {
              regex: '^node:',
              message: 'server/core and server/worker run on Workers: Node built-ins belong in server/node.',
            },
            {regex: '(?:^|/)node/', message: 'server/core and server/worker never import the Node adapter.'},
          ],
        },
      ],
    },
  },

  ...layerRules,

  {
    name: 'layers/no import circle',
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: {layers: {rules: {'no-import-circle': noImportCircle}}},
    rules: {'layers/no-import-circle': 'error'},
  },

  {
    name: 'rooms/boot',
    files: ['src/boot/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?:@site/src/|(?:\\.\\./)+)(?:components|theme|hooks|clientModules)(?:/|$)|^react(?:-dom)?$|^@docusaurus/',
              message: 'The boot script runs on every page before the app: it imports only src/lib and src/data.',
            },
          ],
        },
      ],
    },
  },
);
