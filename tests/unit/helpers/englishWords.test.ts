import {hu} from '@site/src/admin/locale/hu';
import {EDITOR_ALLOWED_NAMES} from '@site/tests/helpers/editorAllowedNames';
import {createEnglishFinder, type EnglishFinder} from '@site/tests/helpers/englishWords';

/** Names of Decap's other sign-in services, in strings this editor never shows (it signs in with GitHub only). */
const OTHER_BACKENDS = ['Netlify Identity', 'Azure', 'GitLab', 'git-gateway', 'Git Gateway'];

let finder: EnglishFinder;
let localeFinder: EnglishFinder;
beforeAll(async () => {
  finder = await createEnglishFinder(EDITOR_ALLOWED_NAMES);
  localeFinder = await createEnglishFinder([...EDITOR_ALLOWED_NAMES, ...OTHER_BACKENDS]);
}, 60_000);

/** Every text of a nested object of strings. */
function textsOf(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as object).flatMap(textsOf);
}

describe('English words in the editor’s Hungarian', () => {
  it.each([
    ['close', ['close']],
    ['notification timer', ['notification', 'timer']],
    ['TypeError: Failed to fetch', ['Type', 'Error', 'Failed', 'fetch']],
    ['API_ERROR: Not Found', ['ERROR', 'Not', 'Found']],
    ['page-title típusú mező', ['page', 'title']],
    ['Update Oldal “about-us”', ['Update']],
  ])('flags %j', (text, words) => {
    expect(finder.englishWords(text)).toEqual(expect.arrayContaining(words));
  });

  it.each([
    'Nem sikerült menteni a bejegyzést: a GitHub nem érhető el.',
    'Az MDX nem fordítható: lezáratlan { kifejezés',
    "Játék: Texas Hold'em, Omaha vagy Short Deck",
    'Add meg az e-mail-címedet.',
    'Bezárás',
  ])('passes %j', (text) => {
    expect(finder.englishWords(text)).toEqual([]);
  });

  it('finds none in the editor’s Hungarian strings (placeholders and the date template aside)', () => {
    const english = textsOf(hu)
      .filter((text) => text !== hu.workflow.workflow.dateFormat)
      .map((text) => text.replace(/%\{\w+\}/g, ''))
      .filter((text) => localeFinder.englishWords(text).length > 0);
    expect(english).toEqual([]);
  });
});
