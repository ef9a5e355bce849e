/**
 * `npm run new -- poker-school/<slug> "Cím"`: a new page in one step (`promotions/<slug>` and
 * `tournaments/<slug>` make a collection entry instead: `newEntry.ts`). Creates the MDX with valid front matter
 * and a `# Cím` heading, adds the page to its section's menu in `src/data/navigation.ts` (the one list the menus
 * and the section index page both show) and its menu label to `i18n/hu/code.json`. Bad input gets a Hungarian
 * error and nothing is written: every file is prepared first and written only when all are ready.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {PAGES_DIR} from '../site/paths';
import {contentDate} from '../src/lib/collections';
import {isEntryTarget, NewEntryError, planNewEntry} from './newEntry';

const ROOT = path.resolve(__dirname, '..');
export const NAVIGATION = 'src/data/navigation.ts';
export const CODE_JSON = 'i18n/hu/code.json';

/** The files a new page touches, as text: read before, written after. */
export type Files = Record<string, string | undefined>;

export class NewPageError extends Error {}

/** The meta description the page starts with: 110–160 characters, for the writer to rewrite. */
export function starterDescription(title: string): string {
  const base = `${title}: útmutató a GGPoker Magyarország pókeroldalán, érthetően és lépésről lépésre, kezdőknek és haladóknak.`;
  const padded = base.length < 110 ? `${base} Olvasd el, és próbáld ki az asztalnál!` : base;
  return padded.length <= 160
    ? padded
    : `${title.slice(0, 60)}: útmutató a GGPoker Magyarország oldalán, kezdőknek és haladóknak, lépésről lépésre.`;
}

