// One real page, copied in memory: clean as it is, and each writer's mistake of the text rules injected as a new
// line after the h1, reported at that line by its rule, with nothing else on the page reported.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {formatText} from '@site/src/lib/check/finding';
import {checkText} from '@site/tests/helpers/checkFiles';

const FILE = 'i18n/hu/docusaurus-plugin-content-pages/funds/index.mdx';
const ORIGINAL = readFileSync(path.resolve(__dirname, '../../../../..', FILE), 'utf8');
const H1_LINE = ORIGINAL.split('\n').findIndex((line) => line.startsWith('# ')) + 1;
const INJECTED_LINE = H1_LINE + 2;

function withLine(line: string): string {
  const lines = ORIGINAL.split('\n');
  lines.splice(H1_LINE, 0, '', line);
  return lines.join('\n');
}

const MISTAKES: readonly {kind: string; line: string; rule: string; message: string}[] = [
  {
    kind: 'dollar sign first',
    line: 'Már $0.50-tól nevezhetsz.',
    rule: 'penz-formatum',
    message: 'A dollárjel a szám elé került: „$0.50”.',
  },
  {
    kind: 'English K',
    line: 'Jegyek 5K $ értékben.',
    rule: 'penz-formatum',
    message: 'Angol „K” rövidítés egy összegben: „5K $”.',
  },
  {
    kind: 'decimal point',
    line: 'Az esély 1.37 : 1.',
    rule: 'tizedesvesszo',
    message: 'Tizedespont egy számban: „1.37”.',
  },
  {
    kind: 'breaking space in a thousands group',
    line: 'Ebből 10 000 zseton a tiéd.',
    rule: 'ezres-tagolas',
    message: 'Közönséges szóköz egy ezres csoportban: „10 000” (a sor itt eltörhet).',
  },
  {
    kind: 'letter x as multiplier',
    line: 'Akár 300x szorzó.',
    rule: 'szorzojel',
    message: 'Betű x a szorzójel helyett: „300x”.',
  },
  {
    kind: 'bare adjectival percentage',
    line: 'Kapsz 50% bónusz ajánlatot.',
    rule: 'szazalek-melleknev',
    message: 'Jelzőként álló százalék rag nélkül: „50% bónusz”.',
  },
  {
    kind: 'ratio without spaces',
    line: 'A pot odds 3:1.',
    rule: 'arany',
    message: 'Arány szóköz nélkül a kettőspont mellett: „3:1”.',
  },
  {
    kind: 'hyphen in a range',
    line: 'Ez 2-3 munkanap.',
    rule: 'nagykotojel',
    message: 'Kötőjel egy tartományban: „2-3”.',
  },
  {kind: 'English quotes', line: 'Ezt “wheel” néven ismered.', rule: 'idezojel', message: 'Angol idézőjel: „“”.'},
  {kind: 'repeated word', line: 'Ez az út és és a cél.', rule: 'ismetles', message: 'Ismétlődő szó: „és és”.'},
  {
    kind: 'avoided term',
    line: 'Az előflop döntés a legfontosabb.',
    rule: 'szojegyzek',
    message: 'Nem a webhely kifejezése: „előflop”.',
  },
  {
    kind: 'avoided page name',
    line: 'Olvasd el az Adatvédelmi irányelveket.',
    rule: 'szojegyzek',
    message: 'Nem a webhely oldalneve: „Adatvédelmi irányelvek”.',
  },
  {
    kind: 'missing compound hyphen',
    line: 'Nyisd meg a GGPoker klienst.',
    rule: 'kotojeles-osszetetel',
    message: 'Hiányzó kötőjel a név és a köznév között: „GGPoker klienst”.',
  },
  {
    kind: 'developer words',
    line: 'Ezt a komponens számolja.',
    rule: 'fejlesztoi-szoveg',
    message: 'Fejlesztői szó a látogatói szövegben: „komponens”.',
  },
  {
    kind: 'hand-typed marketing figure',
    line: 'Új játékosként 20\u00a0000\u00a0P jár.',
    rule: 'marketing-szam',
    message: 'Kézzel beírt marketingszám: „20\u00a0000\u00a0P”.',
  },
];

describe(`injected into a copy of ${FILE}`, () => {
  it('the page itself is clean', async () => {
    expect((await checkText(FILE, ORIGINAL)).map(formatText)).toEqual([]);
  }, 60_000);

  it.each(MISTAKES)(
    '$kind is reported at file:line with the Hungarian message',
    async ({line, rule, message}) => {
      const findings = await checkText(FILE, withLine(line));
      expect(
        findings.map(({file, line: at, rule: id, message: text}) => ({file, line: at, rule: id, message: text})),
      ).toContainEqual({
        file: FILE,
        line: INJECTED_LINE,
        rule,
        message,
      });
      // Nothing else on the page is reported.
      expect(findings.every((finding) => finding.line === INJECTED_LINE)).toBe(true);
    },
    60_000,
  );

  it('a missing description is reported on the front matter', async () => {
    const text = ORIGINAL.replace(/^description:.*\n/m, '');
    expect((await checkText(FILE, text)).map(formatText)).toEqual([
      `${FILE}:1:1  [front-matter] Hiányzik a front matter „description” mezője.  →  írj 110–160 karakteres „description” mezőt`,
    ]);
  }, 60_000);
});
