import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';

import {CODE_JSON, type Files, NAVIGATION, NewPageError, planNewPage} from '@site/scripts/new-page';
import {PAGES_DIR} from '@site/site/paths';
import {navigation} from '@site/src/data/navigation';
import {sectionPages} from '@site/src/lib/sectionPages';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The repository's files a new page reads, `extra` on top, as `planNewPage` reads them. */
function files(extra: Files = {}): (file: string) => string | undefined {
  const all: Files = {
    [NAVIGATION]: read(NAVIGATION),
    [CODE_JSON]: read(CODE_JSON),
    [`${PAGES_DIR}/poker-school/index.mdx`]: read(`${PAGES_DIR}/poker-school/index.mdx`),
    ...extra,
  };
  return (file) => all[file];
}

describe('npm run new', () => {
  it('creates the page with valid front matter, in the section menu and with a menu label', () => {
    const writes = planNewPage('poker-school/bankroll-kezeles', 'Bankroll-kezelés', files());
    const page = writes[`${PAGES_DIR}/poker-school/bankroll-kezeles.mdx`] ?? '';
    const {data, content} = matter(page);
    expect(data.title).toBe('Bankroll-kezelés');
    expect(String(data.description).length).toBeGreaterThanOrEqual(110);
    expect(String(data.description).length).toBeLessThanOrEqual(160);
    expect(content.trim()).toBe('# Bankroll-kezelés');
    expect(writes[NAVIGATION]).toContain(
      "page({path: '/poker-school/bankroll-kezeles/', langKey: 'NAV_POKER_SCHOOL_BANKROLL_KEZELES'}),",
    );
    const labels = JSON.parse(writes[CODE_JSON] ?? '') as Partial<Record<string, {message: string}>>;
    expect(labels.NAV_POKER_SCHOOL_BANKROLL_KEZELES?.message).toBe('Bankroll-kezelés');
    // Everything else of code.json stays as it was.
    expect(writes[CODE_JSON]?.startsWith(read(CODE_JSON).replace(/\n}\s*$/, ''))).toBe(true);
  });

  it('puts the page last in the list the section index and the menus share', () => {
    const before = sectionPages(navigation, '/poker-school/').map((item) => item.path);
    const writes = planNewPage('poker-school/bankroll-kezeles', 'Bankroll-kezelés', files());
    const lines = (writes[NAVIGATION] ?? '').split('\n');
    const index = lines.findIndex((line) => line.includes("'/poker-school/bankroll-kezeles/'"));
    expect(lines[index - 1]).toContain(before.at(-1));
  });

  it.each([
    ['poker-school/Bankroll Kezelés', 'Cím', /Hibás oldalcím/],
    ['poker-school/../etc', 'Cím', /Hibás oldalcím/],
    ['bankroll', 'Cím', /Hibás oldalcím/],
    ['nincs-ilyen/oldal', 'Cím', /Ismeretlen szakasz: „nincs-ilyen”.*poker-school/],
    ['poker-school/poker-terms', 'Cím', /Ez az oldal már létezik/],
    ['poker-school/uj-oldal', '', /Hiányzik az oldal címe/],
    ['poker-school/uj-oldal', undefined, /Hiányzik az oldal címe/],
    ['poker-school/uj-oldal', 'Túl "idézett"', /idézőjel/],
  ])('refuses %p with title %p in Hungarian', (target, title, message) => {
    const existing = {[`${PAGES_DIR}/poker-school/poker-terms.mdx`]: '---\n---\n'};
    expect(() => planNewPage(target, title, files(existing))).toThrow(NewPageError);
    expect(() => planNewPage(target, title, files(existing))).toThrow(message);
  });

  // The one run of the command line (`newCommand` in process, for entries: new-page.entry.test.ts).
  it('writes nothing when the command is refused', () => {
    const before = [read(NAVIGATION), read(CODE_JSON)];
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/new-page.ts', 'poker-school/poker-terms', 'Cím'],
      {cwd: ROOT, encoding: 'utf8'},
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Nem készült új oldal: Ez az oldal már létezik/);
    expect([read(NAVIGATION), read(CODE_JSON)]).toEqual(before);
  });
});
