import '@testing-library/jest-dom';

import {configure} from '@testing-library/react';

import {installDialogPolyfill} from './dialog';

installDialogPolyfill();

// A wait for a state (`findBy…`, `waitFor`) ends as soon as the state is there; its bound only ends a wait for a
// state that never comes. Testing Library's 1 s default ran out on a busy machine (a modal loaded on demand), so
// the bound is 15 s, as in the Playwright suites; Jest's limit per test is raised to match (jest.config.mjs).
configure({asyncUtilTimeout: 15_000});
