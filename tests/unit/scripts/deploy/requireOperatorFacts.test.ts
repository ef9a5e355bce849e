/**
 * @jest-environment node
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

import {parse} from 'yaml';

import {missingFactLines, type operatorFactsGate} from '@site/scripts/deploy/requireOperatorFacts';
import {OFFER_CONDITIONS} from '@site/src/data/offerConditions';
import {known, OPERATOR_FACTS, type OperatorFact, unknownFacts} from '@site/src/data/operatorFacts';
import {inRegion} from '@site/tests/helpers/inRegion';

interface Workflow {
  jobs: Record<string, {steps: {name?: string; run?: string; env?: Record<string, string>}[]}>;
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

  // The one run of the command line; Canada's gate is read in this process.
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

  it("refuses Canada's deploy in English, listing Canada's own facts and none of Hungary's", () => {
    let gate: ReturnType<typeof operatorFactsGate> | undefined;
    inRegion('GGPCA', () => {
      /* eslint-disable @typescript-eslint/no-require-imports -- the gate as Canada's deploy loads it */
      const canada =
        require('@site/scripts/deploy/requireOperatorFacts') as typeof import('@site/scripts/deploy/requireOperatorFacts');
      /* eslint-enable @typescript-eslint/no-require-imports */
      gate = canada.operatorFactsGate();
    });
    expect(gate?.code).toBe(1);
    expect(gate?.text).toMatch(
      /^Production cannot be deployed: \d+ operator facts are missing \(regions\/GGPCA\/operatorFacts\.ts\)/,
    );
    expect(gate?.text).toContain('(welcomeBonusRelease) – supplied by the promotions team');
    expect(gate?.text).not.toMatch(/[áéíóöőúüű]|Magyarország|üzemeltető/i);
  });

  it('lists the conditions the offers depend on among the facts the gate requires', () => {
    for (const name of [...Object.values(OFFER_CONDITIONS).flat(), 'spinGoldTopMultiplierChance' as const]) {
      expect(OPERATOR_FACTS).toHaveProperty(name);
      expect(missingFactLines({[name]: OPERATOR_FACTS[name]})).toHaveLength(
        OPERATOR_FACTS[name].value.status === 'unknown' ? 1 : 0,
      );
    }
  });

  it('runs in the production workflow before each region is built and deployed', () => {
    const workflow = parse(readFileSync('.github/workflows/main.yml', 'utf8')) as Workflow;
    const runs = workflow.jobs.deploy.steps.map((step) => step.run ?? '');
    const steps = workflow.jobs.deploy.steps;
    const gates = steps.flatMap((step, index) =>
      (step.run ?? '').includes('scripts/deploy/requireOperatorFacts.ts') ? [{index, region: step.env?.REGION}] : [],
    );
    expect(gates.map((gate) => gate.region ?? 'GGPHU').sort()).toEqual(['GGPCA', 'GGPHU']);
    const firstBuild = runs.findIndex((run) => run.includes('npm run build'));
    const firstDeploy = runs.findIndex((run) => run.includes('wrangler deploy'));
    for (const gate of gates) expect(gate.index).toBeLessThan(firstBuild);
    expect(firstBuild).toBeLessThan(firstDeploy);
  });
});
