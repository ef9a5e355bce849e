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

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  testMatch: ['<rootDir>/tests/{unit,components,content}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  transform: {'^.+\\.(t|j)sx?$': swc},
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/mocks/cssModule.ts',
    '\\.css$': '<rootDir>/tests/mocks/empty.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/docusaurus/Link.tsx',
    '^@docusaurus/Translate$': '<rootDir>/tests/mocks/docusaurus/Translate.tsx',
    '^@docusaurus/router$': '<rootDir>/tests/mocks/docusaurus/router.ts',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/mocks/docusaurus/useBaseUrl.ts',
    '^@docusaurus/useGlobalData$': '<rootDir>/tests/mocks/docusaurus/useGlobalData.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/mocks/docusaurus/useDocusaurusContext.ts',
    '^@docusaurus/Head$': '<rootDir>/tests/mocks/docusaurus/Head.tsx',
    '^@docusaurus/BrowserOnly$': '<rootDir>/tests/mocks/docusaurus/BrowserOnly.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/mocks/docusaurus/useIsBrowser.ts',
    '^@docusaurus/theme-common$': '<rootDir>/tests/mocks/docusaurus/themeCommon.tsx',
    '^@theme/Heading$': '<rootDir>/tests/mocks/docusaurus/ThemeHeading.tsx',
  },
  clearMocks: true,
};
