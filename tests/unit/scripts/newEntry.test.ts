/**
 * @jest-environment node
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

import {parse} from 'yaml';

import {siteRoutes} from '@site/plugins/collections/files';
import {isEntryTarget, NewEntryError, planNewEntry} from '@site/scripts/newEntry';
import {parseEntry} from '@site/src/lib/collections';

const ROOT = path.resolve(__dirname, '../../..');
const nothingExists = () => false;

function run(...args: string[]) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/new-page.ts', ...args],
    {cwd: ROOT, encoding: 'utf8', env: {...process.env, CONTENT_DATE: '2026-12-01'}},
  );
}

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
    expect(() => planNewEntry(target, title, nothingExists, '2026-12-01')).toThrow(NewEntryError);
    expect(() => planNewEntry(target, title, nothingExists, '2026-12-01')).toThrow(message);
  });

  it('refuses an entry that exists', () => {
    const exists = (file: string) => file === 'i18n/hu/collections/promotions/welcome-bonus.yml';
    expect(() => planNewEntry('promotions/welcome-bonus', 'Cím', exists, '2026-12-01')).toThrow(
      'Ez a bejegyzés már létezik: i18n/hu/collections/promotions/welcome-bonus.yml. Válassz másik nevet, vagy szerkeszd a meglévőt.',
    );
  });
});

describe('npm run new for an entry, run as the writer runs it', () => {
  const file = path.join(ROOT, `i18n/hu/collections/tournaments/proba-${process.pid}.yml`);
  afterAll(() => rmSync(file, {force: true}));

  it('writes nothing when refused, and says why', () => {
    const before = readFileSync(path.join(ROOT, 'i18n/hu/collections/promotions/welcome-bonus.yml'), 'utf8');
    const refused = run('promotions/welcome-bonus', 'Cím');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Nem készült új bejegyzés: Ez a bejegyzés már létezik/);
    expect(readFileSync(path.join(ROOT, 'i18n/hu/collections/promotions/welcome-bonus.yml'), 'utf8')).toBe(before);
    const bad = run(`tournaments/Proba ${process.pid}`, 'Cím');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Nem készült új bejegyzés: Hibás név/);
  });

  it('writes the file with CONTENT_DATE only as the example date of the commented-out dated lines', () => {
    const made = run(`tournaments/proba-${process.pid}`, 'Próbaverseny');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Elkészült: i18n/hu/collections/tournaments/proba-${process.pid}.yml`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('# starts: 2026-12-01');
  });
});
