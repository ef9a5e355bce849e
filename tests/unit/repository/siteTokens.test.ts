import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The site's colours and sizes have one home, `src/css/tokens.css`. A stylesheet reads a token without a
 * fallback value: the tokens load with every page, and a fallback is a second copy of the value that drifts
 * (one card's muted text once fell back to another grey than the token's).
 */
const SRC = path.join(__dirname, '../../../src');
const TOKENS = path.join(SRC, 'css/tokens.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return entry.name.endsWith('.css') && file !== TOKENS ? [file] : [];
  });
}

const defined = new Set([...readFileSync(TOKENS, 'utf8').matchAll(/^\s*(--site-[a-z0-9-]+):/gm)].map((m) => m[1]));
const uses = cssFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/var\((--site-[a-z0-9-]+)\s*(,?)/g)].map((match) => ({
    at: path.relative(SRC, file),
    token: match[1],
    fallback: match[2] === ',',
  })),
);

describe('site tokens in the stylesheets', () => {
  it('finds the tokens and their uses', () => {
    expect(defined.has('--site-gold')).toBe(true);
    expect(uses.length).toBeGreaterThan(50);
  });

  it('reads only tokens that tokens.css defines', () => {
    expect(uses.filter((use) => !defined.has(use.token)).map((use) => `${use.at}: ${use.token}`)).toEqual([]);
  });

  it('gives no token a fallback value', () => {
    expect(uses.filter((use) => use.fallback).map((use) => `${use.at}: ${use.token}`)).toEqual([]);
  });
});
