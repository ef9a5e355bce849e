/**
 * @jest-environment node
 */
// An offer may state the top Spin & Gold multiplier only with its chance: while that operator fact is unknown,
// every way of writing the figure into an offer is refused at its place; once the fact is supplied, it passes.
import {known, OPERATOR_FACTS, unknown} from '@site/src/data/operatorFacts';
import type {RuleContext} from '@site/src/lib/check/context';
import {figureWithoutFact} from '@site/src/lib/check/rules/offerSources';

const withChance = (value: typeof unknown) => ({
  ...OPERATOR_FACTS,
  spinGoldTopMultiplierChance: {...OPERATOR_FACTS.spinGoldTopMultiplierChance, value},
});

/** A file as the rule reads it: the figure's references are code, so only `text` matters. */
const fileContext = (file: string, text: string): RuleContext => ({
  file,
  text,
  kind: file.endsWith('.yml') ? 'yaml' : 'mdx',
  visible: text,
});

const PAGE = [
  '<MonthlyRewards items={[{title: "Spin & Gold", text: `akár ${figNumber.spinGoldMaxMultiplier}-szeres`}]} />',
  '',
  'Akár <Fig id="spinGoldMaxMultiplier" /> is lehet, vagy ${fig.spinGoldMaxMultiplier}.',
].join('\n');

describe('an offer and the figure that needs an operator fact', () => {
  it('refuses each reference to the multiplier while its chance is unknown, at its line and column', () => {
    const context = fileContext('i18n/hu/docusaurus-plugin-content-pages/x.mdx', PAGE);
    const findings = figureWithoutFact(context, withChance(unknown));
    expect(findings.map(({line, column, rule}) => ({line, column, rule}))).toEqual([
      {line: 1, column: 62, rule: 'ajanlat-forras'},
      {line: 3, column: 6, rule: 'ajanlat-forras'},
      {line: 3, column: 58, rule: 'ajanlat-forras'},
    ]);
    expect(findings[0]?.message).toContain('spinGoldTopMultiplierChance');
  });

  it("refuses the figure in a collection entry's text too", () => {
    const context = fileContext('i18n/hu/collections/tournaments/x.yml', 'prize: fig:spinGoldMaxMultiplier\n');
    expect(figureWithoutFact(context, withChance(unknown))).toHaveLength(1);
  });

  it('lets the figure through once the chance is supplied, and ignores other figures', () => {
    const context = fileContext('i18n/hu/docusaurus-plugin-content-pages/x.mdx', PAGE);
    expect(figureWithoutFact(context, withChance(known('1 : 1 000 000')))).toEqual([]);
    const other = fileContext('i18n/hu/docusaurus-plugin-content-pages/x.mdx', '<Fig id="spinGoldMaxBuyIn" />');
    expect(figureWithoutFact(other, withChance(unknown))).toEqual([]);
  });
});
