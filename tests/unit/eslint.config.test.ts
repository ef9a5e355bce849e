/**
 * @jest-environment node
 */
// The layers rule of eslint.config.mjs, run by ESLint itself on a tree with planted breaks
// (tests/fixtures/layers): an upward import fails, types included, and so does a circle that closes through a
// type. ESLint loads its config with a dynamic import, which Jest's module sandbox does not run, so the lint runs
// in a Node process of its own through ESLint's API.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/layers');

interface Finding {
  file: string;
  line: number;
  ruleId: string;
  message: string;
}

/** The layer and circle findings of the repository's ESLint config on the fixture tree. */
function lintFixture(): Finding[] {
  const script = `
    import {ESLint} from 'eslint';
    const eslint = new ESLint({
      cwd: ${JSON.stringify(FIXTURE)},
      overrideConfigFile: ${JSON.stringify(path.join(ROOT, 'eslint.config.mjs'))},
      ruleFilter: ({ruleId}) => ruleId === 'no-restricted-imports' || ruleId === 'layers/no-import-circle',
    });
    const results = await eslint.lintFiles(['.']);
    const findings = results.flatMap((result) =>
      result.messages.map(({line, ruleId, message}) => ({file: result.filePath, line, ruleId, message})),
    );
    process.stdout.write(JSON.stringify(findings));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ROOT, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`ESLint stopped: ${run.stderr}`);
  return (JSON.parse(run.stdout) as Finding[]).map((finding) => ({
    ...finding,
    file: path.relative(FIXTURE, finding.file),
  }));
}

const findings = lintFixture();
const at = (file: string) => findings.filter((finding) => finding.file === file);

/** `file` has exactly one finding, on its first line (the import), of `ruleId`, with `message` in its text. */
function expectOneFinding(file: string, ruleId: string, message: RegExp | string): void {
  const found = at(file);
  expect(found.map((finding) => [finding.line, finding.ruleId])).toEqual([[1, ruleId]]);
  expect(found[0]?.message).toMatch(message);
}

describe('eslint.config.mjs: imports only point down, and never in a circle', () => {
  it('fails a type imported into regions/ from src/lib', () => {
    expectOneFinding('regions/upward.ts', 'no-restricted-imports', /ground floor/);
  });

  it('fails src/data importing src/lib, and src/lib importing a component', () => {
    expectOneFinding('src/data/upward.ts', 'no-restricted-imports', /src\/data sits on regions/);
    expectOneFinding('src/lib/upward.ts', 'no-restricted-imports', /Logic imports only/);
  });

  it('fails both files of a circle that closes through a type, naming the route', () => {
    expectOneFinding(
      'src/admin/form.ts',
      'layers/no-import-circle',
      'src/admin/form.ts → src/admin/text.ts → src/admin/form.ts',
    );
    expectOneFinding(
      'src/admin/text.ts',
      'layers/no-import-circle',
      'src/admin/text.ts → src/admin/form.ts → src/admin/text.ts',
    );
  });

  it('passes imports that point down, and finds nothing else', () => {
    const downward = [
      'regions/language.ts',
      'src/data/settings.ts',
      'src/lib/rule.ts',
      'src/components/Badge/label.ts',
    ];
    expect(downward.flatMap(at)).toEqual([]);
    expect(findings).toHaveLength(5);
  });
});
