// Every text table of the editor, of what it shares with the check (MDX reasons, collection entry messages) and
// of the component catalogue has a Hungarian and an English side with the same keys, and the English side holds
// no Hungarian: not one accented letter or common Hungarian word, and no word the Hungarian dictionary knows and
// the English one not. The editor's own tables write each text in both languages side by side, so `tsc` already
// holds their keys the same; the tables written as two halves are checked for it here.
import {CATALOGUE_TEXTS_BY_LANGUAGE} from '@site/plugins/component-catalogue/catalogueTexts';
import {FORM_TEXTS, PREVIEW_TEXTS, SAVE_TEXTS, SITE_TEXTS} from '@site/src/admin/locale/editorTexts';
import {ENTRY_MESSAGES_BY_LANGUAGE} from '@site/src/lib/collections/messages';
import {MDX_REASON_TEXTS_BY_LANGUAGE} from '@site/src/lib/mdxReason';
import {inLanguage} from '@site/src/lib/translated';
import {EDITOR_ALLOWED_NAMES} from '@site/tests/helpers/editorAllowedNames';
import {HUNGARIAN, prose, shapeOf, stringsOf} from '@site/tests/helpers/englishTexts';
import {createEnglishFinder, type EnglishFinder} from '@site/tests/helpers/englishWords';

const HALVES = {
  entryMessages: ENTRY_MESSAGES_BY_LANGUAGE,
  mdxReasonTexts: MDX_REASON_TEXTS_BY_LANGUAGE,
  catalogueTexts: CATALOGUE_TEXTS_BY_LANGUAGE,
};

const SIDE_BY_SIDE = {formTexts: FORM_TEXTS, previewTexts: PREVIEW_TEXTS, saveTexts: SAVE_TEXTS, siteTexts: SITE_TEXTS};

const TABLES: Record<string, {hu: unknown; en: unknown}> = {
  ...Object.fromEntries(
    Object.entries(SIDE_BY_SIDE).map(([name, table]) => [
      name,
      {hu: inLanguage(table, 'hu'), en: inLanguage(table, 'en')},
    ]),
  ),
  ...HALVES,
};

let finder: EnglishFinder;
beforeAll(async () => {
  finder = await createEnglishFinder(EDITOR_ALLOWED_NAMES);
}, 60_000);

it('finds the Hungarian words of a text (the check below can fail)', () => {
  expect(finder.hungarianWords('The file is not valid: a fájl nem érvényes')).toEqual(
    expect.arrayContaining(['fájl', 'érvényes']),
  );
});

it.each(Object.entries(HALVES))('has the same keys in Hungarian and English in the %s table', (_name, table) => {
  expect(shapeOf(table.en)).toEqual(shapeOf(table.hu));
});

describe.each(Object.entries(TABLES))('the %s table', (_name, table) => {
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
