import {type Figure, type FigureId, FIGURES, type FigureUnit} from '@site/src/data/figures';
import {parseFigureText} from '@site/src/lib/format/figureParse';
import {formatFigure} from '@site/src/lib/format/figureText';

/** Writes the test's spaces as the no-break spaces the site uses. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

function parsed(text: string): Figure | string {
  const result = parseFigureText(text);
  return result.ok ? result.figure : result.message;
}

describe('reading a figure back from the site’s own text', () => {
  it('reads every marketing figure back from its formatted text', () => {
    for (const id of Object.keys(FIGURES) as FigureId[]) {
      expect(parsed(formatFigure(FIGURES[id]))).toEqual(FIGURES[id]);
    }
  });

  it('round-trips: the parsed value formats back to the same text, for many values of every unit', () => {
    const units: FigureUnit[] = ['dollars', 'playMoney', 'times', 'percent', 'count'];
    const values = [0, 1, 7, 12, 99, 100, 999, 1000, 5000, 9999, 10_000, 20_000, 123_456, 1_000_000, 2_598_960];
    const fractions = [0.25, 0.5, 1.05, 12.5, 1234.56, 99_999.99];
    for (const unit of units) {
      const takesFractions = unit === 'dollars' || unit === 'percent';
      for (const value of [...values, ...(takesFractions ? fractions : [])]) {
        const text = formatFigure({value, unit});
        const result = parseFigureText(text);
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(result.figure).toEqual({value, unit});
          expect(formatFigure(result.figure)).toBe(text);
        }
      }
    }
  });

  it('reads the units by their sign: $, P, ×, %, none', () => {
    expect(parsed(nb('0,50 $'))).toEqual({value: 0.5, unit: 'dollars'});
    expect(parsed(nb('20 000 P'))).toEqual({value: 20_000, unit: 'playMoney'});
    expect(parsed(nb('200 000×'))).toEqual({value: 200_000, unit: 'times'});
    expect(parsed('12,50%')).toEqual({value: 12.5, unit: 'percent'});
    expect(parsed('40')).toEqual({value: 40, unit: 'count'});
  });

  it.each([
    ['$600', nb('600 $'), /dollárjel a szám után áll/],
    ['600$', nb('600 $'), /a szám és a jel között nem törő szóköz áll/],
    ['600.00 $', nb('600 $'), /tizedesvessző kell, nem pont.*egész összeg után nem kell tizedes/],
    ['20000 P', nb('20 000 P'), /ötjegyű számtól nem törő szóköz tagolja az ezreseket/],
    ['20 000 P', nb('20 000 P'), /közönséges szóköz helyett nem törő szóköz kell/],
    [nb('0,5 $'), nb('0,50 $'), /két tizedesjeggyel/],
    [nb('5 000 $'), nb('5000 $'), /négyjegyű szám tagolatlan/],
    ['5K $', nb('5000 $'), /„K” rövidítés helyett írd ki a számot/],
    ['$5,000.50', nb('5000,50 $'), /dollárjel.*nem pont vagy vessző.*tizedesvessző/],
    ['100 %', '100%', /a jel szóköz nélkül követi a számot/],
    [nb('200 000x'), nb('200 000×'), /a szorzójel ×, nem x betű/],
    [nb(' 600 $'), nb('600 $'), /elöl és hátul nem lehet szóköz/],
  ])('refuses %p and names the right form', (text, right, why) => {
    const message = parsed(text);
    expect(typeof message).toBe('string');
    expect(message).toContain(`„${text}” helyett ezt írd: „${right}”`);
    expect(message).toMatch(why);
  });

  it('refuses text that is no amount, with examples of the right forms', () => {
    for (const text of ['', 'abc', 'sok $', '-5 $']) {
      expect(parsed(text)).toMatch(/nem összeg\. Ilyen alakban írd: „0,50 \$”, „600 \$”/);
    }
  });

  it('refuses a fraction where the unit counts whole things', () => {
    expect(parsed('2,5×')).toBe('„2,5×”: ennél a mértékegységnél csak egész szám lehet.');
    expect(parsed(nb('0,5 P'))).toMatch(/csak egész szám lehet/);
  });
});
