// Every text table of the editor, of what it shares with the check (MDX reasons, collection entry messages) and
// of the component catalogue has a Hungarian and an English side with the same keys, and the English side holds
// no Hungarian: not one accented letter or common Hungarian word, and no word the Hungarian dictionary knows and
// the English one not.
import {CATALOGUE_TEXTS_BY_LANGUAGE} from '@site/plugins/component-catalogue/catalogueTexts';
import {
  FORM_TEXTS_BY_LANGUAGE,
  PREVIEW_TEXTS_BY_LANGUAGE,
  SAVE_TEXTS_BY_LANGUAGE,
  SITE_TEXTS_BY_LANGUAGE,
} from '@site/src/admin/locale/editorTexts';
import {ENTRY_MESSAGES_BY_LANGUAGE} from '@site/src/lib/collections/messages';
import {MDX_REASON_TEXTS_BY_LANGUAGE} from '@site/src/lib/mdxReason';
import {EDITOR_ALLOWED_NAMES} from '@site/tests/helpers/editorAllowedNames';
import {HUNGARIAN, prose, shapeOf, stringsOf} from '@site/tests/helpers/englishTexts';
import {createEnglishFinder, type EnglishFinder} from '@site/tests/helpers/englishWords';

const TABLES = {
  formTexts: FORM_TEXTS_BY_LANGUAGE,
  previewTexts: PREVIEW_TEXTS_BY_LANGUAGE,
  saveTexts: SAVE_TEXTS_BY_LANGUAGE,
  siteTexts: SITE_TEXTS_BY_LANGUAGE,
  entryMessages: ENTRY_MESSAGES_BY_LANGUAGE,
  mdxReasonTexts: MDX_REASON_TEXTS_BY_LANGUAGE,
  catalogueTexts: CATALOGUE_TEXTS_BY_LANGUAGE,
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
