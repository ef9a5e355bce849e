// `npm run check` on the promotions and tournaments collections: the same validation as the build, each problem
// at the line of its YAML key with the rule id, expired entries as warnings, and the texts spell-checked and
// linted like a page's prose.
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {collectionFindings} from '@site/scripts/check/rules/collections';
import type {ProseAt} from '@site/scripts/check/rules/spelling';
import type {Finding} from '@site/src/lib/check/finding';
import type {KnownRoutes} from '@site/src/lib/collections';

const ROOT = path.resolve(__dirname, '../../../../..');

const ROUTES: KnownRoutes = new Map([
  ['/bonus-terms/', new Set(['udvozlo-bonusz'])],
  ['/terms-conditions/', new Set<string>()],
]);

const VALID = [
  'title: "Havi nyereményjáték"',
  'summary: "Minden hónapban új játék vár rád."',
  'amount: "100%"',
  'starts: 2026-11-01',
  'ends: null',
  'terms: /bonus-terms/#udvozlo-bonusz',
  'source: "a promóciós csapat levele, 2026-10-20"',
].join('\n');

let site: string;

/** A stand-in spell checker that knows every word but "jatek": the real one runs in the CLI test below. */
const spelled: ProseAt[] = [];
function spell(pieces: ProseAt[]) {
  spelled.push(...pieces);
  return pieces.flatMap((piece) => {
    const offset = piece.text.indexOf('jatek');
    return offset === -1
      ? []
      : [{line: piece.line, column: piece.column + offset, message: 'Ismeretlen szó: „jatek”', fix: 'Javítsd'}];
  });
}

function write(file: string, text: string): void {
  const absolute = path.join(site, 'i18n/hu/collections', file);
  mkdirSync(path.dirname(absolute), {recursive: true});
  writeFileSync(absolute, `${text}\n`);
}

async function check(files: Record<string, string>, date = '2026-11-25') {
  rmSync(path.join(site, 'i18n'), {recursive: true, force: true});
  for (const [file, text] of Object.entries(files)) write(file, text);
  spelled.length = 0;
  return collectionFindings({rootDir: site, routes: ROUTES, date, spell});
}

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'check-collections-'));
});

afterAll(() => rmSync(site, {recursive: true, force: true}));

