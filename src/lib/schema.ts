/**
 * The one zod entry point of the site: every schema does `import * as z from './schema'`, so the CSP-safe
 * setting below is applied before any schema runs. `zod/mini` (functional checks) re-exported with
 * `export *` keeps the browser bundle small: the bundler ships only the validators a schema uses.
 * No `new Function` probing: the CSP allows no eval, and even a caught attempt is reported as a violation.
 */
import {config} from 'zod/mini';

config({jitless: true});

export * from 'zod/mini';
