/** An entry's amounts as the cards show them, formatted by the one figure formatter. */
import {region} from '../../data/region';
import {formatFigure} from '../format/figureText';
import {NBSP} from '../format/number';
import type {Amount} from './types';

export function amountText(amount: Amount): string {
  return formatFigure(amount);
}

/**
 * The smallest buy-in when the largest is unknown, in the built region's language: "0,50 $-tól" (buy-ins are
 * dollars, read "dollártól"), "from $0.50".
 */
const BUY_IN_FROM_BY_LANGUAGE = {hu: (amount: string) => `${amount}-tól`, en: (amount: string) => `from ${amount}`};
const buyInFrom = BUY_IN_FROM_BY_LANGUAGE[region.texts.language];

/** The buy-in: a range "0,25 $ – 200 $" when the largest is known, else the smallest (`buyInFrom`). */
export function buyInText(buyIn: Amount, buyInMax?: Amount): string {
  if (!buyInMax) return buyInFrom(amountText(buyIn));
  return `${amountText(buyIn)}${NBSP}– ${amountText(buyInMax)}`;
}
