/** Jest: units (src/lib), components (Testing Library, jsdom) and content checks. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

/**
 * The MDX toolchain behind `npm run check` (unified, remark, micromark, the mdast/hast/estree utilities, the MDX
 * compiler) ships as ES modules only: Jest compiles these packages to CommonJS like the tests, so the check's
 * rules run in a test on a real syntax tree instead of in a spawned process.
 */
const ESM_ONLY = [
  '@mdx-js',
  '@ungap',
  'bail',
  'ccount',
  'character-',
  'collapse-white-space',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'esast-',
  'escape-string-regexp',
  'estree-',
  'fault',
  'hast-',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal|plain-obj)',
  'longest-streak',
  'markdown-',
  'mdast-',
  'micromark',
  'parse-entities',
  'property-information',
  'recma-',
  'rehype-',
  'remark-',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'unified',
  'unist-',
  'vfile',
  'zwitch',
];

/** node_modules are not transformed, except the ES-module-only packages above. */
export const esmOnlyTransformed = `/node_modules/(?!(?:${ESM_ONLY.join('|')}))`;

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['<rootDir>/tests/{unit,components,content}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  transform: {'^.+\\.(t|j)sx?$': swc},
  transformIgnorePatterns: [esmOnlyTransformed],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/mocks/cssModule.ts',
    '\\.css$': '<rootDir>/tests/mocks/empty.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/docusaurus/Link.tsx',
    '^@docusaurus/Translate$': '<rootDir>/tests/mocks/docusaurus/Translate.tsx',
    '^@docusaurus/router$': '<rootDir>/tests/mocks/docusaurus/router.ts',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/mocks/docusaurus/useBaseUrl.ts',
    '^@docusaurus/useGlobalData$': '<rootDir>/tests/mocks/docusaurus/useGlobalData.ts',
    '^@generated/collections/default/collections\\.json$': '<rootDir>/tests/mocks/docusaurus/generatedCollections.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/mocks/docusaurus/useDocusaurusContext.ts',
    '^@docusaurus/Head$': '<rootDir>/tests/mocks/docusaurus/Head.tsx',
    '^@docusaurus/BrowserOnly$': '<rootDir>/tests/mocks/docusaurus/BrowserOnly.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/mocks/docusaurus/useIsBrowser.ts',
    '^@docusaurus/theme-common$': '<rootDir>/tests/mocks/docusaurus/themeCommon.tsx',
    '^@theme/Heading$': '<rootDir>/tests/mocks/docusaurus/ThemeHeading.tsx',
    // Exported for `import` only; the MDX compiler needs it.
    '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js',
  },
  clearMocks: true,
  // Above the 15 s bound of a wait for a state (tests/setup/jest.setup.ts); 5 s, Jest's default, is a speed limit.
  testTimeout: 30_000,
};
