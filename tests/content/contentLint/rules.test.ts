/**
 * @jest-environment node
 */
import {lintSources, RULES} from '../../../scripts/content-lint';

const PAGE = 'i18n/hu/docusaurus-plugin-content-pages/sample.mdx';
const FRONT =
  '---\ntitle: Minta\ndescription: "Egy minta oldal leírása, amely elég hosszú ahhoz, hogy a front matter szabály elfogadja: legalább száztíz karakter, legfeljebb százhatvan."\n---\n\n# Minta\n\n';

/** A page whose body is `body`; the body starts on line 8. */
function page(body: string, file = PAGE): {file: string; text: string} {
  return {file, text: FRONT + body + '\n'};
}

function findingsOf(rule: string, source: {file: string; text: string}) {
  return lintSources(
    [source],
    RULES.filter((entry) => entry.id === rule),
  );
}

interface Case {
  rule: string;
  good: string;
  bad: string;
  /** a piece of the Hungarian message for the bad example */
  message: RegExp;
  /** a piece of the suggested fix */
  fix: RegExp;
  column: number;
}

const CASES: readonly Case[] = [
  {
    rule: 'penz-formatum',
    good: 'Nevezés 0,25 $-tól.',
    bad: 'Nevezés $0.25-tól.',
    message: /dollárjel a szám elé/,
    fix: /0,25\u00a0\$/,
    column: 9,
  },
  {
    rule: 'penz-formatum',
    good: 'Jegyek 5000 $ értékben.',
    bad: 'Jegyek 5K $ értékben.',
    message: /Angol „K”/,
    fix: /5000\u00a0\$/,
    column: 8,
  },
  {
    rule: 'tizedesvesszo',
    good: 'Az esély 1,37 : 1, macOS 10.13.',
    bad: 'Az esély 1.37 : 1.',
    message: /Tizedespont/,
    fix: /1,37/,
    column: 10,
  },
  {
    rule: 'ezres-tagolas',
    good: 'Kezdésnek 20\u00a0000\u00a0P jár.',
    bad: 'Kezdésnek 20 000\u00a0P jár.',
    message: /Közönséges szóköz egy ezres csoportban/,
    fix: /20\u00a0000/,
    column: 11,
  },
  {
    rule: 'ezres-tagolas',
    good: 'Legalább 3\u00a0GB tárhely.',
    bad: 'Legalább 3 GB tárhely.',
    message: /mértékegység között/,
    fix: /U\+00A0/,
    column: 11,
  },
  {
    rule: 'szorzojel',
    good: 'Akár 200\u00a0000×.',
    bad: 'Akár 200\u00a0000x.',
    message: /Betű x/,
    fix: /200\u00a0000×/,
    column: 6,
  },
  {
    rule: 'szazalek-melleknev',
    good: '100%-os bónusz jár.',
    bad: '100% bónusz jár.',
    message: /rag nélkül/,
    fix: /100%-os bónusz/,
    column: 1,
  },
  {
    rule: 'arany',
    good: 'A pot odds 5\u00a0:\u00a01.',
    bad: 'A pot odds 5:1.',
    message: /Arány/,
    fix: /5\u00a0:\u00a01/,
    column: 12,
  },
  {
    rule: 'arany',
    good: 'A pot odds 5\u00a0:\u00a01, a PLO-5: 5 lap.',
    bad: 'A pot odds 5 : 1.',
    message: /Közönséges szóköz egy arányban/,
    fix: /5\u00a0:\u00a01/,
    column: 12,
  },
  {
    rule: 'nagykotojel',
    good: 'Ez 2–3 munkanap.',
    bad: 'Ez 2-3 munkanap.',
    message: /Kötőjel egy tartományban/,
    fix: /2–3/,
    column: 4,
  },
  {
    rule: 'idezojel',
    good: 'Így hívják: „wheel”.',
    bad: 'Így hívják: “wheel”.',
    message: /Angol idézőjel/,
    fix: /„/,
    column: 13,
  },
  {
    rule: 'ismetles',
    good: 'Mi az az out? A kéz A A K K.',
    bad: 'Ez a a legjobb kéz.',
    message: /Ismétlődő szó: „a a”/,
    fix: /„a”/,
    column: 6,
  },
  {
    rule: 'szojegyzek',
    good: 'A preflop esélyek.',
    bad: 'Az előflop esélyek.',
    message: /Nem a webhely kifejezése: „előflop”/,
    fix: /preflop/,
    column: 4,
  },
  {
    rule: 'szojegyzek',
    good: 'Két saját lapot (zsebkártyát) kapsz, a nevezési díj 5 $.',
    bad: 'Két zsebkártyát kapsz.',
    message: /Nem a webhely kifejezése: „zsebkártyá”/,
    fix: /saját lap/,
    column: 5,
  },
  {
    rule: 'szojegyzek',
    good: 'A nevezési díj (buy-in) 5 $.',
    bad: 'A beugró 5 $.',
    message: /Nem a webhely kifejezése: „beugró”/,
    fix: /nevezési díj \(buy-in\)/,
    column: 3,
  },
  {
    rule: 'szojegyzek',
    good: 'Olvasd el a Házirendet.',
    bad: 'Olvasd el a Házszabályokat.',
    message: /oldalneve: „Házszabályok”/,
    fix: /Házirend \(\/house-rules\/\)/,
    column: 13,
  },
  {
    rule: 'kotojeles-osszetetel',
    good: 'Nyisd meg a GGPoker-klienst, vagy a GGPoker kliensét.',
    bad: 'Nyisd meg a GGPoker klienst.',
    message: /Hiányzó kötőjel/,
    fix: /GGPoker-klienst/,
    column: 13,
  },
  {
    rule: 'kotojeles-osszetetel',
    good: "Ülj le a Texas Hold'em-asztalokhoz.",
    bad: "Ülj le a Texas Hold'em asztalokhoz.",
    message: /Hiányzó kötőjel/,
    fix: /Hold'em-asztalokhoz/,
    column: 10,
  },
  {
    rule: 'kotojeles-osszetetel',
    good: "Ülj le a [Texas Hold'em-asztalokhoz](/poker-games/texas-holdem/).",
    bad: "Ülj le a [Texas Hold'em](/poker-games/texas-holdem/) asztalokhoz.",
    message: /Hiányzó kötőjel/,
    fix: /Hold'em-asztalokhoz” \(a köznév is kerüljön a link szövegébe\)/,
    column: 11,
  },
  {
    rule: 'fejlesztoi-szoveg',
    good: 'A táblázat értékei pontosak.',
    bad: 'Egy automatikus teszt ellenőrzi.',
    message: /Fejlesztői szó/,
    fix: /játékosnak szóló/,
    column: 5,
  },
  {
    rule: 'marketing-szam',
    good: 'Akár <Fig id="welcomeMatchCap" />-ig.',
    bad: 'Akár 600\u00a0$-ig.',
    message: /Kézzel beírt marketingszám/,
    fix: /<Fig id="welcomeMatchCap" \/>/,
    column: 6,
  },
];