export function planNewPage(target: string | undefined, rawTitle: string | undefined, files: Files): Files {
  const match = /^([a-z0-9-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(target ?? '');
  if (!match) {
    throw new NewPageError(
      `Hibás oldalcím: „${target ?? ''}”. Így add meg: szakasz/oldal-neve, kisbetűkkel, ékezet és szóköz nélkül, kötőjellel (pl. poker-school/bankroll-kezeles).`,
    );
  }
  const [, section = '', slug = ''] = match;
  const title = (rawTitle ?? '').trim();
  if (!title)
    throw new NewPageError(
      'Hiányzik az oldal címe. Így add meg: npm run new -- poker-school/oldal-neve "Az oldal címe"',
    );
  if (title.length > 70 || /[\n"\\]/.test(title)) {
    throw new NewPageError('A cím legfeljebb 70 karakter lehet, idézőjel és sortörés nélkül.');
  }
  const navigation = files[NAVIGATION] ?? '';
  const sectionPath = `/${section}/`;
  const overview = new RegExp(`^(\\s*)page\\(\\{path: '${sectionPath}', langKey: '[A-Z_]+'\\}\\),\\n`, 'm').exec(
    navigation,
  );
  if (files[`${PAGES_DIR}/${section}/index.mdx`] === undefined || !overview) {
    throw new NewPageError(
      `Ismeretlen szakasz: „${section}”. Új oldal ezekbe kerülhet: ${knownSections(navigation).join(', ')}.`,
    );
  }
  const file = `${PAGES_DIR}/${section}/${slug}.mdx`;
  if (files[file] !== undefined || files[`${PAGES_DIR}/${section}/${slug}/index.mdx`] !== undefined) {
    throw new NewPageError(`Ez az oldal már létezik: ${file}. Válassz másik nevet, vagy szerkeszd a meglévőt.`);
  }
  const route = `${sectionPath}${slug}/`;
  const langKey = `NAV_${section}_${slug}`.toUpperCase().replace(/-/g, '_');
  const codeJson = JSON.parse(files[CODE_JSON] ?? '{}') as Record<string, unknown>;
  if (langKey in codeJson) throw new NewPageError(`A menüfelirat azonosítója már foglalt: ${langKey}.`);

  // The new item goes last in the section's list: after the last `page({path: '/section/…'})` line.
  const indent = overview.at(1) ?? '      ';
  const itemLines = [...navigation.matchAll(new RegExp(`^${indent}page\\(\\{path: '${sectionPath}[^']*'.*\\n`, 'gm'))];
  const last = itemLines.at(-1);
  if (!last) throw new NewPageError(`A ${NAVIGATION} szerkezete nem a várt: nem találom a ${sectionPath} listáját.`);
  const insertAt = last.index + last[0].length;
  const item = `${indent}page({path: '${route}', langKey: '${langKey}'}),\n`;

  return {
    [file]: `---\ntitle: "${title}"\ndescription: "${starterDescription(title)}"\n---\n\n# ${title}\n`,
    [NAVIGATION]: navigation.slice(0, insertAt) + item + navigation.slice(insertAt),
    // Appended as text, so the rest of the file keeps its exact form.
    [CODE_JSON]: (files[CODE_JSON] ?? '{}').replace(
      /\n}\s*$/,
      `,\n  ${JSON.stringify(langKey)}: {\n    "message": ${JSON.stringify(title)},\n    "description": "Menu label of ${route}"\n  }\n}\n`,
    ),
  };
}

function knownSections(navigation: string): string[] {
  return [...navigation.matchAll(/^\s*page\(\{path: '\/([a-z0-9-]+)\/', langKey: '[A-Z_]+_OVERVIEW'\}\)/gm)].map(
    (match) => match.at(1) ?? '',
  );
}

/** Where the command prints: what it made (standard output) and why it made nothing (standard error). */
export interface NewOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

function newEntry(target: string | undefined, title: string | undefined, root: string, today: string, out: NewOutput) {
  const writes = planNewEntry(target, title, (file) => existsSync(path.join(root, file)), today);
  for (const [file, text] of Object.entries(writes)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
    out.log(`Elkészült: ${file}`);
  }
  out.log('Írd át a szöveget és az összeget, majd futtasd: npm run check -- --changed');
}

/**
 * `npm run new` on the repository at `root`: writes the new page or entry, or prints why it wrote nothing; returns
 * the exit code. `env` gives the content date (`CONTENT_DATE`), the example date of an entry's dated lines.
 */
export function newCommand(
  [target, title]: readonly (string | undefined)[],
  {root = ROOT, env = process.env, out = console}: {root?: string; env?: NodeJS.ProcessEnv; out?: NewOutput} = {},
): number {
  if (isEntryTarget(target)) {
    try {
      newEntry(target, title, root, contentDate(env), out);
    } catch (error) {
      if (!(error instanceof NewEntryError)) throw error;
      out.error(`Nem készült új bejegyzés: ${error.message}`);
      return 1;
    }
    return 0;
  }
  const read = (file: string) =>
    existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined;
  const section = /^([a-z0-9-]+)\//.exec(target ?? '')?.at(1) ?? '';
  const slug = (target ?? '').split('/').at(1) ?? '';
  const names = [
    NAVIGATION,
    CODE_JSON,
    `${PAGES_DIR}/${section}/index.mdx`,
    `${PAGES_DIR}/${section}/${slug}.mdx`,
    `${PAGES_DIR}/${section}/${slug}/index.mdx`,
  ];
  try {
    const writes = planNewPage(target, title, Object.fromEntries(names.map((name) => [name, read(name)])));
    for (const [file, text] of Object.entries(writes)) writeFileSync(path.join(root, file), text ?? '');
    const page = Object.keys(writes)[0] ?? '';
    out.log(`Elkészült: ${page}\nA menübe és a szakasz listájába is felkerült (${NAVIGATION}, ${CODE_JSON}).`);
    out.log('Írd át a leírást (description) és írd meg a szöveget, majd futtasd: npm run check -- --changed');
  } catch (error) {
    if (!(error instanceof NewPageError)) throw error;
    out.error(`Nem készült új oldal: ${error.message}`);
    return 1;
  }
  return 0;
}

if (require.main === module) process.exit(newCommand(process.argv.slice(2)));
