/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';

import {hu} from '@site/src/admin/locale/hu';

/**
 * The English locale that the installed Decap CMS uses: `decap-cms-locales` resolved from `decap-cms-app`, so it
 * is the version the editor really loads. Jest does not transform that ES module, so the file is read and its
 * object literal evaluated in an empty `vm` context (`const en = {…}; export default en;`).
 */
function loadEnglish(): unknown {
  const fromDecap = createRequire(createRequire(__filename).resolve('decap-cms-app/package.json'));
  const source = readFileSync(fromDecap.resolve('decap-cms-locales/dist/esm/en/index.js'), 'utf8');
  const script = source.replace(/^export default en;\s*$/m, '');
  expect(script).not.toMatch(/\b(?:import|export)\b/);
  return vm.runInNewContext(`${script}\nen;`, {});
}

/** Every leaf of a nested locale object, by dotted key path. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (tree === null || typeof tree !== 'object') {
    found.set(prefix, tree);
    return found;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) {
      found.set(path, leaf);
    }
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
}

/**
 * Values that are the same word in both languages. Keep it short: anything else equal to the English is an
 * untranslated string. (Values without a letter outside their placeholders, such as `%{details}`, need no entry.)
 */
const SAME_IN_BOTH = new Set(['Markdown']);

const english = leaves(loadEnglish()) as Map<string, string>;
const hungarian = leaves(hu);
const pairs = [...english].map(([path, text]) => [path, text, hungarian.get(path)] as const);

describe('Hungarian Decap CMS locale', () => {
  it('has exactly the key paths of the English locale', () => {
    expect(english.size).toBeGreaterThan(200);
    expect([...hungarian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...hungarian])('%s is a non-empty string', (_path, value) => {
    expect(typeof value).toBe('string');
    expect(String(value).trim()).not.toBe('');
  });

  it.each(pairs)('%s keeps the placeholders of the English string', (_path, text, translated) => {
    expect(placeholders(String(translated))).toEqual(placeholders(text));
  });

  it.each(pairs.filter(([, text]) => text.includes('||||')))(
    '%s keeps the plural forms of the English string',
    (_path, text, translated) => {
      const forms = String(translated).split('||||');
      expect(forms).toHaveLength(text.split('||||').length);
      for (const form of forms) {
        expect(form.trim()).not.toBe('');
        expect(form).toContain('%{smart_count}');
      }
    },
  );

  it.each(pairs)('%s is translated', (_path, text, translated) => {
    const hasWords = /\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));
    if (hasWords && !SAME_IN_BOTH.has(text)) {
      expect(translated).not.toBe(text);
    }
  });

  it.each([...hungarian])('%s follows Hungarian typography', (_path, value) => {
    // „…” quotes and the … ellipsis, never the ASCII stand-ins; an en dash between words, not a hyphen.
    expect(value).not.toMatch(/\.\.\.|["'‘’“]| - /);
  });
});