describe('npm run check on the collections', () => {
  it('finds nothing in a valid entry, and lists it as checked', async () => {
    const {findings, files} = await check({'promotions/havi.yml': VALID});
    expect(findings).toEqual([]);
    expect(files).toEqual(['i18n/hu/collections/promotions/havi.yml']);
  });

  it('reports each problem at the line of its key, with the rule id and what to do', async () => {
    const text = VALID.replace('amount: "100%"', 'amount: $600')
      .replace('ends: null', 'ends: 2026-10-01')
      .replace('terms: /bonus-terms/#udvozlo-bonusz', 'terms: https://ggpoker.com/\nkep: banner.png');
    const {findings} = await check({'promotions/hibas.yml': text});
    const file = 'i18n/hu/collections/promotions/hibas.yml';
    expect(findings.map(({line, column, rule}) => ({line, column, rule}))).toEqual([
      {line: 3, column: 1, rule: 'collections'},
      {line: 6, column: 1, rule: 'collections'},
      {line: 7, column: 1, rule: 'collections'},
      {line: 5, column: 1, rule: 'collections'},
    ]);
    expect(findings.every((finding) => finding.file === file && finding.severity === undefined)).toBe(true);
    const byLine: Partial<Record<number, Finding>> = Object.fromEntries(
      findings.map((finding) => [finding.line, finding]),
    );
    expect(byLine[3]?.message).toMatch(/^Az összeg \(amount\): „\$600” helyett ezt írd: „600\u00a0\$”/);
    expect(byLine[3]?.fix).toMatch(/fig:welcomeMatchCap/);
    expect(byLine[5]?.message).toBe('A záró dátum (ends: 2026-10-01) a kezdő dátum (starts: 2026-11-01) előtt van.');
    expect(byLine[6]?.message).toMatch(/^A feltételek linkje \(terms\): „https:\/\/ggpoker\.com\/” külső cím/);
    expect(byLine[7]?.message).toMatch(/^Ismeretlen mező: „kep”/);
    expect(byLine[7]?.fix).toMatch(/^Töröld, vagy javítsd a nevét/);
  });

  it('reports a missing field at the top of the file', async () => {
    // The amount may be left out (a promotion without a highlight figure); the summary may not.
    const {findings} = await check({'promotions/hianyos.yml': VALID.replace(/^summary:.*\n/m, '')});
    expect(findings).toEqual([
      expect.objectContaining({
        line: 1,
        column: 1,
        rule: 'collections',
        message: 'Hiányzik az összefoglaló (summary).',
      }),
    ]);
  });

  it('reports broken YAML at its line, and a file name that is no entry name', async () => {
    const {findings} = await check({
      'tournaments/tores.yml': 'title: "Törött"\nsummary: Két szó: három szó\n',
      'tournaments/Rossz Nev.yml': VALID,
    });
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'i18n/hu/collections/tournaments/Rossz Nev.yml',
        line: 1,
        message: expect.stringMatching(/A fájl neve kisbetűs/) as string,
      }),
      expect.objectContaining({
        file: 'i18n/hu/collections/tournaments/tores.yml',
        line: 2,
        rule: 'collections',
        message: expect.stringMatching(/^Nem érvényes YAML/) as string,
        fix: expect.stringMatching(/tedd idézőjelbe/) as string,
      }),
    ]);
  });

  it('refuses a start date without its source, at the start date', async () => {
    const {findings} = await check({'promotions/forras.yml': VALID.replace(/\nsource: .*$/, '')});
    expect(findings).toEqual([
      expect.objectContaining({
        line: 4,
        rule: 'collections',
        message: expect.stringMatching(/^A kezdő dátumhoz \(starts\) forrás kell \(source\)/) as string,
      }),
    ]);
  });

  it('warns about an expired entry at its end date; the warning does not fail the check', async () => {
    const {findings} = await check({'promotions/regi.yml': VALID.replace('ends: null', 'ends: 2026-11-24')});
    expect(findings).toEqual([
      {
        file: 'i18n/hu/collections/promotions/regi.yml',
        line: 5,
        column: 1,
        rule: 'collections',
        severity: 'warning',
        message: 'Lejárt: a záró dátum (2026-11-24) elmúlt, a build már nem mutatja ezt a bejegyzést',
        fix: 'Töröld a fájlt, vagy ha az ajánlat folytatódik, írd át az ends dátumot',
      },
    ]);
    // On its last day it is still current.
    expect((await check({'promotions/regi.yml': VALID.replace('ends: null', 'ends: 2026-11-25')})).findings).toEqual(
      [],
    );
  });

  it('spell-checks and lints the visible texts at their place, and skips the figure placeholders', async () => {
    const text = VALID.replace(
      'summary: "Minden hónapban új játék vár rád."',
      'summary: "Minden hónapban új jatek vár vár rád, akár {fig:welcomeMatchCap}-ig."',
    );
    const {findings} = await check({'promotions/szoveg.yml': text});
    const found = findings.map(({line, column, rule}) => ({line, column, rule}));
    expect(found.sort((a, b) => a.column - b.column)).toEqual([
      {line: 2, column: 30, rule: 'spelling'},
      {line: 2, column: 40, rule: 'ismetles'},
    ]);
    expect(findings.find((finding) => finding.rule === 'spelling')?.message).toBe('Ismeretlen szó: „jatek”');
    // The checker gets the title and the summary as written, the placeholder blanked out column for column.
    expect(spelled).toEqual([
      {text: 'Havi nyereményjáték', line: 1, column: 9},
      {
        text: `Minden hónapban új jatek vár vár rád, akár ${' '.repeat('{fig:welcomeMatchCap}'.length)}-ig.`,
        line: 2,
        column: 11,
      },
    ]);
  });

  it('checks only the selected files when given a selection', async () => {
    rmSync(path.join(site, 'i18n'), {recursive: true, force: true});
    write('promotions/a.yml', VALID);
    write('promotions/b.yml', 'rossz: [');
    const only = new Set(['i18n/hu/collections/promotions/a.yml']);
    const {findings, files} = await collectionFindings({rootDir: site, routes: ROUTES, date: '2026-11-25', only});
    expect(findings).toEqual([]);
    expect(files).toEqual(['i18n/hu/collections/promotions/a.yml']);
  });
});

describe('npm run check, run as the writer runs it', () => {
  it('prints collection errors at file:line, expired entries as warnings, and exits non-zero', () => {
    rmSync(path.join(site, 'i18n'), {recursive: true, force: true});
    write('promotions/jo.yml', VALID);
    write('promotions/lejart.yml', VALID.replace('ends: null', 'ends: 2026-11-01'));
    write('tournaments/rossz.yml', VALID.replace('amount: "100%"', 'format: Rush & Cash'));
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/check/cli.ts',
        '--collections',
        path.join(site, 'i18n/hu/collections'),
      ],
      {cwd: ROOT, encoding: 'utf8', env: {...process.env, CONTENT_DATE: '2026-11-25'}},
    );
    const output = `${run.stdout}${run.stderr}`;
    const rows = output.split('\n').filter((row) => row.includes('collections/'));
    const relative = path.relative(ROOT, path.join(site, 'i18n/hu/collections'));
    expect(
      rows.find((row) =>
        row.startsWith(`${relative}/promotions/lejart.yml:5:1  [collections] figyelmeztetés: Lejárt:`),
      ),
    ).toBeDefined();
    expect(
      rows.find((row) =>
        row.startsWith(
          `${relative}/tournaments/rossz.yml:3:1  [collections] A formátum (format) „Rush & Cash” készpénzes formátum`,
        ),
      ),
    ).toBeDefined();
    // The valid entry of the copy has nothing to report.
    expect(rows.filter((row) => !/lejart\.yml|rossz\.yml/.test(row))).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(run.status).toBe(1);
  }, 120_000);
});
