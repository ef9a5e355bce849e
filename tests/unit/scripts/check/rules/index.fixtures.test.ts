// Every rule of `npm run check` against its fixtures (tests/fixtures/check/<rule id>/): the `good…` files give
// no finding, each `bad…` file gives at least one, and expected.txt lists every finding of the folder as the
// check prints it (file:line:column  [rule] message  →  fix), so a place, a message or a fix cannot drift. The
// writers' guide names each rule's file.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {rulesForLocale} from '@site/scripts/check/rules';
import {createSpeller} from '@site/scripts/spelling/speller';
import type {Speller} from '@site/src/lib/check/context';
import {formatText} from '@site/src/lib/check/finding';
import {checkFolder} from '@site/tests/helpers/checkFiles';

const RULES = rulesForLocale('hu');
const ROOT = path.resolve(__dirname, '../../../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/check');
const WRITERS_GUIDE = readFileSync(path.join(ROOT, 'docs/writers/checks.md'), 'utf8');

let speller: Speller;

beforeAll(async () => {
  speller = await createSpeller();
}, 60_000);

function casesOf(dir: string): {good: string[]; bad: string[]} {
  const files = (readdirSync(dir, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(?:mdx|json)$/.test(file));
  const named = (prefix: string) => files.filter((file) => path.basename(file).startsWith(prefix)).sort();
  return {good: named('good'), bad: named('bad')};
}

it('has a fixture folder for every rule, and a rule for every fixture folder', () => {
  expect(readdirSync(FIXTURES).sort()).toEqual(RULES.map((rule) => rule.id).sort());
});

describe.each(RULES.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
  const dir = path.join(FIXTURES, id);

  it('has good and bad examples and the expected findings', () => {
    const {good, bad} = casesOf(dir);
    expect(good.length).toBeGreaterThan(0);
    expect(bad.length).toBeGreaterThan(0);
    expect(existsSync(path.join(dir, 'expected.txt'))).toBe(true);
  });

  it('is listed in docs/writers/checks.md with the file it lives in, so a printed id leads to its rule', () => {
    const row = WRITERS_GUIDE.split('\n').find((line) => line.startsWith(`| \`${id}\` |`)) ?? '';
    const file = /\(\.\.\/\.\.\/((?:scripts|src\/lib)\/check\/rules\/\w+\.ts)\)/.exec(row)?.[1] ?? '';
    expect(file).not.toBe('');
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain(`'${id}'`);
  });

  it('finds nothing in the good examples, each bad example at its place, in Hungarian, with a fix', async () => {
    const findings = await checkFolder(dir, [rule], speller);
    const relative = findings.map((finding) => ({...finding, file: path.relative(dir, path.join(ROOT, finding.file))}));
    const {good, bad} = casesOf(dir);
    expect(relative.filter((finding) => good.includes(finding.file))).toEqual([]);
    for (const file of bad) expect(relative.map((finding) => finding.file)).toContain(file);
    expect(relative.every((finding) => finding.rule === id)).toBe(true);
    const expected = readFileSync(path.join(dir, 'expected.txt'), 'utf8').trimEnd().split('\n');
    expect(relative.map(formatText)).toEqual(expected);
  }, 60_000);
});
