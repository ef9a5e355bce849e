import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {parse} from 'yaml';

import {siteRoutes} from '@site/plugins/collections/files';
import {isEntryTarget, newCommand, NewPageError, planNewEntry} from '@site/scripts/new-page';
import {parseEntry} from '@site/src/lib/collections';

const ROOT = path.resolve(__dirname, '../../..');
const nothingExists = () => false;

describe('npm run new for a promotion or a tournament', () => {
  it('tells an entry from a page by its folder', () => {
    expect(isEntryTarget('promotions/havi-jatek')).toBe(true);
    expect(isEntryTarget('tournaments/x')).toBe(true);
    expect(isEntryTarget('poker-school/x')).toBe(false);
    expect(isEntryTarget(undefined)).toBe(false);
  });

  it.each(['promotions', 'tournaments'] as const)(
    'writes a %s starter that passes the build’s validation, with the title and no date',
    async (kind) => {
      const writes = planNewEntry(`${kind}/havi-jatek`, 'Havi játék', nothingExists, '2026-12-01');
      const file = `i18n/hu/collections/${kind}/havi-jatek.yml`;
      expect(Object.keys(writes)).toEqual([file]);
      const data = parse(writes[file] ?? '') as Record<string, unknown>;
      expect(data.title).toBe('Havi játék');
      // Ongoing until a source gives dates: the dated lines are only commented-out examples.
      expect(data).not.toHaveProperty('starts');
      expect(data.ends).toBeNull();
      expect(writes[file]).toContain('# starts: 2026-12-01');
      const result = parseEntry(kind, data, 'havi-jatek', {routes: await siteRoutes(ROOT)});
      expect(result.ok).toBe(true);
      // Every field has a line of help above it.
      expect(writes[file]).toMatch(/^# .*docs\/writing\.md/);
    },
  );

  it.each([
    ['promotions/Havi Jatek', 'Cím', /Hibás név: „promotions\/Havi Jatek”/],
    ['promotions/havi_jatek', 'Cím', /Hibás név/],
    ['promotions/', 'Cím', /Hibás név/],
    ['promotions/a/b', 'Cím', /Hibás név/],
    ['tournaments/uj', '', /Hiányzik a cím\. Így add meg: npm run new -- tournaments\/uj "A bejegyzés címe"/],
    ['tournaments/uj', undefined, /Hiányzik a cím/],
    ['promotions/uj', 'Túl "idézett"', /idézőjel/],
    ['promotions/uj', 'x'.repeat(71), /legfeljebb 70 karakter/],
    ['promotions/uj', 'Nyerj 600 $-t', /kézzel beírt marketingszámot/],
  ])('refuses %p with title %p in Hungarian', (target, title, message) => {
    expect(() => planNewEntry(target, title, nothingExists, '2026-12-01')).toThrow(NewPageError);
    expect(() => planNewEntry(target, title, nothingExists, '2026-12-01')).toThrow(message);
  });

  it('refuses an entry that exists', () => {
    const exists = (file: string) => file === 'i18n/hu/collections/promotions/welcome-bonus.yml';
    expect(() => planNewEntry('promotions/welcome-bonus', 'Cím', exists, '2026-12-01')).toThrow(
      'Ez a bejegyzés már létezik: i18n/hu/collections/promotions/welcome-bonus.yml. Válassz másik nevet, vagy szerkeszd a meglévőt.',
    );
  });
});

// The command on a repository of its own in a temporary folder (`npm run new` run as a command: new-page.test.ts).
describe('npm run new for an entry, as the writer runs it', () => {
  const EXISTING = 'i18n/hu/collections/promotions/welcome-bonus.yml';
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'new-entry-'));
    mkdirSync(path.dirname(path.join(root, EXISTING)), {recursive: true});
    writeFileSync(path.join(root, EXISTING), 'title: "Régi"\n');
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  function run(...args: string[]) {
    const printed = {log: [] as string[], error: [] as string[]};
    const code = newCommand(args, {
      root,
      env: {CONTENT_DATE: '2026-12-01'},
      out: {log: (line) => printed.log.push(line), error: (line) => printed.error.push(line)},
    });
    return {code, ...printed};
  }

  it('writes nothing when refused, and says why', () => {
    expect(run('promotions/welcome-bonus', 'Cím')).toEqual({
      code: 1,
      log: [],
      error: [expect.stringMatching(/^Nem készült új bejegyzés: Ez a bejegyzés már létezik/)],
    });
    expect(run('tournaments/Proba 1', 'Cím')).toEqual({
      code: 1,
      log: [],
      error: [expect.stringMatching(/^Nem készült új bejegyzés: Hibás név/)],
    });
    expect(readFileSync(path.join(root, EXISTING), 'utf8')).toBe('title: "Régi"\n');
    expect(readdirSync(path.join(root, 'i18n/hu/collections'))).toEqual(['promotions']);
  });

  it('writes the file with CONTENT_DATE only as the example date of the commented-out dated lines', () => {
    const made = run('tournaments/proba', 'Próbaverseny');
    expect(made.code).toBe(0);
    expect(made.log).toContain('Elkészült: i18n/hu/collections/tournaments/proba.yml');
    expect(readFileSync(path.join(root, 'i18n/hu/collections/tournaments/proba.yml'), 'utf8')).toContain(
      '# starts: 2026-12-01',
    );
  });
});
