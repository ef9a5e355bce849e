import {
  COMPONENT_MODULES_KEY,
  decapConfig,
  FORMATS,
  LOCAL_BACKEND_URL,
  pageEntryName,
  WIDGETS,
} from '@site/src/admin/decapConfig';
import {COLLECTION_FIELDS, parseEntry} from '@site/src/lib/collections/schema';

const site = {
  repository: 'ggp/ggphu-site',
  origin: 'https://www.ggpoker.hu',
  collectionsDir: 'i18n/hu/collections',
  pages: [
    {
      file: 'i18n/hu/docusaurus-plugin-content-pages/poker-school/index.mdx',
      route: '/poker-school/',
      title: 'Pókeriskola',
    },
    {file: 'i18n/hu/docusaurus-plugin-content-pages/index.mdx', route: '/', title: 'Főoldal'},
  ],
  componentModules: {SectionIndex: '@site/src/components/content/SectionIndex'},
  routes: {},
};

describe('the editor configuration', () => {
  const config = decapConfig(site);

  it("signs in on GitHub through the site's own edge and saves through the editorial workflow", () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'ggp/ggphu-site',
      branch: 'main',
      base_url: 'https://www.ggpoker.hu',
      auth_endpoint: 'api/cms/auth',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({url: LOCAL_BACKEND_URL});
    expect(config.locale).toBe('hu');
  });

  it('lists every page as a form with its validated title and description and its text with the component forms', () => {
    const pages = config.collections[0] as unknown as {
      name: string;
      format: string;
      files: {name: string; file: string; fields: {name: string; widget: string}[]}[];
    };
    expect(pages.name).toBe('pages');
    expect(pages.format).toBe(FORMATS.mdx);
    const {files} = pages;
    expect(files.map((file) => file.name)).toEqual(['home', 'poker-school']);
    for (const file of files) {
      expect(file.fields.map((field) => [field.name, field.widget])).toEqual([
        ['title', WIDGETS.pageTitle],
        ['description', WIDGETS.pageDescription],
        ['body', WIDGETS.pageBody],
      ]);
    }
  });

  it("gives promotions and tournaments the fields of the site's collection schema, each validated by it", () => {
    for (const kind of ['promotions', 'tournaments'] as const) {
      const collection = config.collections.find((item) => item.name === kind) as {
        folder: string;
        format: string;
        fields: {name: string; widget: string; collectionKind: string}[];
      };
      expect(collection.folder).toBe(`i18n/hu/collections/${kind}`);
      expect(collection.format).toBe(FORMATS.yaml);
      expect(collection.fields.map((field) => field.name)).toEqual([...COLLECTION_FIELDS[kind]]);
      for (const field of collection.fields) {
        // A true/false field is a switch: a text input would give the string "true".
        expect(field.widget).toBe(field.name === 'upTo' ? WIDGETS.entryFlag : WIDGETS.entryField);
        expect(field.collectionKind).toBe(kind);
      }
    }
  });

  it("requires exactly the fields the collection's schema requires: a tournament's buy-in and a promotion's highlight are optional", () => {
    const required = (kind: string) =>
      (config.collections.find((item) => item.name === kind) as {fields: {name: string; required: boolean}[]}).fields
        .filter((field) => field.required)
        .map((field) => field.name);
    expect(required('promotions')).toEqual(['title', 'summary', 'terms']);
    expect(required('tournaments')).toEqual(['title', 'format', 'summary']);
    // The same as the validation's: an entry without a required field is refused for that field, and one with
    // only the required fields passes.
    const minimal = {
      promotions: {title: 'Cím', summary: 'Egy mondat.', amount: '100%', terms: '/terms-conditions/'},
      tournaments: {title: 'Cím', format: 'Flip & Go', summary: 'Egy mondat.'},
    };
    for (const kind of ['promotions', 'tournaments'] as const) {
      expect(parseEntry(kind, minimal[kind], 'x').ok).toBe(true);
      for (const field of required(kind)) {
        const {[field]: _left, ...rest} = minimal[kind] as Record<string, string>;
        const result = parseEntry(kind, rest, 'x');
        expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toContain(field);
      }
    }
  });

  it("names each component's module for the component forms, under the site's own key", () => {
    expect(config[COMPONENT_MODULES_KEY]).toEqual({SectionIndex: '@site/src/components/content/SectionIndex'});
  });

  it("names a page's form after its route", () => {
    expect(pageEntryName('/')).toBe('home');
    expect(pageEntryName('/poker-school/how-to-play-poker/')).toBe('poker-school__how-to-play-poker');
  });
});
