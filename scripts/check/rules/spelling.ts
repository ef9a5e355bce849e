import {unknownWords} from '../../spelling/checkText';
import type {Speller} from '../../spelling/speller';
import {findingAt, type Rule} from '../context';
import type {Finding} from '../finding';
import {positionIn, type ProseAt, proseOf} from '../proseOf';

const ALLOWLIST_PATH = 'scripts/spelling/allowlist.txt';

/** Hungarian spelling of the page's prose (Hunspell with the Magyar dictionary plus the allowlist). */
export const spellingRule: Rule = (context) =>
  spellingFindings(proseOf(context.document), context.speller).map(({line, column, message, fix}) =>
    findingAt(context, 'spelling', {line, column}, message, fix),
  );

export function spellingFindings(prose: ProseAt[], speller: Speller): Omit<Finding, 'file' | 'rule'>[] {
  const findings: Omit<Finding, 'file' | 'rule'>[] = [];
  for (const piece of prose) {
    for (const {word, offset} of unknownWords(piece.text, speller)) {
      const suggestions = speller.suggest(word);
      findings.push({
        ...positionIn(piece, offset),
        message: `Ismeretlen szó: „${word}”`,
        fix:
          (suggestions.length > 0 ? `Javítsd, pl.: ${suggestions.join(', ')}; ` : 'Javítsd; ') +
          `ha helyes márkanév, szakszó vagy rövidítés, vedd fel a ${ALLOWLIST_PATH} listára`,
      });
    }
  }
  return findings;
}
