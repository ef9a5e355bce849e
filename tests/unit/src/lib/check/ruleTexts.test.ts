// Every rule of `npm run check` speaks the built region's language: each rule id has its texts in Hungarian and
// in English with the same keys, and with Canada built, the rules a Canadian page gets report every bad example
// of their fixtures (tests/fixtures/check/<rule id>/) in English.
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {RULES} from '@site/scripts/check/rules';
import type {Rule} from '@site/src/lib/check/context';
import type {Finding} from '@site/src/lib/check/finding';
import {RULE_TEXTS} from '@site/src/lib/check/ruleTexts';

const FIXTURES = path.resolve(__dirname, '../../../../fixtures/check');

/** The ids that report findings without being a page rule: the collections and the static folders. */
const OTHER_IDS = ['collections', 'statikus-fajl', 'feltoltes'];

/** Accented Hungarian letters and the commonest Hungarian words of a message or a fix. */
const HUNGARIAN = /[áéíóöőúüű]|\b(?:nem|vagy|és|egy|hiányzik|írd|töröld|javítsd|oldal|mező|fájl)\b/i;

/** A message without the writer's own text it quotes (“…”, „…”, "…"), which may well be Hungarian. */
const withoutQuotes = (text: string) => text.replace(/“[^”]*”|„[^”]*”|"[^"]*"/g, '“”');

const keysOf = (texts: object) => Object.keys(texts).sort();

describe("the rules' texts, one home per rule id", () => {
  it.each([...RULES.map((rule) => rule.id), ...OTHER_IDS])('%s has Hungarian and English texts, same keys', (id) => {
    const hu = RULE_TEXTS.hu[id as keyof typeof RULE_TEXTS.hu];
    const en = RULE_TEXTS.en[id as keyof typeof RULE_TEXTS.en];
    expect(hu).toBeDefined();
    expect(en).toBeDefined();
    expect(keysOf(en)).toEqual(keysOf(hu));
  });

  it('has no texts for a rule that does not exist', () => {
    const ids = [...RULES.map((rule) => rule.id), ...OTHER_IDS].sort();
    expect(keysOf(RULE_TEXTS.hu)).toEqual(ids);
    expect(keysOf(RULE_TEXTS.en)).toEqual(ids);
  });

  it("takes each rule's title from the table (Hungary built by default)", () => {
    for (const rule of RULES) {
      const texts = RULE_TEXTS.hu[rule.id as keyof typeof RULE_TEXTS.hu];
      const title = 'title' in texts ? texts.title : undefined;
      if (typeof title === 'string') expect(rule.title).toBe(title);
    }
  });
});

interface CanadaCheck {
  rules: readonly Rule[];
  /** The rule on a fixture folder, with Canada's speller. */
  run: (dir: string, rule: Rule) => Promise<Finding[]>;
}

/** The check's modules as `REGION=GGPCA npm run check` loads them. */
function loadForCanada(): CanadaCheck {
  const saved = process.env.REGION;
  process.env.REGION = 'GGPCA';
  try {
    let loaded: CanadaCheck | undefined;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules with REGION set */
      const {rulesForLocale} = require('@site/scripts/check/rules') as typeof import('@site/scripts/check/rules');
      const {region} = require('@site/src/data/region') as typeof import('@site/src/data/region');
      const {checkFolder} =
        require('@site/tests/helpers/checkFiles') as typeof import('@site/tests/helpers/checkFiles');
      const {createSpeller} =
        require('@site/scripts/spelling/speller') as typeof import('@site/scripts/spelling/speller');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const speller = createSpeller();
      loaded = {
        rules: rulesForLocale(region.locale),
        run: async (dir, rule) => checkFolder(dir, [rule], await speller),
      };
    });
    if (!loaded) throw new Error('the check did not load');
    return loaded;
  } finally {
    if (saved === undefined) delete process.env.REGION;
    else process.env.REGION = saved;
  }
}

describe('the check with Canada built speaks English, never Hungarian', () => {
  const canada = loadForCanada();

  it('runs the rules of any language on a Canadian page, with English titles', () => {
    expect(canada.rules.length).toBeGreaterThan(5);
    for (const rule of canada.rules) expect(rule.title).not.toMatch(HUNGARIAN);
  });

  it.each(canada.rules.map((rule) => [rule.id, rule] as const))(
    '%s reports its bad examples in English',
    async (id, rule) => {
      const dir = path.join(FIXTURES, id);
      const findings = await canada.run(dir, rule);
      const bad = readdirSync(dir).filter((file) => file.startsWith('bad'));
      expect(bad.length).toBeGreaterThan(0);
      expect(findings.length).toBeGreaterThan(0);
      for (const {message, fix} of findings) {
        expect(withoutQuotes(message)).not.toMatch(HUNGARIAN);
        expect(withoutQuotes(fix)).not.toMatch(HUNGARIAN);
      }
    },
    60_000,
  );
});
