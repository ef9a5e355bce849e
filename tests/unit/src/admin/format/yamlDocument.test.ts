import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {NULL_WHEN_EMPTY} from '@site/src/admin/entryValues';
import * as frontMatterFile from '@site/src/admin/format/frontMatterFile';
import {splitFrontMatter} from '@site/src/admin/format/frontMatterFile';
import * as yamlFile from '@site/src/admin/format/yamlDocument';
import {SOURCE_KEY} from '@site/src/admin/format/yamlDocument';
import {changedLines, immutableTrip, jsonTrip} from '@site/tests/helpers/decapTrip';

type Data = Record<string, unknown>;

/** The two formats as the editor registers them (`src/admin/index.ts`): an entry's empty `ends` is `ends: null`. */
const MDX_FORMAT = frontMatterFile;
const YAML_FORMAT = {
  fromFile: yamlFile.fromFile,
  toFile: (data: Data, order?: readonly string[]) => yamlFile.toFile(data, order, NULL_WHEN_EMPTY),
};

/** The same YAML in both of the editor's formats: a collection entry is the YAML, a page has it as front matter. */
interface Format {
  name: string;
  wrap: (yaml: string) => string;
  fromFile: (text: string) => Data;
  toFile: (data: Data, order?: readonly string[]) => string;
  /** the data a new file is given besides its values */
  extra: Data;
  /** the error when a value is typed into a field of a file whose YAML is broken */
  broken: RegExp;
}

const BODY = 'Szöveg.\n';
const FORMATS: Format[] = [
  {
    name: 'collection entry',
    wrap: (yaml) => yaml,
    fromFile: yamlFile.fromFile,
    toFile: yamlFile.toFile,
    extra: {},
    broken: /nem érvényes YAML/,
  },
  {
    name: 'page front matter',
    wrap: (yaml) => `---\n${yaml}---\n${BODY}`,
    fromFile: frontMatterFile.fromFile,
    toFile: frontMatterFile.toFile,
    extra: {body: BODY},
    broken: /front matterje hibás/,
  },
];

function lines(...each: string[]): string {
  return each.map((line) => `${line}\n`).join('');
}

function crlf(text: string): string {
  return text.replace(/\n/g, '\r\n');
}

/** The data's YAML values: without the page's text and the kept source. */
function valuesOf(data: Data): Data {
  const {body: _body, [SOURCE_KEY]: _source, ...values} = data;
  return values;
}

const ENTRY = lines(
  'title: "Spin & Gold"',
  'format: Spin & Gold',
  "summary: 'Háromfős villámverseny.'",
  'buyIn: fig:spinGoldMinBuyIn',
  'upTo: true',
  'starts: 2026-11-01',
  'ends: null',
  'to: /poker-games/#spin--gold',
);

const NESTED = lines(
  '# Fejléc megjegyzés',
  'title: "Cím"   # a cím',
  'levels:',
  '  - name: első',
  '    value: 1',
  '  - name: második',
  '    value: 2',
  '  # a lista vége',
  'meta:',
  '  owner: Anna',
  '  note: |',
  '    Első sor.',
  '    Második sor.',
  '',
  'price: 1.50',
  'starts: 2026-11-01',
);

const SPACED = lines(
  '# A lap adatai',
  "title:   'Régi cím'   # megjegyzés",
  'weight: 1.50',
  'flag: yes',
  'tags: [ a, b ]',
  'date: 2026-11-01',
  'nested:',
  '    key: érték',
);

/** Layouts the `yaml` Document would write otherwise; kept around an edit. */
const LAYOUT = lines(
  'a: 1',
  '',
  '',
  '',
  'b:    2',
  'hex: 0x1F',
  'text: egy hosszú',
  '  sima szöveg',
  'c: 3',
  '# a végén',
);

interface Edit {
  name: string;
  yaml: string;
  edit: (data: Data) => Data;
  expected: string;
  order?: readonly string[];
}

const at = new Date(2027, 0, 31, 15, 30);

