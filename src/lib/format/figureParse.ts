/**
 * The way back from text to a figure ("0,50 $", "20 000 P"): accepted only when formatting the value gives the
 * same text back (`formatFigure`), so this file cannot grow a second notation. Anything else is refused with a
 * Hungarian message that names the right form.
 */

import type {Figure, FigureUnit} from '../../data/figures';
import {formatFigure} from './figureText';
import {NBSP} from './number';

export type FigureTextResult = {ok: true; figure: Figure} | {ok: false; message: string};

/** The site's own form: digits grouped with no-break spaces, a decimal comma, then the unit. */
const EXACT = /^(\d{1,3}(?:\u00a0\d{3})+|\d+)(?:,(\d+))?(\u00a0\$|\u00a0P|×|%)?$/;

const UNIT_OF_SUFFIX: Record<string, FigureUnit> = {
  [`${NBSP}$`]: 'dollars',
  [`${NBSP}P`]: 'playMoney',
  '×': 'times',
  '%': 'percent',
};

/** Units whose figures are whole numbers: a fraction there is a typing mistake, not a rounding question. */
const WHOLE_UNITS: readonly FigureUnit[] = ['playMoney', 'times', 'count'];

function accepted(figure: Figure, text: string): FigureTextResult | undefined {
  if (WHOLE_UNITS.includes(figure.unit) && !Number.isInteger(figure.value)) return undefined;
  return formatFigure(figure) === text ? {ok: true, figure} : undefined;
}

function readExact(text: string): Figure | undefined {
  const match = EXACT.exec(text);
  if (!match) return undefined;
  const integer = match.at(1) ?? '';
  const fraction = match.at(2);
  const suffix = match.at(3);
  const value = Number(`${integer.replaceAll(NBSP, '')}${fraction === undefined ? '' : `.${fraction}`}`);
  return {value, unit: suffix === undefined ? 'count' : (UNIT_OF_SUFFIX[suffix] ?? 'count')};
}

/** What a writer most likely meant, read loosely ("$5,000.50", "20000 P", "5K $"), with what was off. */
interface Guess {
  figure: Figure;
  hints: string[];
}

function unitOf(text: string): {unit: FigureUnit; rest: string; hints: string[]} {
  const hints: string[] = [];
  if (text.includes('$')) {
    if (/^\s*\$/.test(text)) hints.push('a dollárjel a szám után áll, nem előtte');
    return {unit: 'dollars', rest: text.replace('$', ''), hints};
  }
  if (/p\s*$/i.test(text)) return {unit: 'playMoney', rest: text.replace(/p\s*$/i, ''), hints};
  if (/[×x]\s*$/i.test(text)) {
    if (/x\s*$/i.test(text)) hints.push('a szorzójel ×, nem x betű');
    return {unit: 'times', rest: text.replace(/[×x]\s*$/i, ''), hints};
  }
  if (/%\s*$/.test(text)) return {unit: 'percent', rest: text.replace(/%\s*$/, ''), hints};
  return {unit: 'count', rest: text, hints};
}

