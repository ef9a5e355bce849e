/**
 * Thousands groups and units stay on one line: `20 000 P`, `10 000 $`, `3 GB` with a no-break (U+00A0) or
 * narrow no-break (U+202F) space, never an ordinary space that lets "20 / 000" break across lines.
 */

import {formatInteger, NBSP} from '../../../src/lib/format/number';
import type {Rule} from '../context';
import {findPattern} from './patterns';

const ID = 'ezres-tagolas';

const UNITS = ['\\$', 'P', 'GB', 'MB', 'GHz', 'Ft', 'USD'];

export const thousandsSpace: Rule = {
  id: ID,
  title: 'Ezres tagolás és mértékegység nem törő szóközzel: 20 000 P, 10 000 $, 3 GB.',
  check: (context) => [
    ...findPattern(
      context,
      ID,
      /(?<![\d,.])\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?: \d{3})(?:[ \u00a0\u202f]\d{3})*(?![\d,])/g,
      (m) => ({
        message: `Közönséges szóköz egy ezres csoportban: „${m[0]}” (a sor itt eltörhet).`,
        fix: `„${formatInteger(Number(m[0].replace(/\D/g, '')))}” nem törő szóközzel (U+00A0), vagy a <Fig> komponens`,
      }),
    ),
    ...findPattern(context, ID, new RegExp(`(\\d) (${UNITS.join('|')})(?![\\p{L}])`, 'gu'), (m) => ({
      index: m.index + 1,
      message: `Közönséges szóköz a szám és a(z) „${m[2]}” mértékegység között.`,
      fix: `nem törő szóköz (U+00A0) a „${m[2]}” elé: …${m[1]}${NBSP}${m[2]}`,
    })),
  ],
};