const EDITS: Edit[] = [
  {
    name: 'a date, as written',
    yaml: ENTRY,
    edit: (data) => ({...data, starts: '2026-12-01'}),
    expected: ENTRY.replace('starts: 2026-11-01', 'starts: 2026-12-01'),
  },
  {
    name: 'a Date from the date picker, as the date',
    yaml: ENTRY,
    edit: (data) => ({...data, ends: new Date(2027, 0, 31)}),
    expected: ENTRY.replace('ends: null', 'ends: 2027-01-31'),
  },
  {
    name: 'a Date with a time of day, as a timestamp',
    yaml: ENTRY,
    edit: (data) => ({...data, ends: at}),
    expected: ENTRY.replace('ends: null', `ends: ${at.toISOString()}`),
  },
  {
    name: 'a double-quoted value stays double-quoted',
    yaml: ENTRY,
    edit: (data) => ({...data, title: 'Új "cím": rövid, #1.'}),
    expected: ENTRY.replace('title: "Spin & Gold"', 'title: "Új \\"cím\\": rövid, #1."'),
  },
  {
    name: 'a single-quoted value stays single-quoted, a plain one plain',
    yaml: ENTRY,
    edit: (data) => ({...data, summary: 'Új összefoglaló.', format: 'Spin & Gold Pro'}),
    expected: ENTRY.replace("'Háromfős villámverseny.'", "'Új összefoglaló.'").replace(
      'format: Spin & Gold',
      'format: Spin & Gold Pro',
    ),
  },
  {
    name: 'a plain value that would read as another type is quoted',
    yaml: ENTRY,
    edit: (data) => ({...data, format: 'true', buyIn: '100', to: 'x: y'}),
    expected: ENTRY.replace('format: Spin & Gold', 'format: "true"')
      .replace('buyIn: fig:spinGoldMinBuyIn', 'buyIn: "100"')
      .replace('to: /poker-games/#spin--gold', 'to: "x: y"'),
  },
  {
    name: 'a boolean is a value',
    yaml: ENTRY,
    edit: (data) => ({...data, upTo: false, ends: null}),
    expected: ENTRY.replace('upTo: true', 'upTo: false'),
  },
  {
    name: 'a key missing from the data is kept',
    yaml: ENTRY,
    edit: ({to: _to, ...data}) => ({...data, starts: undefined}),
    expected: ENTRY,
  },
  {
    name: 'a cleared field loses its line',
    yaml: ENTRY,
    edit: (data) => ({...data, to: ''}),
    expected: ENTRY.replace('to: /poker-games/#spin--gold\n', ''),
  },
  {
    name: 'empty new keys are not written',
    yaml: ENTRY,
    edit: (data) => ({...data, schedule: '', extra: null, tags: [], meta: {a: ''}}),
    expected: ENTRY,
  },
  {
    name: 'a new key goes after the last key',
    yaml: ENTRY,
    edit: (data) => ({...data, note: 'Megjegyzés'}),
    expected: `${ENTRY}note: Megjegyzés\n`,
  },
  {
    name: 'new keys go in Decap’s field order, a list as a block list',
    yaml: ENTRY,
    edit: (data) => ({...data, prize: 'fig:x', keywords: ['póker'], buyInMax: 'fig:y'}),
    order: ['title', 'buyInMax', 'keywords', 'prize'],
    expected: `${ENTRY}buyInMax: fig:y\nkeywords:\n  - póker\nprize: fig:x\n`,
  },
  {
    name: 'an item of a block list',
    yaml: NESTED,
    edit: (data) => ({
      ...data,
      levels: [
        {name: 'első', value: 1},
        {name: 'második', value: 3},
      ],
    }),
    expected: NESTED.replace('    value: 2', '    value: 3'),
  },
  {
    name: 'a block list made shorter',
    yaml: NESTED,
    edit: (data) => ({...data, levels: [{name: 'első', value: 1}]}),
    expected: NESTED.replace('  - name: második\n    value: 2\n', ''),
  },
  {
    name: 'a line of block text',
    yaml: NESTED,
    edit: (data) => ({...data, meta: {owner: 'Anna', note: 'Első sor.\nMásodik, új sor.\n'}}),
    expected: NESTED.replace('    Második sor.', '    Második, új sor.'),
  },
  {
    name: 'a new key of a nested map after its last key',
    yaml: NESTED,
    edit: (data) => ({...data, meta: {owner: 'Anna', note: 'Első sor.\nMásodik sor.\n', age: 3}}),
    expected: NESTED.replace('    Második sor.\n', '    Második sor.\n  age: 3\n'),
  },
  {
    name: 'spacing, flow lists and spellings stay; only the edited value changes, in its place',
    yaml: SPACED,
    edit: (data) => ({...data, title: 'Új cím', date: new Date(2026, 11, 24), tags: ['a', 'b', 'c']}),
    expected: SPACED.replace("title:   'Régi cím'   # megjegyzés", "title:   'Új cím'   # megjegyzés")
      .replace('tags: [ a, b ]', 'tags: [ a, b, c ]')
      .replace('date: 2026-11-01', 'date: 2026-12-24'),
  },
  {
    name: 'a flow list keeps its quotes, also on a new item',
    yaml: 'formats: ["Short Deck", "Texas Hold\'em"]\n',
    edit: (data) => ({...data, formats: ['Short Deck', 'Omaha', 'PLO']}),
    expected: 'formats: ["Short Deck", "Omaha", "PLO"]\n',
  },
  {
    name: 'a nested map keeps its indentation',
    yaml: SPACED,
    edit: (data) => ({...data, nested: {key: 'új', other: 2}}),
    expected: SPACED.replace('    key: érték\n', '    key: új\n    other: 2\n'),
  },
  {
    name: 'blank lines, spacing and spellings next to an edited line stay',
    yaml: LAYOUT,
    edit: (data) => ({...data, b: 5, c: 4}),
    expected: LAYOUT.replace('b:    2', 'b:    5').replace('c: 3', 'c: 4'),
  },
  {
    name: 'a cleared field loses its line, not the comment above it',
    yaml: NESTED,
    edit: (data) => ({...data, title: ''}),
    expected: NESTED.replace('title: "Cím"   # a cím\n', ''),
  },
  {
    name: 'a cleared field loses its line, not the blank lines above it',
    yaml: LAYOUT,
    edit: (data) => ({...data, b: ''}),
    expected: LAYOUT.replace('b:    2\n', ''),
  },
  {
    name: 'a new key goes before a comment at the end',
    yaml: LAYOUT,
    edit: (data) => ({...data, d: 4}),
    expected: LAYOUT.replace('c: 3\n', 'c: 3\nd: 4\n'),
  },
  {
    name: 'a flow map',
    yaml: '{title: Cím, starts: 2026-11-01}\n',
    edit: (data) => ({...data, title: 'Új'}),
    expected: '{title: Új, starts: 2026-11-01}\n',
  },
  {
    name: 'empty YAML takes new keys',
    yaml: '',
    edit: (data) => ({...data, title: 'Cím', summary: ''}),
    expected: 'title: Cím\n',
  },
];

