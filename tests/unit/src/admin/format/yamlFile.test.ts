/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {SOURCE_KEY, YAML_FORMAT} from '@site/src/admin/format';
import {fromFile, toFile} from '@site/src/admin/format/yamlFile';
import {parseYaml} from '@site/src/admin/format/yamlValues';
import {changedLines, immutableTrip, jsonTrip} from '@site/tests/helpers/decapTrip';

type Data = Record<string, unknown>;

// Dated entries with every field, as the format must keep them; the site's own entries are ongoing (no dates)
// and are round-tripped below too.
const COLLECTIONS_DIR = path.resolve(__dirname, '../../../../fixtures/admin-entries');
const SITE_COLLECTIONS_DIR = path.resolve(__dirname, '../../../../../i18n/hu/collections');

function entriesOf(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.yml'))
    .sort();
}

const ENTRIES = entriesOf(COLLECTIONS_DIR);

function read(entry: string, dir = COLLECTIONS_DIR): string {
  return readFileSync(path.join(dir, entry), 'utf8');
}

function values(text: string): Data {
  const parsed = parseYaml(text);
  expect(parsed).toBeDefined();
  return parsed!.values;
}

describe('every collection entry round-trips byte for byte', () => {
  it('finds the entries', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(7);
  });

  it.each(ENTRIES)('%s', (entry) => {
    const text = read(entry);
    const data = fromFile(text);
    expect(data[SOURCE_KEY]).toBe(text);
    expect(toFile(data)).toBe(text);
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(toFile(immutableTrip(data), ['title', 'summary', 'starts', 'ends'])).toBe(text);
    expect(YAML_FORMAT.toFile(YAML_FORMAT.fromFile(text))).toBe(text);
  });

  it.each(entriesOf(SITE_COLLECTIONS_DIR))("the site's %s", (entry) => {
    const text = read(entry, SITE_COLLECTIONS_DIR);
    expect(toFile(fromFile(text))).toBe(text);
    expect(toFile(jsonTrip(fromFile(text)))).toBe(text);
    expect(YAML_FORMAT.toFile(YAML_FORMAT.fromFile(text))).toBe(text);
  });

  it.each(ENTRIES)('%s: dates are the strings written in the file', (entry) => {
    const text = read(entry);
    const data = fromFile(text);
    const starts = /^starts: (.*)$/m.exec(text)![1];
    expect(data.starts).toBe(starts);
    expect(data.ends).toBeNull();
  });
});

describe('an edit changes only the edited line, on every entry', () => {
  it.each(ENTRIES)('%s: a date', (entry) => {
    const text = read(entry);
    const out = toFile({...jsonTrip(fromFile(text)), starts: '2026-12-01'});
    expect(changedLines(text, out)).toEqual([{before: /^starts: .*$/m.exec(text)![0], after: 'starts: 2026-12-01'}]);
  });

  it.each(ENTRIES)('%s: a Date from a date picker, written as the date', (entry) => {
    const text = read(entry);
    const out = toFile({...jsonTrip(fromFile(text)), ends: new Date(2027, 0, 31)});
    expect(changedLines(text, out)).toEqual([{before: 'ends: null', after: 'ends: 2027-01-31'}]);
    expect(values(out).ends).toBe('2027-01-31');
  });

  it.each(ENTRIES)('%s: the summary, double-quoted as before', (entry) => {
    const text = read(entry);
    const out = toFile({...jsonTrip(fromFile(text)), summary: 'Új "összefoglaló": rövid, #1.'});
    expect(changedLines(text, out)).toEqual([
      {before: /^summary: .*$/m.exec(text)![0], after: 'summary: "Új \\"összefoglaló\\": rövid, #1."'},
    ]);
  });

  it.each(ENTRIES)('%s: a new key is appended as the last line', (entry) => {
    const text = read(entry);
    const out = toFile({...jsonTrip(fromFile(text)), note: 'Megjegyzés'});
    expect(out).toBe(`${text}note: Megjegyzés\n`);
  });
});

