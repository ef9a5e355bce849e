import {browserTranslations, themeStringProblems} from '@site/plugins/lean-bundle/themeStrings';

const all = {
  'theme.NotFound.title': 'Az oldal nem található',
  'theme.docs.paginator.next': 'Következő',
  'theme.blog.post.readMore': 'Tovább',
  TOAST_CLOSE: 'Bezárás',
  NAV_TEAM: 'Csapat',
};

describe("the theme's strings in the browser bundle", () => {
  it("keeps the site's strings, and the listed theme strings only", () => {
    expect(browserTranslations(all, ['theme.NotFound.title'])).toEqual({
      'theme.NotFound.title': 'Az oldal nem található',
      TOAST_CLOSE: 'Bezárás',
      NAV_TEAM: 'Csapat',
    });
  });

  it('finds nothing wrong when the built scripts ask for exactly the listed strings', () => {
    const table = 'var t={"theme.NotFound.title":"Az oldal nem található"};';
    const notFound = 'e({id:"theme.NotFound.title",message:"Page Not Found"})';
    expect(themeStringProblems([table, notFound], all, ['theme.NotFound.title'])).toEqual([]);
  });

  it('names a theme string a script asks for that the bundle left out (the visitor would read English)', () => {
    const table = 'var t={"theme.NotFound.title":"Az oldal nem található"};';
    const scripts = [table, 'e({id:"theme.NotFound.title"})', "x({id:'theme.docs.paginator.next'})"];
    expect(themeStringProblems(scripts, all, ['theme.NotFound.title'])).toEqual([
      "theme.docs.paginator.next is used by a built script but left out of the browser's strings: add it to THEME_STRINGS_IN_USE",
    ]);
  });

  it('names a listed string no script asks for any more, so the list stays exact', () => {
    const table = 'var t={"theme.NotFound.title":"Az oldal nem található"};';
    expect(themeStringProblems([table], all, ['theme.NotFound.title', 'theme.blog.post.readMore'])).toEqual(
      [
        'theme.NotFound.title is not used by any built script: remove it from THEME_STRINGS_IN_USE',
        'theme.blog.post.readMore is not used by any built script: remove it from THEME_STRINGS_IN_USE',
      ].sort(),
    );
  });

  it('counts a use in a locale without translations of the theme (English: no table entry)', () => {
    expect(
      themeStringProblems(['e({id:"theme.common.skipToMainContent"})'], {}, ['theme.common.skipToMainContent']),
    ).toEqual([]);
  });
});