/** "5,000.50" / "600.00" / "0,5" / "20 000" / "5K" → the number, and what was off in how it was written. */
function numberOf(raw: string): {value: number; hints: string[]} | undefined {
  const hints: string[] = [];
  let digits = raw.trim();
  let factor = 1;
  if (/k$/i.test(digits)) {
    hints.push('a „K” rövidítés helyett írd ki a számot');
    digits = digits.slice(0, -1).trim();
    factor = 1000;
  }
  if (/\d{5}/.test(digits)) hints.push('ötjegyű számtól nem törő szóköz tagolja az ezreseket');
  if (/^\d[\s\u00a0\u202f]\d{3}(?![\d\s\u00a0\u202f])/.test(digits)) hints.push('a négyjegyű szám tagolatlan');
  digits = digits.replace(/[\s\u00a0\u202f]/g, '');
  const lastComma = digits.lastIndexOf(',');
  const lastPoint = digits.lastIndexOf('.');
  let decimal: ',' | '.' | undefined;
  if (lastComma !== -1 && lastPoint !== -1) decimal = lastComma > lastPoint ? ',' : '.';
  else if (lastPoint !== -1) decimal = /^\d{1,3}(\.\d{3})+$/.test(digits) ? undefined : '.';
  else if (lastComma !== -1) decimal = /^\d{1,3}(,\d{3})+$/.test(digits) ? undefined : ',';
  const thousands = decimal === ',' ? '.' : ',';
  if (digits.includes(thousands) || (decimal === undefined && /[.,]/.test(digits))) {
    hints.push('az ezres csoportokat nem törő szóköz választja el, nem pont vagy vessző');
  }
  if (decimal === '.') hints.push('tizedesvessző kell, nem pont');
  const plain = digits.replaceAll(thousands, '').replace(decimal ?? '#', '.');
  if (!/^\d+(\.\d+)?$/.test(plain)) return undefined;
  const value = Number(plain) * factor;
  if (decimal !== undefined && Number.isInteger(value)) hints.push('egész összeg után nem kell tizedes');
  if (!Number.isInteger(value) && !/[.,]\d{2}$/.test(digits)) hints.push('a tört összeg két tizedesjeggyel áll');
  return {value, hints};
}

function guess(text: string): Guess | undefined {
  const trimmed = text.trim();
  const {unit, rest, hints: unitHints} = unitOf(trimmed);
  const number = numberOf(rest);
  if (!number) return undefined;
  const hints = [...unitHints, ...number.hints];
  const signAfterSpace = /\d[\s\u00a0\u202f]+[%×x]$/i.test(trimmed);
  if (signAfterSpace) hints.push('a jel szóköz nélkül követi a számot');
  if (/[ \u202f]/.test(signAfterSpace ? trimmed.replace(/\s+(?=[%×x]$)/i, '') : trimmed)) {
    hints.push('közönséges szóköz helyett nem törő szóköz kell');
  }
  if ((unit === 'dollars' || unit === 'playMoney') && /\d[$P]$/i.test(trimmed)) {
    hints.push('a szám és a jel között nem törő szóköz áll');
  }
  if (trimmed !== text) hints.push('elöl és hátul nem lehet szóköz');
  return {figure: {value: number.value, unit}, hints};
}

/**
 * An amount typed with ordinary (or narrow) spaces, with no-break spaces where the site writes them. The result
 * still goes through `parseFigureText`, so a wrong amount is refused there.
 */
export function withSiteSpaces(text: string): string {
  return text.replace(/(?<=\d)[ \u202f](?=\d{3}(?!\d)|[$P](?![\p{L}\d]))/gu, NBSP);
}

const EXAMPLES = `„0,50 $”, „600 $”, „20 000 P”, „200 000×”, „100%”`;

/** `text` as a figure, if it is written exactly as the site writes figures; otherwise what the right form is. */
export function parseFigureText(text: string): FigureTextResult {
  const exact = readExact(text);
  const ok = exact && accepted(exact, text);
  if (ok) return ok;
  const likely = guess(text);
  if (!likely || !Number.isFinite(likely.figure.value)) {
    return {ok: false, message: `„${text}” nem összeg. Ilyen alakban írd: ${EXAMPLES}.`};
  }
  if (WHOLE_UNITS.includes(likely.figure.unit) && !Number.isInteger(likely.figure.value)) {
    return {ok: false, message: `„${text}”: ennél a mértékegységnél csak egész szám lehet.`};
  }
  const right = formatFigure(likely.figure);
  const why = likely.hints.length > 0 ? likely.hints : ['pontosan így írja a webhely'];
  return {ok: false, message: `„${text}” helyett ezt írd: „${right}” (${why.join('; ')}).`};
}
