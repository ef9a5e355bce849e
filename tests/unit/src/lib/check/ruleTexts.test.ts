// Every rule of `npm run check` speaks the built region's language: each rule id has its texts in Hungarian, the
// rules an English page gets have them in English too, with the same keys and `{slots}`, and with Canada built,
// those rules report every bad example of their fixtures (tests/fixtures/check/<rule id>/) in English.
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {rulesForLocale} from '@site/scripts/check/rules';
import type {Rule} from '@site/src/lib/check/context';
import type {Finding} from '@site/src/lib/check/finding';
import {en} from '@site/src/lib/check/ruleTexts/en';
import {hu} from '@site/src/lib/check/ruleTexts/hu';

const FIXTURES = path.resolve(__dirname, '../../../../fixtures/check');

/** The ids that report findings without being a page rule: the collections and the static folders. */
const OTHER_IDS = ['collections', 'statikus-fajl', 'feltoltes'];

/** Accented Hungarian letters and the commonest Hungarian words of a message or a fix. */
const HUNGARIAN = /[áéíóöőúüű]|\b(?:nem|vagy|és|egy|hiányzik|írd|töröld|javítsd|oldal|mező|fájl)\b/i;

/** A message without the writer's own text it quotes (“…”, „…”, "…"), which may well be Hungarian. */
const withoutQuotes = (text: string) => text.replace(/“[^”]*”|„[^”]*”|"[^"]*"/g, '“”');

/** Each text of a table by its path (`links.missingAnchor`), as the names of its `{slots}`. */
function slotsOf(table: object, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(table).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, Array.from(value.matchAll(/\{(\w+)\}/g), (slot) => slot[1]).sort()]]
        : Object.entries(slotsOf(value as object, `${prefix}${key}.`)),
    ),
  );
}

const ids = (rules: readonly Rule[]) => [...rules.map((rule) => rule.id), ...OTHER_IDS].sort();

describe("the rules' texts, one home per rule id", () => {
  it('has Hungarian texts for every rule and for no rule that does not exist', () => {
    expect(Object.keys(hu).sort()).toEqual(ids(rulesForLocale('hu')));
  });

  it('has English texts for every rule an English page gets, with the Hungarian keys and slots', () => {
    const english = ids(rulesForLocale('en-CA'));
    expect(Object.keys(en).sort()).toEqual(english);
    for (const id of english) {
      expect([id, slotsOf(en[id as keyof typeof en] ?? {})]).toEqual([id, slotsOf(hu[id as keyof typeof hu])]);
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

  it('runs the rules of any language on a Canadian page', () => {
    expect(canada.rules.length).toBeGreaterThan(5);
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
