// The check speaks the built region's language: Canada's writers read English and Canada's own facts.
import {spawnSync} from 'node:child_process';

import {GGPCA} from '@site/regions/GGPCA/region';
import {GGPHU} from '@site/regions/GGPHU/region';

const HUNGARIAN = /[áéíóöőúüű]|figyelmeztetés|Rendben|üzemeltető/i;

describe("the writers' check in each region's language", () => {
  it("lists every unknown Canadian fact in English, on its line of Canada's facts file, and no Hungarian", () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check/cli.ts'], {
      encoding: 'utf8',
      env: {...process.env, REGION: 'GGPCA'},
    });
    const warnings = run.stdout.split('\n').filter((row) => row.startsWith('regions/GGPCA/operatorFacts.ts:'));
    const unknownFacts = Object.values(GGPCA.operatorFacts.facts).filter((fact) => fact.value.status === 'unknown');
    expect(warnings).toHaveLength(unknownFacts.length);
    for (const row of warnings)
      expect(row).toMatch(/ {2}\[operator-facts\] warning: Missing operator fact: .+ {2}→ {2}Ask /);
    expect(`${run.stdout}\n${run.stderr}`).not.toMatch(HUNGARIAN);
    expect(run.stderr).toMatch(/^All right: \d+ files, no errors, \d+ warnings \(\d+\.\d s\)/m);
  });

  it("gives each region its own operator and regulator: Canada's labels never name Hungary", () => {
    expect(GGPCA.operatorFacts.facts.operatorCompany.label).not.toBe(GGPHU.operatorFacts.facts.operatorCompany.label);
    for (const fact of Object.values(GGPCA.operatorFacts.facts)) expect(fact.label).not.toMatch(HUNGARIAN);
    for (const name of Object.values(GGPCA.operatorFacts.suppliers)) expect(name).not.toMatch(HUNGARIAN);
  });
});
