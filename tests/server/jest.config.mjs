/**
 * The server suite: the site app on Node (`server/node/listen.ts`) and on workerd (the deploy bundle in Miniflare,
 * scripts/edge/workerdDirect.ts), both serving
 * the production build; started once for the whole suite (global-setup.ts). `npm test` runs it after the
 * builds: `npx jest -c tests/server/jest.config.mjs`.
 */
import {esmOnlyTransformed} from '../../jest.config.mjs';

const swc = ['@swc/jest', {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}, module: {type: 'commonjs'}}];

/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
  // The edge imports src/lib, which uses ES-module-only packages (parse-entities): compiled like the tests.
  transform: {'^.+\\.(t|j)s$': swc},
  transformIgnorePatterns: [esmOnlyTransformed],
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
  globalSetup: '<rootDir>/tests/server/global-setup.ts',
  globalTeardown: '<rootDir>/tests/server/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
