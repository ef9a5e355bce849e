// `npm run check` on a whole site: a copy of the pages with one writer's mistake injected into each of several
// pages (every mistake of the writers' issue, plus the other rules' bad examples). Each must be reported in
// Hungarian with its file and line, and the untouched pages (the good examples) must pass. The command runs in
// this process (`checkCommand`, what `cli.ts` runs); that the command line exits with its code is in args.test.ts.
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {checkCommand} from '@site/scripts/check/cli';
import {PAGES_PATH} from '@site/site/paths';
import {OPERATOR_FACTS, OPERATOR_FACTS_FILE} from '@site/src/data/operatorFacts';

interface Mistake {
  page: string;
  rule: string;
  /** Applied to the page's text; must change it. */
  inject: (text: string) => string;
  /** Line the finding must point at (1-based) in the changed page. */
  line: (text: string) => number;
  message: RegExp;
}

const lineOf = (needle: string) => (text: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
const afterH1 = (insert: string) => (text: string) => text.replace(/^(# .*)$/m, `$1\n\n${insert}`);

const MISTAKES: Mistake[] = [
  {
    page: 'about-us.mdx',
    rule: 'spelling',
    inject: afterH1('A jatekos az asztalnal ül.'),
    line: lineOf('A jatekos'),
    message: /Ismeretlen szó: „jatekos”.*játékos/,
  },
  {
    page: 'contact.mdx',
    rule: 'penz-formatum',
    inject: afterH1('A nyeremény $5,000.50 volt.'),
    line: lineOf('$5,000.50'),
    message: /\$5,000\.50|pénz|összeg/i,
  },
  {
    page: 'cookie-policy.mdx',
    rule: 'links',
    inject: afterH1('Lásd a [szabályokat](/nincs-ilyen-oldal/).'),
    line: lineOf('nincs-ilyen'),
    message: /Nem létező oldalra mutató link: \/nincs-ilyen-oldal\//,
  },
  {
    page: 'house-rules.mdx',
    rule: 'links',
    inject: afterH1('Ugrás a [végére](#nincs-ilyen-cimsor).'),
    line: lineOf('#nincs-ilyen'),
    message: /Nem létező horgony/,
  },
  {
    page: 'privacy-policy.mdx',
    rule: 'front-matter',
    inject: (text) => text.replace(/^description:.*\n/m, ''),
    line: () => 1,
    message: /description/,
  },
  {
    page: 'terms-conditions.mdx',
    rule: 'mdx',
    inject: afterH1('Egy <strong>lezáratlan címke.'),
    line: lineOf('lezáratlan címke'),
    message: /Az MDX nem fordítható: lezáratlan <strong> címke/,
  },
  {
    page: 'streamer-mode.mdx',
    rule: 'props',
    inject: (text) => text.replace(/question: 'Ki jelentkezhet/, "kerdes: 'Ki jelentkezhet"),
    line: lineOf("kerdes: 'Ki"),
    message: /<FaqList> .*„items\[0\]\.question”.*szöveg|<FaqList> nem ismeri/,
  },
  {
    page: 'withdrawal-policy.mdx',
    rule: 'images',
    inject: afterH1('![](/img/og-default.png)'),
    line: lineOf('![](/img/og-default.png)'),
    message: /A képnek nincs helyettesítő szövege \(alt\)/,
  },
  {
    page: 'payment-details-policy.mdx',
    rule: 'images',
    inject: afterH1('![Egy kép](/img/nincs-ilyen.png)'),
    line: lineOf('nincs-ilyen.png'),
    message: /A kép fájlja nem létezik/,
  },
  {
    page: 'affiliate-program.mdx',
    rule: 'props',
    inject: afterH1('<Ismeretlen />'),
    line: lineOf('<Ismeretlen />'),
    message: /Ismeretlen komponens: <Ismeretlen>/,
  },
  {
    page: 'responsible-gaming.mdx',
    rule: 'front-matter',
    inject: (text) => text.replace(/^---\n/, '---\nrossz: [nincs lezárva\n'),
    line: () => 1,
    message: /nem érvényes YAML/,
  },
  {
    page: 'streamer-mode.mdx',
    rule: 'operator-facts',
    inject: afterH1('Írj nekünk: <Fact name="supportEmail" />.'),
    line: lineOf('<Fact name="supportEmail"'),
    message: /nincs <WhenKnown fact="supportEmail"> elem belsejében/,
  },
  {
    page: 'withdrawal-policy.mdx',
    rule: 'operator-facts',
    inject: afterH1('<WhenKnown fact="supportEmail">\n\n## E-mail\n\nÍrj nekünk.\n\n</WhenKnown>'),
    line: lineOf('## E-mail'),
    message: /Címsor egy <WhenKnown> elem belsejében/,
  },
];

/** Good examples of the same rules, added to another page: they must not be reported. */
const GOOD_PAGE = 'network/channeling-solution.mdx';
const GOOD_EXAMPLES = [
  'A játékosok helyezést érnek el az asztalnál, a GGPokeren pedig a kisvakot és a riveren érkező lapot is ismerik.',
  'Lásd a [befizetést](/funds/#befizetés-és-kifizetés) és a [letöltést](/download/).',
  '![A GGPoker megosztási képe sötét háttéren](/img/og-default.png)',
  '<OutsOddsTable maxOuts={8} />',
  "<FaqList items={[{question: 'Hogyan kezdjem?', answer: 'Töltsd le a klienst.'}]} />",
].join('\n\n');

let dir: string;
let output: string;
let status: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'check-pages-'));
  cpSync(PAGES_PATH, dir, {recursive: true});
  for (const mistake of MISTAKES) {
    const file = path.join(dir, mistake.page);
    const before = readFileSync(file, 'utf8');
    const after = mistake.inject(before);
    if (after === before) throw new Error(`The mistake for ${mistake.page} changed nothing`);
    writeFileSync(file, after);
  }
  const good = path.join(dir, GOOD_PAGE);
  const goodText = readFileSync(good, 'utf8').replace(
    /^(# .*)$/m,
    `import OutsOddsTable from '@site/src/components/poker/OutsOddsTable';\n\n$1\n\n${GOOD_EXAMPLES}`,
  );
  writeFileSync(good, goodText);
  const printed: string[] = [];
  const print = (line: string) => printed.push(line);
  status = await checkCommand(['--pages', dir], {log: print, error: print});
  output = printed.join('\n');
}, 120_000);

afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('npm run check on pages with injected mistakes', () => {
  it('exits non-zero', () => {
    expect(status).toBe(1);
  });

  it.each(MISTAKES.map((mistake) => [mistake.page, mistake]))(
    'reports the mistake in %s at its line',
    (page, mistake) => {
      const text = readFileSync(path.join(dir, page), 'utf8');
      const line = mistake.line(text);
      const lines = output.split('\n').filter((row) => row.includes(`${page}:${line}:`));
      // The mistake is reported by its rule, whose id leads to the rule's file.
      expect(lines.some((row) => mistake.message.test(row) && row.includes(`  [${mistake.rule}] `))).toBe(true);
      // Every finding has the writer's form: file:line:column  [rule] what  →  what to do
      for (const row of lines) expect(row).toMatch(/^\S+:\d+:\d+ {2}\[[a-z-]+\] .+ {2}→ {2}.+$/);
    },
  );

  it("lists each operator fact nobody has supplied yet as a warning, on its line of the region's facts file", () => {
    const warnings = output.split('\n').filter((row) => row.startsWith(`${OPERATOR_FACTS_FILE}:`));
    expect(warnings.length).toBe(
      Object.values(OPERATOR_FACTS).filter((fact) => fact.value.status === 'unknown').length,
    );
    for (const row of warnings)
      expect(row).toMatch(
        /^\S+:\d+:5 {2}\[operator-facts\] figyelmeztetés: Hiányzó üzemeltetői adat: .+ {2}→ {2}Kérd el/,
      );
  });

  it('reports nothing in the pages left as they are (the good examples)', () => {
    const touched = new Set(MISTAKES.map((mistake) => mistake.page));
    const findings = output.split('\n').filter((row) => /^\S+\.mdx:\d+:\d+ /.test(row));
    const elsewhere = findings.filter((row) => ![...touched].some((page) => row.includes(`/${page}:`)));
    expect(elsewhere).toEqual([]);
  });
});

describe('npm run check with bad input', () => {
  it('refuses a bad flag with exit code 2 before checking anything', async () => {
    const printed = {log: [] as string[], error: [] as string[]};
    const code = await checkCommand(['--nincs-ilyen'], {
      log: (line) => printed.log.push(line),
      error: (line) => printed.error.push(line),
    });
    expect([code, printed]).toEqual([
      2,
      {log: [], error: ['Az ellenőrzés nem futott le: Ismeretlen kapcsoló: --nincs-ilyen']},
    ]);
  });
});
