// The floors of .dependency-cruiser.cjs, run by dependency-cruiser's own API on a small tree with planted breaks
// in a temporary folder: an upward import fails, types included, and so do a circle that closes through a type, a
// lower component room importing a higher one and an edge file that reaches Node; imports that point down pass.
// dependency-cruiser is an ES module that loads its config itself, which Jest's module sandbox does not run, so
// the cruise runs in a Node process of its own. The same table is written in docs/architecture.md ("Floors").
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

/** The planted tree: each file's text by its path in the repository's layout. */
const PLANTED: Record<string, string> = {
  // Imports that point down, floor by floor: clean.
  'regions/language.ts': "export const LANGUAGE = 'hu';\n",
  'src/data/settings.ts': "import {LANGUAGE} from '../../regions/language';\nexport const SETTINGS = {LANGUAGE};\n",
  'src/lib/rule.ts':
    "import {SETTINGS} from '../data/settings';\nexport const rule = (): string => SETTINGS.LANGUAGE;\n",
  'src/components/kit/Badge/label.ts':
    "import {rule} from '../../../lib/rule';\nexport type Label = string;\nexport const label: Label = rule();\n",
  // A type taken from a higher floor.
  'src/lib/upward.ts': "import type {Label} from '../components/kit/Badge/label';\nexport type Upward = Label;\n",
  // A circle that closes through a type.
  'src/admin/form.ts':
    "import {text} from './text';\nexport interface Form {\n  text: string;\n}\nexport const form = text;\n",
  'src/admin/text.ts': "import type {Form} from './form';\nexport const text = 'x';\nexport type Text = Form;\n",
  // The kit room reaching into the shell room.
  'src/components/shell/Header.ts': "export const HEADER = 'header';\n",
  'src/components/kit/Modal.ts': "import {HEADER} from '../shell/Header';\nexport const MODAL = HEADER;\n",
  // The edge, which runs on Workers too, reaching Node through a build file of site/.
  'site/files.ts': "import {readFileSync} from 'node:fs';\nexport const read = (file: string) => readFileSync(file);\n",
  'server/core/page.ts': "import {read} from '../../site/files';\nexport const page = read;\n",
};

interface Violation {
  rule: string;
  from: string;
  to: string;
  /** A circle's way back to `from` (dependency-cruiser reports a circle once, at the first of its files). */
  cycle?: string[];
}

interface FloorRule {
  name: string;
  from: {path?: string[]};
  to: {pathNot?: string[]};
}

/** The violations dependency-cruiser finds with the repository's config in a tree of `files`, and its rules. */
function cruise(files: Record<string, string>): {violations: Violation[]; rules: FloorRule[]} {
  const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), text);
    }
    const script = `
      import {cruise} from 'dependency-cruiser';
      import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
      import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
      const options = await extractDepcruiseOptions(${JSON.stringify(CONFIG)});
      const {output} = await cruise(
        ${JSON.stringify(Object.keys(files))},
        {...options, baseDir: ${JSON.stringify(dir)}},
        {},
        {tsConfig: extractTSConfig(${JSON.stringify(path.join(ROOT, 'tsconfig.json'))})},
      );
      process.stdout.write(JSON.stringify({violations: output.summary.violations, rules: options.ruleSet.forbidden}));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ROOT, encoding: 'utf8'});
    if (run.status !== 0) throw new Error(`dependency-cruiser stopped: ${run.stderr}`);
    const found = JSON.parse(run.stdout) as {
      violations: {rule: {name: string}; from: string; to: string; cycle?: {name: string}[]}[];
      rules: FloorRule[];
    };
    const violations = found.violations.map(({rule, from, to, cycle}) => ({
      rule: rule.name,
      from,
      to,
      ...(cycle && {cycle: cycle.map(({name}) => name)}),
    }));
    return {violations, rules: found.rules};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const {violations, rules} = cruise(PLANTED);
const sorted = (list: Violation[]) =>
  [...list].sort((a, b) => `${a.from}${a.rule}`.localeCompare(`${b.from}${b.rule}`));

describe('.dependency-cruiser.cjs: imports only point down, and never in a circle', () => {
  it('fails a type imported from a higher floor', () => {
    expect(violations).toContainEqual({
      rule: 'floor/src/lib',
      from: 'src/lib/upward.ts',
      to: 'src/components/kit/Badge/label.ts',
    });
  });

  it('fails a circle that closes through a type, naming its way round', () => {
    expect(violations).toContainEqual({
      rule: 'no-circular',
      from: 'src/admin/form.ts',
      to: 'src/admin/text.ts',
      cycle: ['src/admin/text.ts', 'src/admin/form.ts'],
    });
  });

  it('fails a lower component room importing a higher one, and the edge reaching Node', () => {
    expect(violations).toContainEqual({
      rule: 'room/kit',
      from: 'src/components/kit/Modal.ts',
      to: 'src/components/shell/Header.ts',
    });
    expect(violations).toContainEqual({rule: 'edge-runs-on-workers', from: 'server/core/page.ts', to: 'fs'});
  });

  it('passes imports that point down, and finds nothing else', () => {
    expect(sorted(violations)).toEqual(
      sorted([
        {rule: 'floor/src/lib', from: 'src/lib/upward.ts', to: 'src/components/kit/Badge/label.ts'},
        {
          rule: 'no-circular',
          from: 'src/admin/form.ts',
          to: 'src/admin/text.ts',
          cycle: ['src/admin/text.ts', 'src/admin/form.ts'],
        },
        {rule: 'room/kit', from: 'src/components/kit/Modal.ts', to: 'src/components/shell/Header.ts'},
        {rule: 'edge-runs-on-workers', from: 'server/core/page.ts', to: 'fs'},
      ]),
    );
  });
});

/** The floors table of docs/architecture.md: each row's floors and what they may import, as written. */
function floorsInDocs(): {floor: string[]; mayImport: string[]}[] {
  const docs = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const start = docs.indexOf('### Floors');
  const section = docs.slice(start, docs.indexOf('\n#', start + 1));
  const places = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [floor = '', mayImport = ''] = line.split('|').slice(1);
      return {floor: places(floor), mayImport: places(mayImport)};
    });
}

describe('docs/architecture.md', () => {
  it('writes the floors exactly as the config enforces them', () => {
    // The config's floor rules, read back: the folders a rule is for, and what it lets them import besides.
    const place = (pattern: string) => pattern.replace(/^\^/, '').replace(/\$$/, '').replace(/\\(.)/g, '$1');
    const enforced = rules
      .filter((rule) => rule.name.startsWith('floor/'))
      .map((rule) => {
        const floor = (rule.from.path ?? []).map(place);
        const allowed = (rule.to.pathNot ?? []).map(place);
        return {floor, mayImport: allowed.filter((entry) => !floor.includes(entry))};
      });
    expect(enforced.length).toBeGreaterThan(10);
    expect(floorsInDocs()).toEqual(enforced);
  });
});
