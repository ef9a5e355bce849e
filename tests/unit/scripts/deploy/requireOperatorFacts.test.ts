import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

import {parse} from 'yaml';

import {missingFactLines, type operatorFactsGate} from '@site/scripts/deploy/requireOperatorFacts';
import {OFFER_CONDITIONS} from '@site/src/data/offerConditions';
import {known, openFacts, OPERATOR_FACTS, type OperatorFact} from '@site/src/data/operatorFacts';
import {contentDate} from '@site/src/lib/collections/listing';
import {TEST_SOURCE} from '@site/tests/helpers/factSource';
import {inRegion} from '@site/tests/helpers/inRegion';

interface Workflow {
  jobs: Record<string, {steps: {name?: string; run?: string; env?: Record<string, string>}[]}>;
}

const TODAY = '2026-11-29';

const allKnown: Record<string, OperatorFact> = Object.fromEntries(
  Object.entries(OPERATOR_FACTS).map(([name, fact]) => [name, {...fact, value: known('x', TEST_SOURCE)}]),
);

const checkedOn = (checked: string) =>
  known('x', {...TEST_SOURCE, checked: checked as `${number}-${number}-${number}`});

describe('the deploy gate on unknown, unsourced and out-of-date operator facts', () => {
  it('names every unknown fact with its region, what is missing and who supplies it, and nothing once all are supplied', () => {
    const withOneMissing = {...allKnown, talentEmail: OPERATOR_FACTS.talentEmail};
    expect(missingFactLines(withOneMissing, TODAY)).toEqual([
      "- GGPHU talentEmail: Hiányzó üzemeltetői adat: a tehetséggondozó csapat e-mail-címe (streamerprogram); amíg nincs meg, az oldalak kihagyják, és éles telepítés nem indulhat. Kérd el írásban tőle: a tehetséggondozó (streamer) csapat, és írd be itt a forrásával együtt: known('…', {title: 'a dokumentum címe', reference: 'webcím vagy belső hivatkozás', checked: 'ÉÉÉÉ-HH-NN'}).",
    ]);
    expect(missingFactLines(allKnown, TODAY)).toEqual([]);
  });

  it('refuses a fact last checked against its source more than 180 days ago, and passes one checked 180 days ago', () => {
    const stale = {...allKnown, licenceNumber: {...OPERATOR_FACTS.licenceNumber, value: checkedOn('2026-06-01')}};
    expect(missingFactLines(stale, TODAY)).toEqual([
      '- GGPHU licenceNumber: Elavult üzemeltetői adat: a szerencsejáték-engedély száma; a forrásával utoljára 2026-06-01 napon vetették össze, több mint 180 napja, ezért éles telepítés nem indulhat. Kérd meg, hogy vesse össze újra a forrásával: a megfelelőségi (jogi) csapat; utána írd be az új dátumot a checked mezőbe.',
    ]);
    const fresh = {...allKnown, licenceNumber: {...OPERATOR_FACTS.licenceNumber, value: checkedOn('2026-06-02')}};
    expect(missingFactLines(fresh, TODAY)).toEqual([]);
  });

  it('refuses a known value whose source is incomplete, however it was written', () => {
    const noTitle = {
      ...allKnown,
      supportEmail: {
        ...OPERATOR_FACTS.supportEmail,
        value: {status: 'known', value: 'x', source: {...TEST_SOURCE, title: ' '}} as const,
      },
    };
    expect(openFacts(TODAY, noTitle)).toEqual([
      expect.objectContaining({name: 'supportEmail', reason: 'unsourced', problem: 'noTitle'}),
    ]);
    expect(missingFactLines(noTitle, TODAY)[0]).toMatch(
      /^- GGPHU supportEmail: Forrás nélküli üzemeltetői adat: .+ \(a forrás megnevezése üres\)/,
    );
  });

  // The one run of the command line; Canada's gate is read in this process.
  it('refuses (exit 1, in Hungarian) with the facts as they are in the repository today', () => {
    const open = openFacts(contentDate());
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy/requireOperatorFacts.ts'], {
      encoding: 'utf8',
    });
    if (open.length === 0) {
      expect(run.status).toBe(0);
      return;
    }
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `GGPHU: az éles telepítés nem indulhat: ${open.length} üzemeltetői adat hiányzik vagy elavult`,
    );
    for (const {name} of open) expect(run.stderr).toContain(`\n- GGPHU ${name}: `);
  });

  it("refuses Canada's deploy in English, listing Canada's own facts and none of Hungary's", () => {
    let gate: ReturnType<typeof operatorFactsGate> | undefined;
    inRegion('GGPCA', () => {
      /* eslint-disable @typescript-eslint/no-require-imports -- the gate as Canada's deploy loads it */
      const canada =
        require('@site/scripts/deploy/requireOperatorFacts') as typeof import('@site/scripts/deploy/requireOperatorFacts');
      /* eslint-enable @typescript-eslint/no-require-imports */
      gate = canada.operatorFactsGate(TODAY);
    });
    expect(gate?.code).toBe(1);
    expect(gate?.text).toMatch(
      /^GGPCA: production cannot be deployed: \d+ operator facts are missing or out of date \(regions\/GGPCA\/operatorFacts\.ts\)/,
    );
    expect(gate?.text).toContain('\n- GGPCA welcomeBonusRelease: Missing operator fact: ');
    expect(gate?.text).toContain('Ask the promotions team for it in writing');
    // The helpline number the page has long shown is known with its source, and so not listed.
    expect(gate?.text).not.toContain('gamblingHelplinePhone');
    expect(
      gate?.text
        .split('\n')
        .slice(1)
        .every((line) => line.startsWith('- GGPCA ')),
    ).toBe(true);
    expect(gate?.text).not.toMatch(/[áéíóöőúüű]|Magyarország|üzemeltető/i);
  });

  it('lists the conditions the offers depend on among the facts the gate requires', () => {
    for (const name of [...Object.values(OFFER_CONDITIONS).flat(), 'spinGoldTopMultiplierChance' as const]) {
      expect(OPERATOR_FACTS).toHaveProperty(name);
      expect(missingFactLines({[name]: OPERATOR_FACTS[name]}, TODAY)).toHaveLength(
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
