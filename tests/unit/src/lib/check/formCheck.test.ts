// The editor refuses a save that `npm run check` would refuse, with the check's own words: each rule that judges
// a text alone, run on a page's text and fields and on an entry's texts, gives exactly the check's findings.
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import matter from 'gray-matter';

import {collectionFindings} from '@site/scripts/check/rules/collections';
import {linksRule} from '@site/scripts/check/rules/links';
import {loadSite} from '@site/site/pages';
import {PAGES_PATH} from '@site/site/paths';
import {pageFiles, routeOfPage} from '@site/site/routes';
import {bodyIssues} from '@site/src/admin/blocks/blockEdit';
import {splitFrontMatter} from '@site/src/admin/format/frontMatterFile';
import {parseYaml} from '@site/src/admin/format/yamlDocument';
import {FIGURES} from '@site/src/data/figures';
import {PAGE_NAMES} from '@site/src/data/glossary';
import type {Finding} from '@site/src/lib/check/finding';
import {entryFieldFindings, pageFieldFindings} from '@site/src/lib/check/formCheck';
import {textRulesForLocale} from '@site/src/lib/check/rules/textRules';
import {formatFigure} from '@site/src/lib/format/figureText';
import {checkText} from '@site/tests/helpers/checkFiles';

const ROOT = path.resolve(__dirname, '../../../../..');
const FILE = 'i18n/hu/docusaurus-plugin-content-pages/about-us.mdx';
const PLACE = {file: FILE, route: '/about-us/'};
const TEXT_RULES = textRulesForLocale('hu');
const asText = ({message, fix}: Finding) => `${message} → ${fix}`;

/** A page text breaking each text rule (the page-name rule reads only the title: below). */
const BREAKING: Record<string, string> = {
  'operator-facts': 'Bevezető.\n\n<WhenKnown fact="operatorAddress">\n\n## Címünk\n\n</WhenKnown>\n',
  szorzojel: 'Akár 10x szorzó is jár.\n',
  nagykotojel: 'A kifizetés 2-3 nap alatt érkezik.\n',
  ismetles: 'Ez a a kérdés.\n',
  betukeszlet: 'A kínai neve 漢.\n',
  'penz-formatum': 'A nyeremény $50 volt.\n',
  tizedesvesszo: 'Az esély 0.25 körül van.\n',
  'ezres-tagolas': 'A nyeremény 20\u00a0000 P, a díj pedig 3 GB.\n',
  'szazalek-melleknev': 'Jár egy 100% bónusz.\n',
  arany: 'Az esély 5:1 ellened.\n',
  idezojel: 'Ez egy "idézet".\n',
  szojegyzek: 'Az előflop döntés a legfontosabb.\n',
  'kotojeles-osszetetel': 'Töltsd le a GGPoker kliens programot.\n',
  'fejlesztoi-szoveg': 'Ez egy teszt.\n',
  'marketing-szam': `Akár ${formatFigure(FIGURES.welcomeMatchCap)} is lehet.\n`,
  'ajanlat-forras': 'Most befizetés nélkül játszhatsz.\n',
  'sajat-feltetel': 'A bónuszt egy játékos csak egyszer kaphatja meg.\n',
};

/** The about-us page's front matter with `body` after it, and the number of lines before the body. */
function pageWith(body: string): {page: string; offset: number} {
  const text = readFileSync(path.join(ROOT, FILE), 'utf8');
  const front = text.slice(0, text.length - (splitFrontMatter(text)?.body.length ?? 0));
  return {page: front + body, offset: front.split('\n').length - 1};
}

describe('the page text: each text rule of the check refuses it with its own message', () => {
  it('has a breaking text for every text rule but the page name (a title rule)', () => {
    const ids = TEXT_RULES.map((rule) => rule.id).filter((id) => id !== 'oldalnev');
    expect(Object.keys(BREAKING).sort()).toEqual(ids.sort());
  });

  it.each(Object.entries(BREAKING))('%s: the check’s findings, at the line of the text box', async (id, body) => {
    const {page, offset} = pageWith(body);
    const findings = await checkText(FILE, page, TEXT_RULES);
    expect(findings.map((finding) => finding.rule)).toContain(id);
    const expected = findings.map(
      (finding) => `Az oldal szövegének ${finding.line - offset}. sora: ${asText(finding)}`,
    );
    expect(bodyIssues(body, PLACE)).toEqual(expected);
  });

  it('passes a clean text', () => {
    expect(bodyIssues('Bevezető.\n\nA kifizetés 2–3 nap alatt érkezik, az esély 5\u00a0:\u00a01.\n', PLACE)).toEqual(
      [],
    );
  });
});

describe('the page text’s links, given the site’s routes', () => {
  const {routes} = loadSite();

  it.each([
    ['a route the site does not have', 'Lásd a [befizetést](/nincs-ilyen-oldal/).\n'],
    ['a route without its closing slash', 'Lásd a [Rólunk](/about-us) oldalt.\n'],
    ['an anchor the page does not have', 'Lásd [lent](#nincs-ilyen).\n'],
    ['an anchor another page does not have', 'Lásd a [kapcsolatot](/contact/#nincs-ilyen).\n'],
    ['a relative link', 'Lásd [itt](about-us/).\n'],
  ])('%s: the links rule’s finding, at the line of the text box', async (_case, body) => {
    const {page, offset} = pageWith(body);
    const findings = await checkText(FILE, page, [linksRule]);
    expect(findings).toHaveLength(1);
    const expected = findings.map(
      (finding) => `Az oldal szövegének ${finding.line - offset}. sora: ${asText(finding)}`,
    );
    expect(bodyIssues(body, PLACE, routes)).toEqual(expected);
  });

  it('passes a link to a heading the text has just got, and to the site’s routes', () => {
    expect(
      bodyIssues('## Új szakasz\n\nLásd [fent](#új-szakasz) és a [kapcsolatot](/contact/).\n', PLACE, routes),
    ).toEqual([]);
  });

  it('leaves the links to the check without the routes, and a static file always', () => {
    expect(bodyIssues('Lásd [itt](/nincs-ilyen-oldal/).\n', PLACE)).toEqual([]);
    expect(bodyIssues('Lásd [a képet](/img/nincs-ilyen.png).\n', PLACE, routes)).toEqual([]);
  });
});

