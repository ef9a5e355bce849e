import {commitSubjects, commitTitle, mediaCommitTitle, titleInFile} from '@site/src/admin/backend/hungarianBackend';
import {decapConfig} from '@site/src/admin/decapConfig';

const PAGES = 'i18n/hu/docusaurus-plugin-content-pages';
const config = decapConfig({
  repository: 'ggpoker/hu',
  origin: 'https://ggpoker.example',
  collectionsDir: 'i18n/hu/collections',
  componentModules: {},
  routes: {},
  pages: [{file: `${PAGES}/about-us.mdx`, route: '/about-us/', title: 'Rólunk'}],
});
const subjects = commitSubjects(config);

describe('Hungarian commit and pull-request titles', () => {
  it('names a page by its title and route', () => {
    const raw = '---\ntitle: Rólunk\n---\n\nSzöveg.\n';
    expect(commitTitle('update', `${PAGES}/about-us.mdx`, raw, subjects)).toBe('Oldal: Rólunk (/about-us/)');
    expect(commitTitle('delete', `${PAGES}/about-us.mdx`, undefined, subjects)).toBe(
      'Oldal: Rólunk (/about-us/) (törölve)',
    );
  });

  it('takes a page’s new title from the saved text', () => {
    const raw = '---\ntitle: "Kik vagyunk? \\"GG\\""\n---\n';
    expect(commitTitle('update', `${PAGES}/about-us.mdx`, raw, subjects)).toBe('Oldal: Kik vagyunk? "GG" (/about-us/)');
  });

  it('names a promotion and a tournament by their titles; a new one and a deleted one say so', () => {
    expect(
      commitTitle(
        'create',
        'i18n/hu/collections/promotions/heti-freeroll.yml',
        "title: 'Heti ''nagy'' freeroll'\n",
        subjects,
      ),
    ).toBe("Promóció: Heti 'nagy' freeroll (új)");
    expect(
      commitTitle('update', 'i18n/hu/collections/tournaments/flip-and-go.yml', 'title: Flip & Go\n', subjects),
    ).toBe('Verseny: Flip & Go');
    expect(commitTitle('delete', 'i18n/hu/collections/tournaments/flip-and-go.yml', undefined, subjects)).toBe(
      'Verseny: flip-and-go (törölve)',
    );
  });

  it('leaves a file it does not know to Decap’s Hungarian template', () => {
    expect(commitTitle('update', 'static/img/uploads/a.webp', undefined, subjects)).toBeUndefined();
    expect(config.backend.commit_messages.update).toBe('{{collection}}: {{slug}}');
    expect(mediaCommitTitle('upload', 'static/img/uploads/asztal.webp')).toBe('Kép feltöltése: asztal.webp');
  });

  it('reads a title written plain, in single or in double quotes, and none', () => {
    expect(titleInFile('title: Sima cím\nsummary: x\n')).toBe('Sima cím');
    expect(titleInFile("title: 'It''s'\n")).toBe("It's");
    expect(titleInFile('summary: x\n')).toBeUndefined();
  });
});
