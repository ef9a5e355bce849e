/**
 * The new-region test: a copy of the repository gets a third region from `tests/fixtures/new-region/` by the
 * maintainers' guide's steps and builds it (`npm run test:new-region`; `npm test` runs it). One build, so one
 * worker and a long timeout.
 */
const swc = ['@swc/jest', {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}, module: {type: 'commonjs'}}];

/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/new-region/**/*.test.ts'],
  transform: {'^.+\\.(t|j)s$': swc},
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
  testTimeout: 600000,
  maxWorkers: 1,
};
