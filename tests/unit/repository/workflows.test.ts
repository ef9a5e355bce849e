import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {validateWorkflow} from '@action-validator/core';
import {parse} from 'yaml';

/**
 * The CI workflows: valid against the GitHub Actions schema (@action-validator/core), every `npm run`
 * / `npx` they call exists, secrets are referenced by name only, and every job and step is named (a
 * reviewer reads them in the Actions tab).
 */

const DIR = path.resolve('.github/workflows');
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}).scripts;

interface Step {
  name?: string;
  run?: string;
  uses?: string;
}
interface Workflow {
  jobs: Record<string, {name?: string; uses?: string; steps?: Step[]}>;
}

describe.each(files)('.github/workflows/%s', (file) => {
  const text = readFileSync(path.join(DIR, file), 'utf8');
  const workflow = parse(text) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);

  it('passes the Actions schema validator', () => {
    expect(validateWorkflow(text).errors).toEqual([]);
  });

  it('calls only npm scripts that exist, and local files that exist', () => {
    const runs = steps.map((step) => step.run ?? '').join('\n');
    for (const [, name] of runs.matchAll(/npm run ([\w:-]+)/g))
      expect([name, (scripts[name] as string | undefined) !== undefined]).toEqual([name, true]);
    if (/\bnpm test\b/.test(runs)) expect(scripts.test).toBeDefined();
    for (const [, bin] of runs.matchAll(/npx ([\w@/.-]+)/g)) {
      expect([bin, readdirSync('node_modules/.bin').includes(bin)]).toEqual([bin, true]);
    }
    for (const [, script] of runs.matchAll(/(?:node|tsx) (scripts\/[\w/.-]+)/g)) {
      expect([script, readdirSync(path.dirname(script)).includes(path.basename(script))]).toEqual([script, true]);
    }
  });

  it('names every job and step, and references secrets by name only', () => {
    for (const job of Object.values(workflow.jobs)) expect(job.name).toBeTruthy();
    for (const step of steps) expect(step.name).toBeTruthy();
    const secrets = [...text.matchAll(/secrets\.(\w+)/g)].map((match) => match[1]);
    for (const secret of secrets) expect(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']).toContain(secret);
    // Action pins are commit ids, not secrets: leave the `uses:` lines out of the look for hex tokens.
    const withoutPins = text.replace(/uses: \S+@[0-9a-f]{40}/g, 'uses: pinned');
    expect(withoutPins).not.toMatch(/[0-9a-f]{32}|api[_-]?token\s*:\s*['"]?\w{20,}/i);
  });
});

it('has the pull-request, production, review-comment and shared test workflows', () => {
  expect(files.sort()).toEqual(['main.yml', 'pull-request.yml', 'review-comment.yml', 'test.yml']);
});

describe('one test job, actions pinned by commit', () => {
  const workflows = new Map(
    files.map((file) => [file, parse(readFileSync(path.join(DIR, file), 'utf8')) as Workflow] as const),
  );
  const jobOf = (file: string, job: string) => workflows.get(file)?.jobs[job];

  it('runs npm test in the shared workflow only; pull requests and production call it', () => {
    const running = files.filter((file) =>
      Object.values(workflows.get(file)?.jobs ?? {}).some((job) =>
        (job.steps ?? []).some((step) => /\bnpm test\b/.test(step.run ?? '')),
      ),
    );
    expect(running).toEqual(['test.yml']);
    for (const caller of ['main.yml', 'pull-request.yml'])
      expect(jobOf(caller, 'test')?.uses).toBe('./.github/workflows/test.yml');
  });

  it("prints the writers' findings as annotations before the suite", () => {
    const runs = (jobOf('test.yml', 'test')?.steps ?? []).map((step) => step.run ?? '');
    const annotations = runs.findIndex((run) => run.includes('npm run check -- --format github'));
    expect(annotations).toBeGreaterThanOrEqual(0);
    expect(annotations).toBeLessThan(runs.findIndex((run) => run === 'npm test'));
  });

  it('pins every third-party action to a full commit', () => {
    const uses = files.flatMap((file) =>
      [...readFileSync(path.join(DIR, file), 'utf8').matchAll(/uses: (\S+)/g)].map((match) => match[1]),
    );
    const external = uses.filter((use) => !use.startsWith('./'));
    expect(external.length).toBeGreaterThan(0);
    for (const use of external) expect(use).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
  });
});
