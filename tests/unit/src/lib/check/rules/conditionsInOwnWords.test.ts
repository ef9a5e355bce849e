// A page may state the top Spin & Gold multiplier only with its chance: while that operator fact is unknown,
// every way of writing the figure is refused at its place, on any page, unless it stands inside
// <WhenKnown fact="spinGoldTopMultiplierChance">; once the fact is supplied, it passes. A card's highlight is
// never a bare percentage. (The written conditions are in tests/fixtures/check/sajat-feltetel.)
import {known, OPERATOR_FACTS, unknown} from '@site/src/data/operatorFacts';
import type {RuleContext} from '@site/src/lib/check/context';
import {conditionsInOwnWords, figureWithoutFact} from '@site/src/lib/check/rules/conditionsInOwnWords';
import {TEST_SOURCE} from '@site/tests/helpers/factSource';

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

describe('a page and the figure that needs an operator fact', () => {
  it('refuses each reference to the multiplier while its chance is unknown, at its line and column', () => {
    const context = fileContext('i18n/hu/docusaurus-plugin-content-pages/x.mdx', PAGE);
    const findings = figureWithoutFact(context, withChance(unknown));
    expect(findings.map(({line, column, rule}) => ({line, column, rule}))).toEqual([
      {line: 1, column: 62, rule: 'sajat-feltetel'},
      {line: 3, column: 6, rule: 'sajat-feltetel'},
      {line: 3, column: 58, rule: 'sajat-feltetel'},
    ]);
    expect(findings[0]?.message).toContain('spinGoldTopMultiplierChance');
  });

  it("refuses the figure in a collection entry's text too", () => {
    const context = fileContext('i18n/hu/collections/tournaments/x.yml', 'prize: fig:spinGoldMaxMultiplier\n');
    expect(figureWithoutFact(context, withChance(unknown))).toHaveLength(1);
  });

  it('lets the figure through once the chance is supplied, and ignores other figures', () => {
    const context = fileContext('i18n/hu/docusaurus-plugin-content-pages/x.mdx', PAGE);
    expect(figureWithoutFact(context, withChance(known('1 : 1 000 000', TEST_SOURCE)))).toEqual([]);
    const other = fileContext('i18n/hu/docusaurus-plugin-content-pages/x.mdx', '<Fig id="spinGoldMaxBuyIn" />');
    expect(figureWithoutFact(other, withChance(unknown))).toEqual([]);
  });

  it('lets the figure through inside <WhenKnown> of its own fact only', () => {
    const guarded =
      '<WhenKnown fact="spinGoldTopMultiplierChance">Akár <Fig id="spinGoldMaxMultiplier" />.</WhenKnown>';
    const other = '<WhenKnown fact="supportEmail">Akár <Fig id="spinGoldMaxMultiplier" />.</WhenKnown>';
    const page = (text: string) => fileContext('i18n/hu/docusaurus-plugin-content-pages/x.mdx', text);
    expect(figureWithoutFact(page(guarded), withChance(unknown))).toEqual([]);
    expect(figureWithoutFact(page(other), withChance(unknown))).toHaveLength(1);
  });
});

describe("a card's highlight", () => {
  it('refuses a bare percentage, naming the fact that gives its base, and lets an amount through', async () => {
    const entry = (text: string) => fileContext('i18n/hu/collections/promotions/x.yml', text);
    const bare = await conditionsInOwnWords.check(entry('title: "X"\namount: fig:streamerCashback\n'));
    expect(
      bare.map(({line, rule, message}) => ({line, rule, names: message.includes('streamerCashbackBase')})),
    ).toEqual([{line: 2, rule: 'sajat-feltetel', names: true}]);
    expect(await conditionsInOwnWords.check(entry('title: "X"\namount: fig:welcomeFree\n'))).toEqual([]);
  });
});
