// The Hungarian speller behind `npm run check` (Hunspell with the Magyar dictionary plus the allowlist): inflected
// and compound forms pass, typos and missing accents are caught with suggestions, code-like tokens are left
// alone, and the allowlist stays what it claims to be. The whole site's spelling runs in `npm run check`.
import {readFileSync} from 'node:fs';

import {ALLOWLIST_FILE, createSpeller, parseAllowlist} from '../../scripts/spelling/speller';
import {unknownWords, wordsOf} from '../../scripts/spelling/words';
import type {Speller} from '../../src/lib/check/context';

let speller: Speller;

beforeAll(async () => {
  speller = await createSpeller();
}, 60_000);

const unknown = (text: string) => unknownWords(text, speller).map((word) => word.word);

describe('Hungarian spelling', () => {
  it('accepts inflected and compound forms without a word list', () => {
    const words = [
      'helyezést',
      'elérő',
      'világon',
      'országok',
      'felelősséget',
      'asztalnál',
      'Magyarországon',
      'versenyeken',
    ];
    expect(words.filter((word) => !speller.correct(word))).toEqual([]);
  });

  it('accepts a capitalised sentence start and capitals, and the allowlist with its endings', () => {
    expect(unknown('Játékos, JÁTÉKOS. A GGPokeren a kisvakot és a nagyvakot a riveren látod.')).toEqual([]);
  });

  it('reports typos and missing accents with suggestions', () => {
    expect(unknown('A jatekos az asztalnal ül, a szöveeg hibás.')).toEqual(['jatekos', 'asztalnal', 'szöveeg']);
    expect(speller.suggest('jatekos')).toContain('játékos');
  });

  it('checks the stem of a hyphenated ending and skips numbers, addresses and card notation', () => {
    expect(unknown('WSOP-hez, 50%-ának, 8-asnál, C$-ral, e-mail-címedet, www.naih.hu, Ks Qd, AKo')).toEqual([]);
    expect(unknown('WSOPP-hez')).toEqual(['WSOPP']);
  });

  it('gives the offset of each word', () => {
    expect(wordsOf('Egy jó szó').map(({word, offset}) => [word, offset])).toEqual([
      ['Egy', 0],
      ['jó', 4],
      ['szó', 7],
    ]);
  });

  it('keeps the allowlist to words the dictionary rejects, each once, examples real words', async () => {
    const entries = parseAllowlist(readFileSync(ALLOWLIST_FILE, 'utf8'));
    const bare = await createSpeller([]);
    const words = entries.map((entry) => entry.word);
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
    // An entry the dictionary already knows is not needed (an inflected form never is).
    expect(
      entries.filter((entry) => !entry.inflectLike && bare.correct(entry.word)).map((entry) => entry.word),
    ).toEqual([]);
    expect(
      entries.filter((entry) => entry.inflectLike && !bare.correct(entry.inflectLike)).map((entry) => entry.word),
    ).toEqual([]);
  }, 60_000);
});