describe.each(FORMATS)('$name: only the changed values change', (format) => {
  it.each(EDITS)('$name', ({yaml, edit, expected, order}) => {
    const text = format.wrap(yaml);
    const data = jsonTrip(format.fromFile(text));
    expect(format.toFile(data, order)).toBe(text);
    expect(format.toFile(edit(data), order)).toBe(format.wrap(expected));
  });

  // An empty file has no line breaks to follow.
  it.each(EDITS.filter(({yaml}) => yaml !== ''))('$name, in CRLF line breaks', ({yaml, edit, expected, order}) => {
    const text = crlf(format.wrap(yaml));
    const data = format.fromFile(text);
    expect(format.toFile(jsonTrip(data), order)).toBe(text);
    expect(format.toFile(edit(data), order)).toBe(crlf(format.wrap(expected)));
  });

  it('reads dates, `yes` and numbers as written, and reads back what it wrote', () => {
    const data = format.fromFile(format.wrap(SPACED));
    expect(valuesOf(data)).toMatchObject({date: '2026-11-01', flag: 'yes', weight: 1.5});
    const out = format.toFile({...data, title: 'Új: "cím"', weight: 2, date: new Date(2026, 11, 24)});
    expect(valuesOf(format.fromFile(out))).toEqual({
      ...valuesOf(data),
      title: 'Új: "cím"',
      weight: 2,
      date: '2026-12-24',
    });
  });

  it('writes a new file (no kept source) in field order, without its empty fields', () => {
    const data = {...format.extra, summary: 'Összefoglaló.', title: 'Új verseny', starts: '2026-11-01', to: ''};
    expect(format.toFile({...data, ends: null}, ['title', 'summary', 'starts', 'ends', 'to'])).toBe(
      format.wrap('title: Új verseny\nsummary: Összefoglaló.\nstarts: 2026-11-01\n'),
    );
  });

  it('refuses an edit it cannot write without changing another value (an alias to the edited anchor)', () => {
    const text = format.wrap('a: &shared 1\nb: *shared\n');
    const data = format.fromFile(text);
    expect(valuesOf(data)).toEqual({a: 1, b: 1});
    expect(format.toFile(jsonTrip(data))).toBe(text);
    expect(() => format.toFile({...data, a: 2})).toThrow(/nem írható vissza/);
  });

  it.each([
    ['invalid YAML', 'title: "nincs lezárva\nstarts: 2026-11-01\n'],
    ['a list, not a map', '- a\n- b\n'],
    ['duplicate keys', 'title: A\ntitle: B\n'],
  ])('%s: no values, given back unchanged; an edit is refused, not dropped', (_, yaml) => {
    const text = format.wrap(yaml);
    const data = format.fromFile(text);
    expect(valuesOf(data)).toEqual({});
    expect(format.toFile(data)).toBe(text);
    expect(format.toFile(jsonTrip(data))).toBe(text);
    expect(format.toFile({...data, title: '', ends: null})).toBe(text);
    expect(() => format.toFile({...data, title: 'Cím'})).toThrow(format.broken);
  });
});