describe('values and styles', () => {
  const entry = 'tournaments/spin-and-gold.yml';

  it('quotes a string that would read as another type, and reads back the same values', () => {
    const text = read(entry);
    const out = toFile({...fromFile(text), buyIn: '100', format: 'true', prize: 'x: y'});
    expect(changedLines(text, out)).toEqual([
      {before: 'format: Spin & Gold', after: 'format: "true"'},
      {before: 'buyIn: fig:spinGoldMinBuyIn', after: 'buyIn: "100"'},
      {before: 'prize: fig:spinGoldMaxMultiplier', after: 'prize: "x: y"'},
    ]);
    expect(values(out)).toMatchObject({buyIn: '100', format: 'true', prize: 'x: y'});
  });

  it('writes a boolean and null as values', () => {
    const text = read('promotions/welcome-bonus.yml');
    const out = toFile({...fromFile(text), upTo: false, ends: null});
    expect(changedLines(text, out)).toEqual([{before: 'upTo: true', after: 'upTo: false'}]);
  });

  it('keeps a key missing from the data; a cleared field loses its line; empty new keys are not written', () => {
    const text = read(entry);
    const {to: _to, ...withoutTo} = fromFile(text);
    expect(toFile(withoutTo)).toBe(text);
    expect(toFile({...fromFile(text), to: undefined, schedule: '', upTo: null, tags: []})).toBe(text);
    expect(toFile({...fromFile(text), to: ''})).toBe(text.replace('to: /poker-games/#spin--gold\n', ''));
  });

  it('appends several new keys in Decap’s field order', () => {
    const text = read('tournaments/mystery-battle-royale.yml');
    const out = toFile({...fromFile(text), prize: 'fig:x', buyIn: 'fig:y'}, ['title', 'buyIn', 'prize', 'starts']);
    expect(out).toBe(`${text}buyIn: fig:y\nprize: fig:x\n`);
  });

  it('edits inside comments, nested maps, block lists and block text without touching the rest', () => {
    const text = [
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
      '',
    ].join('\n');
    const data = fromFile(text);
    expect(data).toMatchObject({price: 1.5, starts: '2026-11-01', meta: {note: 'Első sor.\nMásodik sor.\n'}});
    expect(toFile(jsonTrip(data))).toBe(text);

    const item = toFile({
      ...jsonTrip(data),
      levels: [
        {name: 'első', value: 1},
        {name: 'második', value: 3},
      ],
    });
    expect(changedLines(text, item)).toEqual([{before: '    value: 2', after: '    value: 3'}]);

    const note = toFile({...jsonTrip(data), meta: {owner: 'Anna', note: 'Első sor.\nMásodik, új sor.\n'}});
    expect(changedLines(text, note)).toEqual([{before: '    Második sor.', after: '    Második, új sor.'}]);

    const nestedKey = toFile({...jsonTrip(data), meta: {owner: 'Anna', note: 'Első sor.\nMásodik sor.\n', age: 3}});
    expect(nestedKey).toBe(text.replace('    Második sor.\n', '    Második sor.\n  age: 3\n'));

    const longer = toFile({...jsonTrip(data), levels: [{name: 'első', value: 1}]});
    expect(longer).toBe(text.replace('  - name: második\n    value: 2\n', ''));
    expect(values(longer).levels).toEqual([{name: 'első', value: 1}]);
  });

  it('keeps CRLF line breaks', () => {
    const text = read(entry).replace(/\n/g, '\r\n');
    const data = fromFile(text);
    expect(toFile(jsonTrip(data))).toBe(text);
    const out = toFile({...data, starts: '2026-12-01', extra: ['a']});
    expect(out).toBe(`${text.replace('starts: 2026-11-01', 'starts: 2026-12-01')}extra:\r\n  - a\r\n`);
  });

  it('writes a new entry (no kept source) in field order, without its empty fields', () => {
    const data = {summary: 'Összefoglaló.', title: 'Új verseny', starts: '2026-11-01', to: '', ends: null};
    expect(toFile(data, ['title', 'summary', 'starts', 'ends', 'to'])).toBe(
      'title: Új verseny\nsummary: Összefoglaló.\nstarts: 2026-11-01\n',
    );
  });

  it('refuses an edit it cannot write without changing another value (an alias to the edited anchor)', () => {
    const text = 'a: &shared 1\nb: *shared\n';
    const data = fromFile(text);
    expect(data).toMatchObject({a: 1, b: 1});
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(() => toFile({...data, a: 2})).toThrow(/nem írható vissza/);
  });

  it('edits a flow map file through the Document', () => {
    const text = '{title: Cím, starts: 2026-11-01}\n';
    expect(toFile(jsonTrip(fromFile(text)))).toBe(text);
    expect(values(toFile({...fromFile(text), title: 'Új'}))).toEqual({title: 'Új', starts: '2026-11-01'});
  });
});

describe('bad input: a clear, safe outcome and nothing lost', () => {
  it('an empty file has no values and takes new keys', () => {
    expect(fromFile('')).toEqual({[SOURCE_KEY]: ''});
    expect(toFile(fromFile(''))).toBe('');
    expect(toFile({...fromFile(''), title: 'Cím'})).toBe('title: Cím\n');
  });

  it('a file without a final line break gets one only when a key is added', () => {
    const text = 'title: Cím';
    expect(toFile(fromFile(text))).toBe(text);
    expect(toFile({...fromFile(text), title: 'Új'})).toBe('title: Új');
    expect(toFile({...fromFile(text), note: 'x'})).toBe('title: Cím\nnote: x\n');
  });

  it.each([
    ['invalid YAML', 'title: "nincs lezárva\nstarts: 2026-11-01\n'],
    ['a list, not a map', '- a\n- b\n'],
    ['two documents', 'title: A\n---\ntitle: B\n'],
    ['duplicate keys', 'title: A\ntitle: B\n'],
  ])('%s: no values, given back unchanged; an edit is refused, not dropped', (_, text) => {
    const data = fromFile(text);
    expect(data).toEqual({[SOURCE_KEY]: text});
    expect(toFile(data)).toBe(text);
    expect(toFile(jsonTrip(data))).toBe(text);
    expect(toFile({...data, title: '', ends: null})).toBe(text);
    expect(() => toFile({...data, title: 'Cím'})).toThrow(/nem érvényes YAML/);
  });
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
    const text = read('promotions/welcome-bonus.yml');
    const dated = text.replace('ends: null', 'ends: 2027-01-31');
    expect(YAML_FORMAT.toFile({...YAML_FORMAT.fromFile(dated), ends: ''}, order)).toBe(text);
    expect(YAML_FORMAT.toFile(immutableTrip(YAML_FORMAT.fromFile(text)), order)).toBe(text);
    const {ends: _ends, ...withoutEnds} = YAML_FORMAT.fromFile(dated);
    expect(YAML_FORMAT.toFile(withoutEnds, order)).toBe(dated);
  });
});
