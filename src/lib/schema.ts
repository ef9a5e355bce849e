/**
 * The one zod entry point of the site. Every schema imports `z` from here, so the CSP-safe setting below
 * is applied before any schema runs: no `new Function` probing (the CSP allows no eval, and even a caught
 * attempt is reported as a violation). Validation runs a few times per page; the interpreter is fast enough.
 */
import * as z from 'zod';

z.config({jitless: true});

export {z};
