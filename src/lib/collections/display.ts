/** An entry's amounts as the cards show them, formatted by the one figure formatter. */
import {NBSP} from '../format/decimal';
import {formatFigure} from '../format/figureText';
import type {Amount} from './types';

export function amountText(amount: Amount): string {
  return formatFigure(amount);
}

/**
 * The buy-in: a range "0,25 $ – 200 $" when the largest is known, else the smallest with "-tól" ("0,50 $-tól":
 * buy-ins are dollars, read "dollártól").
 */
export function buyInText(buyIn: Amount, buyInMax?: Amount): string {
  if (!buyInMax) return `${amountText(buyIn)}-tól`;
  return `${amountText(buyIn)}${NBSP}– ${amountText(buyInMax)}`;
}
