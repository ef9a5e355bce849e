/** @jest-environment jsdom */
// With Canada built (`REGION=GGPCA`), the editor's own words come out in English: Decap's locale and the
// collections' labels, the component forms' hints and refusals, the preview, the format's and the backend's
// errors, the commit titles, the screen-reader names, the MDX reasons and the collection entries' messages. The
// Hungarian build's words are held by each module's own tests; the English texts' tables, key for key, by
// editorTexts.tables.test.ts.
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import {stringsOf} from '@site/tests/helpers/englishTexts';
import {inRegion} from '@site/tests/helpers/inRegion';

/* eslint-disable @typescript-eslint/no-require-imports -- the modules as the Canadian build loads them */
type Modules = ReturnType<typeof load>;

function load() {
  return {
    fields: require('@site/src/admin/blocks/fields') as typeof import('@site/src/admin/blocks/fields'),
    blockEdit: require('@site/src/admin/blocks/blockEdit') as typeof import('@site/src/admin/blocks/blockEdit'),
    previews: require('@site/src/admin/preview') as typeof import('@site/src/admin/preview'),
    yamlFile: require('@site/src/admin/format/yamlDocument') as typeof import('@site/src/admin/format/yamlDocument'),
    backend:
      require('@site/src/admin/backend/hungarianBackend') as typeof import('@site/src/admin/backend/hungarianBackend'),
    decapConfig: require('@site/src/admin/decapConfig') as typeof import('@site/src/admin/decapConfig'),
    ariaLabels: require('@site/src/admin/ariaLabels') as typeof import('@site/src/admin/ariaLabels'),
    schema: require('@site/src/lib/collections/schema') as typeof import('@site/src/lib/collections/schema'),
  };
}
/* eslint-enable @typescript-eslint/no-require-imports */

let canada: Modules | undefined;
inRegion('GGPCA', () => {
  canada = load();
});
if (!canada) throw new Error('the modules did not load');
const {fields, blockEdit, previews, yamlFile, backend} = canada;
const {decapConfig, ariaLabels, schema} = canada;

/** The messages of a block form's refusals. */
function refusalsOf(result: ReturnType<typeof blockEdit.insertBlock>): string[] {
  return result.ok ? [] : result.refusals.map((refusal) => refusal.message);
}

const HUNGARIAN = /[áéíóöőúüű]|\b(?:nem|vagy|és|egy|oldal|sora|elem|kell|mező)\b/i;

type H = Parameters<typeof canada.previews.pagePreview>[0];
const h = createElement as unknown as H;

