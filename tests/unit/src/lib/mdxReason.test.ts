import {parseTree} from '@site/src/admin/preview/mdxBody';
import {explainMdxReason, placeInReason} from '@site/src/lib/mdxReason';

/** What the editor's parser says about a text, as the writer reads it. */
function failure(text: string) {
  const parsed = parseTree(text);
  if (parsed.ok) throw new Error(`parsed: ${text}`);
  return parsed;
}

describe('the MDX parser’s reasons in Hungarian', () => {
  it.each([
    ['a <b', 'a szöveg egy félbehagyott címkével ér véget'],
    ['<Foo>\n\nszöveg', 'lezáratlan <Foo> címke'],
    ['<Foo></Bar>', 'váratlan </Bar> záró címke'],
    ['a {b', 'lezáratlan { kifejezés'],
    ['{a b}', 'hibás kifejezés a kapcsos zárójelek között'],
    ['<a!>', 'egy címkében nem oda illő jel áll: a(z) „!” jel'],
    ['<Foo bar=>', 'az egyenlőségjel után hiányzik a tulajdonság értéke'],
    ['</Foo>', 'záró címke nyitó címke nélkül'],
    ['<Foo x="1"></Foo y>', 'a záró címkében tulajdonság áll'],
    ['<Foo bar="x', 'egy tulajdonság értékéből hiányzik a záró idézőjel'],
    ['> {a\nb}', 'egy idézetben vagy listában álló { kifejezés következő sora nem folytatja az idézetet vagy a listát'],
    ['import x', 'hibás import vagy export sor'],
    ['<3 te', 'a < jel után nem címke áll, hanem a(z) „3” jel'],
    ['<Foo>\n- a\n</Foo>x', 'a </Foo> záró címke rossz helyen áll (egy bekezdés vagy lista közepén)'],
  ])('%j: %s', (text, explanation) => {
    const parsed = failure(text);
    expect(parsed.reason).toBe(explanation);
    expect(parsed.line).toEqual(expect.any(Number));
    expect(parsed.column).toEqual(expect.any(Number));
    expect(`${parsed.reason} ${parsed.advice}`).not.toMatch(/[`]|\b(?:Unexpected|expected|tag|file|character)\b/);
  });

  it('gives a Hungarian sentence, not the English, for a reason it does not know', () => {
    const problem = explainMdxReason('Something entirely new went wrong');
    expect(problem.explanation).toBe('szintaktikai hiba (a címkék, a kapcsos zárójelek vagy a < jel körül)');
    expect(JSON.stringify(problem)).not.toContain('Something');
  });

  it('reads the place a reason names when the error has none', () => {
    expect(placeInReason('Expected a closing tag for `<Foo>` (3:1-3:6)')).toEqual({line: 3, column: 1});
    expect(placeInReason('Could not parse expression with acorn')).toBeUndefined();
  });
});