const ROOT = path.resolve(__dirname, '../../../../..');
const ENTRY_FIXTURES = 'tests/fixtures/admin-entries';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

// Dated entries with every field, as the format must keep them, and the site's own entries and pages.
const ENTRY_FILES = [...filesUnder(ENTRY_FIXTURES, /\.yml$/), ...filesUnder('i18n', /\/collections\/.*\.yml$/)];
const PAGE_FILES = filesUnder('i18n', /\/docusaurus-plugin-content-pages\/.*\.mdx$/);
/** Every YAML of the repository the editor writes: the entries, and the pages' front matter. */
const YAMLS = [
  ...ENTRY_FILES.map((file) => [file, read(file)]),
  ...PAGE_FILES.map((file) => [file, splitFrontMatter(read(file))?.yaml ?? '']),
] as const;

describe("the repository's entries and pages", () => {
  it('finds them', () => {
    expect(ENTRY_FILES.length).toBeGreaterThanOrEqual(14);
    expect(PAGE_FILES.length).toBeGreaterThanOrEqual(50);
  });

  it.each([...ENTRY_FILES, ...PAGE_FILES])('%s round-trips byte for byte', (file) => {
    const text = read(file);
    const format = file.endsWith('.mdx') ? MDX_FORMAT : YAML_FORMAT;
    const data = format.fromFile(text);
    expect(data[SOURCE_KEY]).toBe(text);
    expect(format.toFile(data)).toBe(text);
    expect(format.toFile(jsonTrip(data))).toBe(text);
    expect(format.toFile(immutableTrip(data), ['title', 'description', 'summary', 'starts', 'ends', 'body'])).toBe(
      text,
    );
  });
});

