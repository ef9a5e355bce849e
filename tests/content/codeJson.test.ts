import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import codeJson from '../../i18n/hu/code.json';

const SRC = path.resolve(__dirname, '../../src');
const messages = codeJson as Record<string, {message?: unknown}>;

function sourceFiles(): string[] {
  return (readdirSync(SRC, {recursive: true}) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(SRC, file));
}

/** Ids passed to `translate({id: '…'})` or `<Translate id="…">` anywhere in src/. */
function usedIds(): string[] {
  const ids = new Set<string>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/translate\(\s*\{\s*id:\s*['"]([^'"]+)['"]/g)) ids.add(match[1]);
    for (const match of text.matchAll(/<Translate[^>]*\sid=["']([^"']+)["']/g)) ids.add(match[1]);
  }
  return [...ids].sort();
}

describe('i18n/hu/code.json', () => {
  it('every entry has a non-empty Hungarian message', () => {
    const bad = Object.entries(messages)
      .filter(([, value]) => typeof value.message !== 'string' || value.message.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('has the error page keys', () => {
    for (const key of ['ERROR_404_TITLE', 'ERROR_404_MESSAGE', 'ERROR_404_BUTTON', 'ERROR_404_DESCRIPTION']) {
      expect(messages[key]).toBeDefined();
    }
  });

  it('answers every translate id used in src/', () => {
    const missing = usedIds().filter((id) => !id.startsWith('theme.') && !(id in messages));
    expect(missing).toEqual([]);
  });
});
