import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * One Node version for the repository: `.nvmrc` names it, and `engines`, every workflow and `.ci/run` follow it
 * (wrangler needs 22.12 or later, so tests must run on what deploys).
 */
const root = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const version = read('.nvmrc').trim();
const [major, minor] = version.split('.').map(Number);

describe('the one Node version', () => {
  it('is an exact version in .nvmrc, new enough for wrangler', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major > 22 || (major === 22 && minor >= 12)).toBe(true);
  });

  it('is what package.json engines asks for', () => {
    const engines = (JSON.parse(read('package.json')) as {engines: {node: string}}).engines.node;
    expect(engines).toBe('>=22.12');
  });

  it.each(['.github/workflows/test.yml', '.github/workflows/pull-request.yml', '.github/workflows/main.yml'])(
    'is the one %s runs',
    (file) => {
      const workflow = read(file);
      const containers = [...workflow.matchAll(/container: node:(\S+)/g)].map((m) => m[1]);
      const setups = [...workflow.matchAll(/uses: actions\/setup-node@[^\n]*\n\s+with:\n((?:\s+\S.*\n)+)/g)];
      expect(containers.length + setups.length).toBeGreaterThan(0);
      for (const tag of containers) expect(tag).toBe(`${version}-bookworm`);
      for (const setup of setups) {
        expect(setup[1]).toContain('node-version-file: .nvmrc');
        expect(setup[1]).not.toMatch(/node-version:/);
      }
    },
  );

  it('is the one .ci/run switches to when the system Node differs', () => {
    const run = read('.ci/run');
    expect(run).toContain('NODE_VERSION="$(cat .nvmrc)"');
    expect(run).toContain('node-linux-$node_arch@$NODE_VERSION');
    // Switched before the install, so the packages and the tests run on it.
    expect(run.indexOf('export PATH="$node_dir')).toBeLessThan(
      run.indexOf('npm install --prefer-offline --no-audit --no-fund\n'),
    );
  });
});
