/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {MDX_FORMAT, SOURCE_KEY} from '@site/src/admin/format';
import {fromFile, splitFrontMatter, toFile} from '@site/src/admin/format/frontMatterFile';
import {parseYaml} from '@site/src/admin/format/yamlValues';
import {changedLines, immutableTrip, jsonTrip} from '@site/tests/helpers/decapTrip';

type Data = Record<string, unknown>;

const PAGES_DIR = path.resolve(__dirname, '../../../../../i18n/hu/docusaurus-plugin-content-pages');
const PAGES = readdirSync(PAGES_DIR, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .sort();

function read(page: string): string {
  return readFileSync(path.join(PAGES_DIR, page), 'utf8');
}

function frontMatterValues(text: string): Data {
  const parts = splitFrontMatter(text);
  expect(parts).toBeDefined();
  const parsed = parseYaml(parts!.yaml);
  expect(parsed).toBeDefined();
  return parsed!.values;
}

describe('every MDX page round-trips byte for byte', () => {
  it('finds the pages', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PAGES)('%s', (page) => {
    const text = read(page);
    const data = fromFile(text);
    expect(data[SOURCE_KEY]).toBe(text);
    expect(typeof data.title).toBe('string');
    expect(typeof data.body).toBe('string');
    expect(text.endsWith(data.body as string)).toBe(true);

    expect(toFile(data)).toBe(text);
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(toFile(immutableTrip(data), ['title', 'description', 'body'])).toBe(text);
    expect(MDX_FORMAT.toFile(MDX_FORMAT.fromFile(text))).toBe(text);
  });
});

describe('an edit changes only the edited part, on every page', () => {
  it.each(PAGES)('%s: the title is one line', (page) => {
    const text = read(page);
    const out = toFile({...jsonTrip(fromFile(text)), title: 'Új cím: próba'});
    const changed = changedLines(text, out);
    expect(changed).toHaveLength(1);
    expect(changed[0].before).toMatch(/^title: /);
    expect(changed[0].after).toMatch(/^title: ["']?Új cím: próba["']?$/);
    expect(frontMatterValues(out)).toEqual({...frontMatterValues(text), title: 'Új cím: próba'});
    expect(fromFile(out).body).toBe(fromFile(text).body);
  });

  it.each(PAGES)('%s: a sentence of the body changes only that sentence', (page) => {
    const text = read(page);
    const data = jsonTrip(fromFile(text));
    const body = data.body as string;
    const sentence = /\p{Lu}[^.\n<>{}]*\./u.exec(body);
    expect(sentence).not.toBeNull();
    const at = sentence!.index;
    const newBody = `${body.slice(0, at)}Ez egy új mondat.${body.slice(at + sentence![0].length)}`;
    const out = toFile({...data, body: newBody});
    expect(out).toBe(text.slice(0, text.length - body.length) + newBody);
    expect(splitFrontMatter(out)!.yaml).toBe(splitFrontMatter(text)!.yaml);
  });

  it.each(PAGES)('%s: a new key is appended as the last front matter line', (page) => {
    const text = read(page);
    const out = toFile({...jsonTrip(fromFile(text)), sidebar_label: 'Új címke'});
    const lines = text.split('\n');
    const close = lines.indexOf('---', 1);
    expect(out.split('\n')).toEqual([...lines.slice(0, close), 'sidebar_label: Új címke', ...lines.slice(close)]);
  });
});

describe('styles of the front matter', () => {
  const page = 'ggteam/horvath-marton.mdx';

  it('keeps a flow list a flow list with its quotes when one item changes', () => {
    const text = read(page);
    const data = jsonTrip(fromFile(text));
    expect(data.formats).toEqual(['Short Deck', "Texas Hold'em"]);
    const out = toFile({...data, formats: ['Short Deck', 'Omaha']});
    expect(changedLines(text, out)).toEqual([
      {before: 'formats: ["Short Deck", "Texas Hold\'em"]', after: 'formats: ["Short Deck", "Omaha"]'},
    ]);
  });

  it('keeps double quotes on a quoted title and plain style on a plain one', () => {
    const quoted = read('cookie-policy.mdx');
    expect(changedLines(quoted, toFile({...fromFile(quoted), title: 'Süti'}))).toEqual([
      {before: 'title: "Cookie-szabályzat"', after: 'title: "Süti"'},
    ]);
    const plain = read('about-us.mdx');
    expect(changedLines(plain, toFile({...fromFile(plain), title: 'Rólunk röviden'}))).toEqual([
      {before: 'title: Rólunk', after: 'title: Rólunk röviden'},
    ]);
  });

  it('quotes a new value that needs it, and reads back the same value', () => {
    const text = read(page);
    const out = toFile({...fromFile(text), role: 'Streamer: #1, "a" rajongó'});
    expect(changedLines(text, out)).toHaveLength(1);
    expect(frontMatterValues(out).role).toBe('Streamer: #1, "a" rajongó');
  });

  it('keeps comments, key order, spacing and untouched values spelled as written', () => {
    const text = [
      '---',
      '# A lap adatai',
      "title:   'Régi cím'   # megjegyzés",
      'weight: 1.50',
      'flag: yes',
      'tags: [ a, b ]',
      'date: 2026-11-01',
      'nested:',
      '    key: érték',
      '---',
      'Szöveg.',
      '',
    ].join('\n');
    const data = fromFile(text);
    expect(data).toMatchObject({weight: 1.5, flag: 'yes', date: '2026-11-01', nested: {key: 'érték'}});
    expect(toFile(jsonTrip(data))).toBe(text);
    const out = toFile({...jsonTrip(data), title: 'Új cím', date: new Date(2026, 11, 24), tags: ['a', 'b', 'c']});
    expect(changedLines(text, out)).toEqual([
      {before: "title:   'Régi cím'   # megjegyzés", after: "title: 'Új cím'   # megjegyzés"},
      {before: 'tags: [ a, b ]', after: 'tags: [ a, b, c ]'},
      {before: 'date: 2026-11-01', after: 'date: 2026-12-24'},
    ]);
    const nested = toFile({...jsonTrip(data), nested: {key: 'új', other: 2}});
    expect(nested).toBe(text.replace('    key: érték\n', '    key: új\n    other: 2\n'));
  });

  it('appends several new keys in Decap’s field order and leaves out empty new keys', () => {
    const text = read('about-us.mdx');
    const out = toFile({...fromFile(text), keywords: ['póker'], image: '', slug: '/rolunk/', extra: null}, [
      'title',
      'slug',
      'description',
      'keywords',
    ]);
    expect(out).toBe(text.replace('\n---\n', '\nslug: /rolunk/\nkeywords:\n  - póker\n---\n'));
  });

  it('keeps a key missing from the data, and removes one that was cleared', () => {
    const text = read(page);
    const {style: _style, ...withoutStyle} = fromFile(text);
    expect(toFile(withoutStyle)).toBe(text);
    expect(toFile({...fromFile(text), style: undefined})).toBe(text);
    expect(toFile({...fromFile(text), style: ''})).toBe(text.replace('style: agresszív, de számoló\n', ''));
  });

  it('keeps CRLF line breaks, also when the body comes back with LF', () => {
    const text = read('about-us.mdx').replace(/\n/g, '\r\n');
    const data = fromFile(text);
    expect(toFile(jsonTrip(data))).toBe(text);
    const lfBody = (data.body as string).replace(/\r\n/g, '\n');
    expect(toFile({...data, body: lfBody})).toBe(text);
    const title = toFile({...data, title: 'Új'});
    expect(title).toBe(text.replace(/^title: .*\r\n/m, 'title: Új\r\n'));
    const edited = toFile({...data, body: lfBody.replace('GGPoker', 'GG Poker'), tag: 'x'});
    const body = data.body as string;
    const head = text.slice(0, text.length - body.length);
    expect(edited).toBe(head.replace('\r\n---\r\n', '\r\ntag: x\r\n---\r\n') + body.replace('GGPoker', 'GG Poker'));
    expect(edited).not.toMatch(/[^\r]\n/);
  });

  it('never exposes or changes a front matter key named like a reserved field', () => {
    const text = '---\nbody: a front matter value\n__source: x\ntitle: T\n---\nThe text.\n';
    const data = fromFile(text);
    expect(data).toEqual({title: 'T', body: 'The text.\n', [SOURCE_KEY]: text});
    expect(toFile({...data, title: 'U', body: 'New text.\n'})).toBe(
      '---\nbody: a front matter value\n__source: x\ntitle: U\n---\nNew text.\n',
    );
  });

  it('writes a new page (no kept source) with front matter in field order', () => {
    expect(toFile({body: 'Szia!\n', description: 'Leírás', title: 'Cím'}, ['title', 'description', 'body'])).toBe(
      '---\ntitle: Cím\ndescription: Leírás\n---\nSzia!\n',
    );
  });
});

describe('bad input: a clear, safe outcome and nothing lost', () => {
  it('a file without front matter is all body; a field with a value adds front matter', () => {
    const text = 'Csak szöveg, front matter nélkül.\n';
    const data = fromFile(text);
    expect(data).toEqual({body: text, [SOURCE_KEY]: text});
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(toFile({...data, title: ''})).toBe(text);
    expect(toFile({...data, title: 'Cím'})).toBe(`---\ntitle: Cím\n---\n${text}`);
  });

  it('an empty file stays empty', () => {
    const data = fromFile('');
    expect(data).toEqual({body: '', [SOURCE_KEY]: ''});
    expect(toFile(data)).toBe('');
    expect(toFile(jsonTrip(data))).toBe('');
  });

  it.each([
    ['invalid YAML', '---\ntitle: [nincs lezárva\ndescription: "x\n---\nSzöveg.\n'],
    ['a list, not a map', '---\n- a\n- b\n---\nSzöveg.\n'],
    ['an unclosed front matter', '---\ntitle: Cím\nSzöveg.\n'],
    ['duplicate keys', '---\ntitle: A\ntitle: B\n---\nSzöveg.\n'],
  ])('front matter with %s: the whole file is the body, given back unchanged', (_, text) => {
    const data = fromFile(text);
    expect(data).toEqual({body: text, [SOURCE_KEY]: text});
    expect(toFile(data)).toBe(text);
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(toFile({...data, title: ''})).toBe(text);
    // The writer repairs it in the body: that is the new file.
    const fixed = '---\ntitle: Javítva\n---\nSzöveg.\n';
    expect(toFile({...data, body: fixed})).toBe(fixed);
    expect(fromFile(fixed).title).toBe('Javítva');
    // A value typed into a field cannot be merged into broken YAML: refused, not dropped.
    expect(() => toFile({...data, title: 'Cím'})).toThrow(/front matterje hibás/);
  });

  it('a BOM before the front matter is kept', () => {
    const text = '\uFEFF---\ntitle: Cím\n---\nSzöveg.';
    const data = fromFile(text);
    expect(data.title).toBe('Cím');
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(toFile({...data, title: 'Új'})).toBe('\uFEFF---\ntitle: Új\n---\nSzöveg.');
  });

  it('empty front matter takes new keys', () => {
    const text = '---\n---\nSzöveg.\n';
    expect(toFile(fromFile(text))).toBe(text);
    expect(toFile({...fromFile(text), title: 'Cím'})).toBe('---\ntitle: Cím\n---\nSzöveg.\n');
  });
});