describe('a page’s title, description and text', () => {
  const {routes} = loadSite();
  const pages = pageFiles().map((relative) => {
    const text = readFileSync(path.join(PAGES_PATH, relative), 'utf8');
    const {data} = matter(text);
    return {relative, route: routeOfPage(relative, data.slug), data, body: splitFrontMatter(text)?.body};
  });

  // Every page of the site as the editor opens it: the browser walks one page of each shape through the form
  // (tests/e2e/writers-editor-exact.spec.ts), so that nothing the form checks refuses a page as it is is proved here.
  it.each(pages.map((page) => [page.relative, page] as const))(
    '%s: the site’s title, description and text pass',
    (_, page) => {
      const place = {file: page.relative, route: page.route};
      expect(pageFieldFindings('title', String(page.data.title), place)).toEqual([]);
      expect(pageFieldFindings('description', String(page.data.description), place)).toEqual([]);
      expect(page.body).toEqual(expect.stringContaining('\n'));
      expect(bodyIssues(page.body!, place, routes)).toEqual([]);
    },
  );

  it('a title that is not the page’s name is refused as the page-name rule says it', async () => {
    const {route, name} = PAGE_NAMES.find((entry) => entry.route === '/about-us/')!;
    const text = readFileSync(path.join(ROOT, FILE), 'utf8').replace(`title: ${name}`, 'title: Rólunk röviden');
    const expected = (await checkText(FILE, text, TEXT_RULES)).filter((finding) => finding.rule === 'oldalnev');
    expect(expected).toHaveLength(1);
    expect(pageFieldFindings('title', 'Rólunk röviden', {file: FILE, route}).map(asText)).toEqual(expected.map(asText));
  });

  it('a description breaking a text rule is refused as the check says it', async () => {
    const description = 'A "GGPoker" csapata: kik vagyunk, mit csinálunk, és hogyan érsz el minket.';
    const text = readFileSync(path.join(ROOT, FILE), 'utf8').replace(
      /^description: .*$/m,
      `description: '${description}'`,
    );
    const expected = await checkText(FILE, text, TEXT_RULES);
    expect(expected.map((finding) => finding.rule)).toContain('idezojel');
    expect(pageFieldFindings('description', description, PLACE).map(asText)).toEqual(expected.map(asText));
  });
});

describe('a promotion’s or tournament’s texts', () => {
  const ENTRY = [
    'title: "Havi nyereményjáték"',
    'summary: SUMMARY',
    'amount: "100%"',
    'starts: 2026-11-01',
    'ends: null',
    'terms: /bonus-terms/#udvozlo-bonusz',
    'source: "a promóciós csapat levele, 2026-10-20"',
  ].join('\n');
  let site: string;
  beforeAll(() => {
    site = mkdtempSync(path.join(tmpdir(), 'form-check-'));
  });
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  /** What `npm run check` says about the texts of a promotion whose summary is `summary`. */
  async function checkSummary(summary: string): Promise<Finding[]> {
    const file = path.join(site, 'i18n/hu/collections/promotions/proba.yml');
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, `${ENTRY.replace('SUMMARY', JSON.stringify(summary))}\n`);
    const routes = new Map([['/bonus-terms/', new Set(['udvozlo-bonusz'])]]);
    const {findings} = await collectionFindings({rootDir: site, routes, date: '2026-11-25'});
    return findings;
  }

  it.each([
    ['a typed amount and a dollar sign first', 'Nyerj $50-t a héten!'],
    ['a promise no source makes', 'Most befizetés nélkül is játszhatsz.'],
    ['English quotes', 'A "legjobb" ajánlat a héten.'],
    ['a typed date', 'Indul november 3-án, minden héten.'],
  ])('%s: the check’s findings', async (_case, summary) => {
    const expected = await checkSummary(summary);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((finding) => finding.rule !== 'collections')).toBe(true);
    // The check sorts its findings only at the end (`runCheck`), so the order is not compared.
    expect(entryFieldFindings('summary', summary, 'promotions/').map(asText).sort()).toEqual(
      expected.map(asText).sort(),
    );
  });

  it('a clean summary passes, and a field a visitor does not read as text is left to the schema', async () => {
    expect(await checkSummary('Minden hónapban új játék vár rád.')).toEqual([]);
    expect(entryFieldFindings('summary', 'Minden hónapban új játék vár rád.', 'promotions/')).toEqual([]);
    expect(entryFieldFindings('source', 'a "levél" szerint', 'promotions/')).toEqual([]);
  });

  const entries = ['promotions', 'tournaments'].flatMap((kind) => {
    const dir = path.join(ROOT, 'i18n/hu/collections', kind);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.yml'))
      .map((name) => [`${kind}/${name}`, parseYaml(readFileSync(path.join(dir, name), 'utf8')) ?? {}] as const);
  });

  it.each(entries)('%s: the site’s entry passes', (file, values) => {
    const texts = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    // Every entry has a title and a summary at least: an entry read as empty would pass without a look.
    expect(texts.map(([field]) => field)).toEqual(expect.arrayContaining(['title', 'summary']));
    for (const [field, value] of texts) expect(entryFieldFindings(field, value, file)).toEqual([]);
  });
});
