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

/** The key paths of the entries that fail `ok`: each test names every offender at once. */
const failing = <T extends readonly [string, ...unknown[]]>(entries: readonly T[], ok: (entry: T) => boolean) =>
  entries.filter((entry) => !ok(entry)).map(([path]) => path);

describe('Hungarian Decap CMS locale', () => {
  it('has exactly the key paths of the English locale', () => {
    expect(english.size).toBeGreaterThan(200);
    expect([...hungarian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has a non-empty string at every key path', () => {
    expect(failing([...hungarian], ([, value]) => typeof value === 'string' && value.trim() !== '')).toEqual([]);
  });

  it('keeps the placeholders of the English strings', () => {
    const same = ([, text, translated]: (typeof pairs)[number]) =>
      placeholders(String(translated)).join() === placeholders(text).join();
    expect(failing(pairs, same)).toEqual([]);
  });

  it('keeps the plural forms of the English strings', () => {
    const plural = pairs.filter(([, text]) => text.includes('||||'));
    expect(plural.length).toBeGreaterThan(0);
    const sameForms = ([, text, translated]: (typeof pairs)[number]) => {
      const forms = String(translated).split('||||');
      return (
        forms.length === text.split('||||').length &&
        forms.every((form) => form.trim() !== '' && form.includes('%{smart_count}'))
      );
    };
    expect(failing(plural, sameForms)).toEqual([]);
  });

  it('translates every string that has words', () => {
    const translated = ([, text, hungarianText]: (typeof pairs)[number]) =>
      !/\p{L}/u.test(text.replace(/%\{\w+\}/g, '')) || SAME_IN_BOTH.has(text) || hungarianText !== text;
    expect(failing(pairs, translated)).toEqual([]);
  });

  it('follows Hungarian typography', () => {
    // „…” quotes and the … ellipsis, never the ASCII stand-ins; an en dash between words, not a hyphen.
    expect(failing([...hungarian], ([, value]) => !/\.\.\.|["'‘’“]| - /.test(String(value)))).toEqual([]);
  });
});
