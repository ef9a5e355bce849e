/**
 * @jest-environment node
 */
// Every text table of the editor and of what it shares with the check (MDX reasons, collection entry messages)
// has a Hungarian and an English side with the same keys, and the English side holds no Hungarian: not one
// accented letter or common Hungarian word, and no word the Hungarian dictionary knows and the English one not.
import {EDITOR_ALLOWED_NAMES} from '@site/scripts/spelling/editorAllowedNames';
import {createEnglishFinder, type EnglishFinder} from '@site/scripts/spelling/englishWords';
import {FORM_TEXTS_BY_LANGUAGE} from '@site/src/admin/locale/formTexts';
import {PREVIEW_TEXTS_BY_LANGUAGE} from '@site/src/admin/locale/previewTexts';
import {SAVE_TEXTS_BY_LANGUAGE} from '@site/src/admin/locale/saveTexts';
import {SITE_TEXTS_BY_LANGUAGE} from '@site/src/admin/locale/siteTexts';
import {ENTRY_MESSAGES_BY_LANGUAGE} from '@site/src/lib/collections/messages';
import {MDX_REASON_TEXTS_BY_LANGUAGE} from '@site/src/lib/mdxReasonTexts';

const TABLES = {
  formTexts: FORM_TEXTS_BY_LANGUAGE,
  previewTexts: PREVIEW_TEXTS_BY_LANGUAGE,
  saveTexts: SAVE_TEXTS_BY_LANGUAGE,
  siteTexts: SITE_TEXTS_BY_LANGUAGE,
  entryMessages: ENTRY_MESSAGES_BY_LANGUAGE,
  mdxReasonTexts: MDX_REASON_TEXTS_BY_LANGUAGE,
};

const HUNGARIAN = /[áéíóöőúüű]|\b(?:nem|vagy|és|egy|hiányzik|írd|töröld|javítsd|oldal|mező|fájl|kell|elem|sor)\b/i;

/** Placeholder words the tables' functions are called with: a name, a tag, a number. */
const ARGUMENTS = ['Foo', 'Foo', 3, 7] as const;

/** Every string a table holds, its functions called with placeholders. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf((value as (...args: unknown[]) => unknown)(...ARGUMENTS));
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The shape of a table: its keys, nested, and which are functions. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
}

/** A text without the examples it shows in code (`fig:…`, `{…}`, paths, quoted values, file names). */
function prose(text: string): string {
  return text
    .replace(/\{[^}]*\}|fig:\w+|\/[\w#/-]*/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/[\w$]+\.(?:ts|md)\b/g, ' ');
}

let finder: EnglishFinder;
beforeAll(async () => {
  finder = await createEnglishFinder(EDITOR_ALLOWED_NAMES);
}, 60_000);

it('finds the Hungarian words of a text (the check below can fail)', () => {
  expect(finder.hungarianWords('The file is not valid: a fájl nem érvényes')).toEqual(
    expect.arrayContaining(['fájl', 'érvényes']),
  );
});

describe.each(Object.entries(TABLES))('the %s table', (_name, table) => {
  it('has the same keys in Hungarian and English', () => {
    expect(shapeOf(table.en)).toEqual(shapeOf(table.hu));
  });

  it('has no Hungarian in its English texts', () => {
    const texts = stringsOf(table.en);
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text).not.toMatch(HUNGARIAN);
  });

  it('has no word in its English texts that only the Hungarian dictionary knows', () => {
    const hungarianOnly = stringsOf(table.en).flatMap((text) => finder.hungarianWords(prose(text)));
    expect(hungarianOnly).toEqual([]);
  });

  it('differs from the Hungarian in every text that is words, not code', () => {
    const hu = stringsOf(table.hu);
    const en = stringsOf(table.en);
    const same = en.filter((text, at) => text === hu[at] && /[a-z]{4}/.test(prose(text)));
    // Product names stand the same in both languages.
    expect(same.filter((text) => !text.startsWith('Spin & Gold'))).toEqual([]);
  });
});
