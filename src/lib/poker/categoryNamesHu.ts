/**
 * Hungarian names of the hand categories, with the other name players use.
 */

import type {HandCategory} from './categories';

export interface CategoryNameHu {
  /** The name used on the site, e.g. "Drill". */
  readonly name: string;
  /** The other common name, often the English one, e.g. "three of a kind". */
  readonly alias: string;
}

export const CATEGORY_NAMES_HU: Readonly<Record<HandCategory, CategoryNameHu>> = {
  'royal-flush': {name: 'Royal flush', alias: 'királyi színsor'},
  'straight-flush': {name: 'Színsor', alias: 'straight flush'},
  'four-of-a-kind': {name: 'Póker', alias: 'four of a kind'},
  'full-house': {name: 'Full house', alias: 'full'},
  flush: {name: 'Flush', alias: 'szín'},
  straight: {name: 'Sor', alias: 'straight'},
  'three-of-a-kind': {name: 'Drill', alias: 'three of a kind'},
  'two-pair': {name: 'Két pár', alias: 'two pair'},
  'one-pair': {name: 'Egy pár', alias: 'one pair'},
  'high-card': {name: 'Magas lap', alias: 'high card'},
};
