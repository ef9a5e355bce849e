/**
 * @jest-environment node
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

import {parse} from 'yaml';

import {missingFactLines} from '@site/scripts/deploy/requireOperatorFacts';
import {known, OPERATOR_FACTS, type OperatorFact, unknownFacts} from '@site/src/data/operatorFacts';

interface Workflow {
  jobs: Record<string, {steps: {name?: string; run?: string}[]}>;
}

const allKnown: Record<string, OperatorFact> = Object.fromEntries(
  Object.entries(OPERATOR_FACTS).map(([name, fact]) => [name, {...fact, value: known('x')}]),
);

describe('the deploy gate on unknown operator facts', () => {
  it('names every unknown fact and who supplies it, and nothing once all are supplied', () => {
    const withOneMissing = {...allKnown, talentEmail: OPERATOR_FACTS.talentEmail};
    expect(missingFactLines(withOneMissing)).toEqual([
      '- a tehetséggondozó csapat e-mail-címe (streamerprogram) (talentEmail) – megadja: a tehetséggondozó (streamer) csapat',
    ]);
    expect(missingFactLines(allKnown)).toEqual([]);
  });

  it('refuses (exit 1, in Hungarian) with the facts as they are in the repository today', () => {
    const missing = unknownFacts();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy/requireOperatorFacts.ts'], {
      encoding: 'utf8',
    });
    if (missing.length === 0) {
      expect(run.status).toBe(0);
      return;
    }
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Az éles telepítés nem indulhat: ${missing.length} üzemeltetői adat hiányzik`);
    for (const name of missing) expect(run.stderr).toContain(`(${name})`);
  });

  it('runs in the production workflow before the site is built and deployed', () => {
    const workflow = parse(readFileSync('.github/workflows/main.yml', 'utf8')) as Workflow;
    const runs = workflow.jobs.deploy.steps.map((step) => step.run ?? '');
    const gate = runs.findIndex((run) => run.includes('scripts/deploy/requireOperatorFacts.ts'));
    const build = runs.findIndex((run) => run.includes('npm run build'));
    const deploy = runs.findIndex((run) => run.includes('wrangler deploy'));
    expect(gate).toBeGreaterThanOrEqual(0);
    expect(gate).toBeLessThan(build);
    expect(build).toBeLessThan(deploy);
  });
});