describe.each(FORMATS)("$name: the repository's YAML", (format) => {
  it.each(YAMLS)('%s: round-trips; a new title changes one line; a new key is the last line', (_, yaml) => {
    const text = format.wrap(yaml);
    const data = jsonTrip(format.fromFile(text));
    expect(format.toFile(data)).toBe(text);
    expect(format.toFile(immutableTrip(data), ['title', 'description'])).toBe(text);

    const titled = format.toFile({...data, title: 'Új cím: próba'});
    const changed = changedLines(text, titled);
    expect(changed).toHaveLength(1);
    expect(changed[0].before).toMatch(/^title: /);
    expect(changed[0].after).toMatch(/^title: ["']Új cím: próba["']$/);
    expect(valuesOf(format.fromFile(titled))).toEqual({...valuesOf(data), title: 'Új cím: próba'});

    expect(format.toFile({...data, sidebar_label: 'Új címke'})).toBe(format.wrap(`${yaml}sidebar_label: Új címke\n`));
  });
});

describe('collection entries', () => {
  const entries = filesUnder(ENTRY_FIXTURES, /\.yml$/);

  it.each(entries)('%s: dates are the strings written in the file', (file) => {
    const text = read(file);
    const data = yamlFile.fromFile(text);
    expect(data.starts).toBe(/^starts: (.*)$/m.exec(text)![1]);
    expect(data.ends).toBeNull();
  });

  it('a file without a final line break keeps having none', () => {
    const text = 'title: Cím';
    expect(yamlFile.toFile(yamlFile.fromFile(text))).toBe(text);
    expect(yamlFile.toFile({...yamlFile.fromFile(text), title: 'Új'})).toBe('title: Új');
    expect(yamlFile.toFile({...yamlFile.fromFile(text), note: 'x'})).toBe('title: Cím\nnote: x');
  });

  it('two YAML documents: no values, given back unchanged; an edit is refused', () => {
    const text = 'title: A\n---\ntitle: B\n';
    expect(yamlFile.fromFile(text)).toEqual({[SOURCE_KEY]: text});
    expect(yamlFile.toFile(yamlFile.fromFile(text))).toBe(text);
    expect(() => yamlFile.toFile({...yamlFile.fromFile(text), title: 'Cím'})).toThrow(/nem érvényes YAML/);
  });

  describe('the entries’ format: an empty end date is written `ends: null` (no announced end)', () => {
    const order = ['title', 'summary', 'amount', 'upTo', 'starts', 'ends', 'terms', 'to'];

    it('writes a new promotion from the form with `ends: null` in its place', () => {
      const data = {title: 'Új promóció', summary: 'Egy mondat.', amount: 'fig:x', starts: '2026-12-01', terms: '/a/'};
      const text =
        'title: Új promóció\nsummary: Egy mondat.\namount: fig:x\nstarts: 2026-12-01\nends: null\nterms: /a/\n';
      expect(YAML_FORMAT.toFile(data, order)).toBe(text);
      expect(YAML_FORMAT.toFile({...data, ends: ''}, order)).toBe(text);
      expect(YAML_FORMAT.toFile({...data, ends: '2026-12-31'}, order)).toBe(text.replace('null', '2026-12-31'));
    });

    it('turns a cleared end date into `ends: null`, and keeps a file that has one as it is', () => {
      const text = read(`${ENTRY_FIXTURES}/promotions/welcome-bonus.yml`);
      const dated = text.replace('ends: null', 'ends: 2027-01-31');
      expect(YAML_FORMAT.toFile({...YAML_FORMAT.fromFile(dated), ends: ''}, order)).toBe(text);
      expect(YAML_FORMAT.toFile(immutableTrip(YAML_FORMAT.fromFile(text)), order)).toBe(text);
      const {ends: _ends, ...withoutEnds} = YAML_FORMAT.fromFile(dated);
      expect(YAML_FORMAT.toFile(withoutEnds, order)).toBe(dated);
    });
  });
});

describe('pages: the front matter and the text', () => {
  const {fromFile, toFile} = frontMatterFile;

  it.each(PAGE_FILES)('%s: a sentence of the body changes only that sentence', (file) => {
    const text = read(file);
    const data = jsonTrip(fromFile(text));
    const body = data.body as string;
    expect(text.endsWith(body)).toBe(true);
    const sentence = /\p{Lu}[^.\n<>{}]*\./u.exec(body);
    expect(sentence).not.toBeNull();
    const at = sentence!.index;
    const newBody = `${body.slice(0, at)}Ez egy új mondat.${body.slice(at + sentence![0].length)}`;
    const out = toFile({...data, body: newBody});
    expect(out).toBe(text.slice(0, text.length - body.length) + newBody);
    expect(splitFrontMatter(out)!.yaml).toBe(splitFrontMatter(text)!.yaml);
  });

  it('keeps CRLF line breaks when the body comes back with LF, and edits both parts', () => {
    const text = crlf(`---\ntitle: Rólunk\n---\nA GGPoker csapata.\n`);
    const data = fromFile(text);
    const lfBody = (data.body as string).replace(/\r\n/g, '\n');
    expect(toFile({...data, body: lfBody})).toBe(text);
    const edited = toFile({...data, body: lfBody.replace('GGPoker', 'GG Poker'), tag: 'x'});
    expect(edited).toBe(crlf('---\ntitle: Rólunk\ntag: x\n---\nA GG Poker csapata.\n'));
  });

  it('never exposes or changes a front matter key named like a reserved field', () => {
    const text = '---\nbody: a front matter value\n__source: x\ntitle: T\n---\nThe text.\n';
    const data = fromFile(text);
    expect(data).toEqual({title: 'T', body: 'The text.\n', [SOURCE_KEY]: text});
    expect(toFile({...data, title: 'U', body: 'New text.\n'})).toBe(
      '---\nbody: a front matter value\n__source: x\ntitle: U\n---\nNew text.\n',
    );
  });

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

  it('a BOM before the front matter is kept', () => {
    const text = '\uFEFF---\ntitle: Cím\n---\nSzöveg.';
    const data = fromFile(text);
    expect(data.title).toBe('Cím');
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(toFile({...data, title: 'Új'})).toBe('\uFEFF---\ntitle: Új\n---\nSzöveg.');
  });

  it.each([
    ['invalid YAML', '---\ntitle: [nincs lezárva\ndescription: "x\n---\nSzöveg.\n'],
    ['a list, not a map', '---\n- a\n- b\n---\nSzöveg.\n'],
    ['an unclosed front matter', '---\ntitle: Cím\nSzöveg.\n'],
    ['duplicate keys', '---\ntitle: A\ntitle: B\n---\nSzöveg.\n'],
  ])('front matter with %s: the whole file is the body, which the writer can repair', (_, text) => {
    const data = fromFile(text);
    expect(data).toEqual({body: text, [SOURCE_KEY]: text});
    const fixed = '---\ntitle: Javítva\n---\nSzöveg.\n';
    expect(toFile({...data, body: fixed})).toBe(fixed);
    expect(fromFile(fixed).title).toBe('Javítva');
    expect(() => toFile({...data, title: 'Cím'})).toThrow(/front matterje hibás/);
  });
});

describe('parseYaml', () => {
  it('reads YAML 1.2 core: dates and `yes` are strings; no map is no values', () => {
    expect(yamlFile.parseYaml('a: 2026-11-01\nb: yes\nc: 1.50\n')).toEqual({a: '2026-11-01', b: 'yes', c: 1.5});
    expect(yamlFile.parseYaml('')).toEqual({});
    expect(yamlFile.parseYaml('- a\n')).toBeUndefined();
    expect(yamlFile.parseYaml('a: [1')).toBeUndefined();
  });
});
