import * as tslib from 'tslib';

import {__importDefault} from '@site/src/stubs/tslib';

// The browser bundle's stand-in must behave as the real helper for both kinds of module.
describe('tslib stand-in', () => {
  it.each([
    ['an ES module', {__esModule: true, default: 1}],
    ['a CommonJS export object', {answer: 42}],
    ['a CommonJS function export', () => 'x'],
    ['a primitive', 5],
    ['null', null],
  ])('wraps %s as tslib does', (_name, mod) => {
    expect(__importDefault(mod)).toEqual(tslib.__importDefault(mod));
  });
});