describe("Canada's editor speaks English", () => {
  it('gives the component forms English hints and refusals', () => {
    const hints = [
      fields.fieldHint({name: 'items', label: 'Items', required: true, kind: 'raw'}),
      fields.fieldHint({name: 'note', label: 'Note', required: false, kind: 'flag'}),
      ...refusalsOf(blockEdit.insertBlock('Intro.\n\nMore.\n\n<Foo\n', 0, 'FaqList', {}, {modules: {}})),
    ];
    expect(hints[0]).toBe('Required. A JSX or JavaScript expression, as it would stand between curly braces.');
    expect(hints[1]).toBe('Optional.');
    expect(hints[2]).toBe(
      "The page's text is not valid MDX now (line 6): the text ends in an unfinished tag. Fix it first: as it is, the editor cannot tell where the component goes.",
    );
    for (const hint of hints) expect(hint).not.toMatch(HUNGARIAN);
  });

  it('refuses a text that is not valid MDX with the MDX reason in English, naming the line', () => {
    const place = {file: 'i18n/en-CA/docusaurus-plugin-content-pages/about-us.mdx', route: '/about-us/'};
    const [issue] = blockEdit.bodyIssues('Intro.\n\n<Tip>\nA tip.\n', place);
    expect(issue).toBe(
      "Line 3 of the page's text: The MDX does not compile: unclosed <Tip> tag → Close the tag (<Tag>…</Tag> or <Tag />), or delete the extra one",
    );
  });

  it('previews a page and a broken page in English', () => {
    const preview = (data: Record<string, string>) =>
      renderToStaticMarkup(
        previews.pagePreview(h)({entry: {getIn: ([, field]: string[]) => data[field]}}) as never,
      ).replaceAll('&#x27;', "'");
    const page = preview({body: 'Text with a {1 + 1} value.\n\n<FaqList />\n'});
    expect(page).toContain('(no title)');
    expect(page).toContain('The title and the description in the browser tab and in the search results');
    expect(page).toContain('Component: FaqList');
    const broken = preview({title: 'Broken', body: 'First line.\n\n<FaqList\n'});
    expect(broken).toContain(
      "The page's text is not valid MDX (line 4, column 1 of the page's text): the text ends in an unfinished tag.",
    );
    for (const out of [page, broken]) expect(out).not.toMatch(HUNGARIAN);
  });

  it("shows a card with the Canadian site's labels, its dates and buy-in in English", () => {
    const data = {
      title: 'WSOP Express',
      summary: 'Online qualifiers.',
      format: 'Spin & Gold',
      buyIn: 'fig:wsopExpressFrom',
      starts: '2026-11-01',
      ends: '2026-12-31',
      source: 'The promotions team, November 2026 schedule',
      terms: '/terms-conditions/',
    };
    const props = {
      entry: {get: (key: string) => (key === 'data' ? {toJS: () => data} : 'wsop-express')},
      collection: {get: () => 'tournaments'},
    };
    const out = renderToStaticMarkup(previews.previewFor(h)(props as never) as never);
    expect(out).not.toContain('role="alert"');
    expect(out).toContain('<dt>Valid</dt><dd>November 1, 2026 to December 31, 2026</dd>');
    expect(out).toContain('<dt>Format</dt><dd>Spin &amp; Gold</dd>');
    expect(out).toContain('<dt>Buy-in</dt><dd>from $0.50</dd>');
    expect(out).not.toMatch(HUNGARIAN);
  });

  it("says in English why a card would not show, with the collection's messages", () => {
    // An amount by reference: typed amounts are read in Hungary's notation only (src/lib/format/figureParse.ts).
    const data = {summary: 'One.', amount: 'fig:welcomeMatchCap', terms: 'bonus-terms/'};
    const props = {
      entry: {get: (key: string) => (key === 'data' ? {toJS: () => data} : 'weekly')},
      collection: {get: () => 'promotions'},
    };
    const out = renderToStaticMarkup(previews.previewFor(h)(props as never) as never);
    expect(out).toContain('The site would not show this card as it is:');
    expect(out).toContain('The title (title) is missing.');
    expect(out).toContain(
      'The link to the terms (terms): “bonus-terms/” is a relative path; write it as /bonus-terms/.',
    );
    expect(out).not.toMatch(HUNGARIAN);
    expect(schema.fieldHint('promotions', 'colour')).toBe(
      "Delete it, or correct its name; the promotion's fields: title, summary, amount, upTo, starts, ends, source, order, terms, to",
    );
  });

  it('refuses to save fields of a broken file in English', () => {
    expect(() => yamlFile.toFile({title: 'x', __source: 'a: [1'})).toThrow(
      'The file is not valid YAML, so the fields cannot be saved: fix the file in the repository, then save again.',
    );
  });

  it("explains a backend's error in English, once", () => {
    const notFound = Object.assign(new Error('Not Found'), {name: 'API_ERROR', status: 404});
    const explained = backend.inHungarian(notFound) as Error;
    expect(explained.message).toBe(
      'GitHub cannot find the file or the branch: someone may have deleted or published it meanwhile. Reload the page.',
    );
    expect(backend.hungarianBackendMessage(explained)).toBeUndefined();
    expect(backend.hungarianBackendMessage(new TypeError('Failed to fetch'))).toBe(
      'The server could not be reached: there is no internet connection, or the service is not answering now. Your changes stay in the editor: try again a little later.',
    );
  });

  it("gives Decap's English locale and English labels to every collection and field", () => {
    const config = decapConfig.decapConfig({
      repository: 'ggp/ggpca-site',
      origin: 'https://www.example.ca',
      collectionsDir: 'i18n/en-CA/collections',
      pages: [{file: 'i18n/en-CA/docusaurus-plugin-content-pages/index.mdx', route: '/', title: 'Home'}],
      componentModules: {},
      routes: {},
    });
    expect(config.locale).toBe('en');
    const labels = stringsOf(config.collections).filter((text) => !text.startsWith('i18n/'));
    expect(labels.length).toBeGreaterThan(10);
    for (const label of labels) expect(label).not.toMatch(/[áéíóöőúüű]/);
  });

  it('titles commits and pull requests in English', () => {
    const pages = 'i18n/en-CA/docusaurus-plugin-content-pages';
    const config = decapConfig.decapConfig({
      repository: 'ggp/ggpca-site',
      origin: 'https://www.example.ca',
      collectionsDir: 'i18n/en-CA/collections',
      componentModules: {},
      routes: {},
      pages: [{file: `${pages}/about-us.mdx`, route: '/about-us/', title: 'About us'}],
    });
    const subjects = backend.commitSubjects(config);
    const raw = '---\ntitle: About us\n---\n\nText.\n';
    expect(backend.commitTitle('update', `${pages}/about-us.mdx`, raw, subjects)).toBe('Page: About us (/about-us/)');
    expect(backend.commitTitle('delete', `${pages}/about-us.mdx`, undefined, subjects)).toBe(
      'Page: About us (/about-us/) (deleted)',
    );
    expect(backend.commitTitle('create', 'i18n/en-CA/collections/promotions/weekly.yml', undefined, subjects)).toBe(
      'Promotion: weekly (new)',
    );
    expect(backend.mediaCommitTitle('upload', 'static/img/table.webp')).toBe('Image upload: table.webp');
    expect(JSON.stringify(config.backend.commit_messages)).not.toMatch(HUNGARIAN);
  });

  it("gives Decap's English screen-reader names the editor's own English", () => {
    document.body.innerHTML = '<button aria-label="close">×</button><div aria-label="notification timer"></div>';
    ariaLabels.translateAriaLabels(document.body);
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
    expect(document.querySelector('div')?.getAttribute('aria-label')).toBe('Time left before the notification closes');
  });
});