describe.each(CASES)('$rule: $bad', ({rule, good, bad, message, fix, column}) => {
  it('accepts the good example', () => {
    expect(findingsOf(rule, page(good))).toEqual([]);
  });

  it('reports the bad example at its line and column, in Hungarian, with a fix', () => {
    const findings = findingsOf(rule, page(bad));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({file: PAGE, line: 8, column, rule});
    expect(findings[0].message).toMatch(message);
    expect(findings[0].fix).toMatch(fix);
  });
});

describe('front-matter', () => {
  it('accepts a title and a 110–160 character description', () => {
    expect(findingsOf('front-matter', page('Szöveg.'))).toEqual([]);
  });

  it('reports a missing description and a too long title on their lines', () => {
    const text = `---\ntitle: ${'Nagyon hosszú cím '.repeat(5)}\n---\n\n# Cím\n`;
    const findings = findingsOf('front-matter', {file: PAGE, text});
    expect(findings.map(({line}) => line)).toEqual([1, 2]);
    expect(findings[0].message).toBe('Hiányzik a front matter „description” mezője.');
    expect(findings[1].message).toMatch(/„title” \d+ karakter, túl hosszú/);
  });
});

describe('oldalnev', () => {
  const HOUSE_RULES = 'i18n/hu/docusaurus-plugin-content-pages/house-rules.mdx';

  it('accepts the glossary name as the title', () => {
    expect(findingsOf('oldalnev', {file: HOUSE_RULES, text: '---\ntitle: Házirend\n---\n'})).toEqual([]);
  });

  it('reports another title for the page', () => {
    const [finding] = findingsOf('oldalnev', {file: HOUSE_RULES, text: '---\ntitle: Házszabályok\n---\n'});
    expect(finding).toMatchObject({line: 2, message: 'Az oldal címe „Házszabályok”, a szójegyzékben „Házirend”.'});
  });

  it('reports a menu label in code.json that is not the page name', () => {
    const json = JSON.stringify(
      {NAV_HOUSE_RULES: {message: 'Házszabályok'}, FOOTER_HOUSE_RULES: {message: 'Házirend'}},
      null,
      2,
    );
    const findings = findingsOf('oldalnev', {file: 'i18n/hu/code.json', text: json}).filter((f) =>
      f.message.includes('HOUSE'),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        line: 2,
        message: 'A(z) NAV_HOUSE_RULES felirata „Házszabályok”, az oldal neve „Házirend”.',
      }),
    ]);
  });

  it('reports broken JSON instead of throwing', () => {
    expect(findingsOf('oldalnev', {file: 'i18n/hu/code.json', text: '{"NAV": '})).toEqual([
      expect.objectContaining({line: 1, message: 'A code.json nem érvényes JSON.'}),
    ]);
  });
});

it('every rule has a Hungarian title and a case above', () => {
  const tested = new Set([...CASES.map((entry) => entry.rule), 'front-matter', 'oldalnev']);
  expect(RULES.filter((rule) => !tested.has(rule.id)).map((rule) => rule.id)).toEqual([]);
  for (const rule of RULES) expect(rule.title.length).toBeGreaterThan(10);
});
