/**
 * `npm run new -- poker-school/<slug> "Cím"`: a new page, its menu item and label; `promotions/<slug>` or
 * `tournaments/<slug>`: a collection entry. Every file is prepared first and written only when all are ready, so
 * bad input writes nothing.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {parse} from 'yaml';

import {PAGES_DIR, SITE_ROOT as ROOT} from '../site/paths';
import {collectionDir, type CollectionKind, contentDate, parseEntry, SLUG_PATTERN} from '../src/lib/collections';

export const NAVIGATION = 'src/data/navigation.ts';
export const CODE_JSON = 'i18n/hu/code.json';

export type Files = Record<string, string | undefined>;

export class NewPageError extends Error {}

function checkedTitle(raw: string | undefined, missing: string): string {
  const title = (raw ?? '').trim();
  if (!title) throw new NewPageError(missing);
  if (title.length > 70 || /[\n"\\]/.test(title)) {
    throw new NewPageError('A cím legfeljebb 70 karakter lehet, idézőjel és sortörés nélkül.');
  }
  return title;
}

/** 110–160 characters, for the writer to rewrite. */
function starterDescription(title: string): string {
  const base = `${title}: útmutató a GGPoker Magyarország pókeroldalán, érthetően és lépésről lépésre, kezdőknek és haladóknak.`;
  const padded = base.length < 110 ? `${base} Olvasd el, és próbáld ki az asztalnál!` : base;
  return padded.length <= 160
    ? padded
    : `${title.slice(0, 60)}: útmutató a GGPoker Magyarország oldalán, kezdőknek és haladóknak, lépésről lépésre.`;
}

export function planNewPage(
  target: string | undefined,
  rawTitle: string | undefined,
  read: (file: string) => string | undefined,
): Files {
  const match = /^([a-z0-9-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(target ?? '');
  if (!match) {
    throw new NewPageError(
      `Hibás oldalcím: „${target ?? ''}”. Így add meg: szakasz/oldal-neve, kisbetűkkel, ékezet és szóköz nélkül, kötőjellel (pl. poker-school/bankroll-kezeles).`,
    );
  }
  const [, section = '', slug = ''] = match;
  const title = checkedTitle(
    rawTitle,
    'Hiányzik az oldal címe. Így add meg: npm run new -- poker-school/oldal-neve "Az oldal címe"',
  );
  const navigation = read(NAVIGATION) ?? '';
  const sectionPath = `/${section}/`;
  const overview = new RegExp(`^(\\s*)page\\(\\{path: '${sectionPath}', langKey: '[A-Z_]+'\\}\\),\\n`, 'm').exec(
    navigation,
  );
  if (read(`${PAGES_DIR}/${section}/index.mdx`) === undefined || !overview) {
    throw new NewPageError(
      `Ismeretlen szakasz: „${section}”. Új oldal ezekbe kerülhet: ${knownSections(navigation).join(', ')}.`,
    );
  }
  const file = `${PAGES_DIR}/${section}/${slug}.mdx`;
  if (read(file) !== undefined || read(`${PAGES_DIR}/${section}/${slug}/index.mdx`) !== undefined) {
    throw new NewPageError(`Ez az oldal már létezik: ${file}. Válassz másik nevet, vagy szerkeszd a meglévőt.`);
  }
  const route = `${sectionPath}${slug}/`;
  const langKey = `NAV_${section}_${slug}`.toUpperCase().replace(/-/g, '_');
  const codeJson = JSON.parse(read(CODE_JSON) ?? '{}') as Record<string, unknown>;
  if (langKey in codeJson) throw new NewPageError(`A menüfelirat azonosítója már foglalt: ${langKey}.`);

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
    [CODE_JSON]: (read(CODE_JSON) ?? '{}').replace(
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

export const isEntryTarget = (target: string | undefined) => /^(promotions|tournaments)\//.test(target ?? '');

/** The starter text; double quotes keep a text with a colon or a `{fig:…}` valid YAML. */
function starter(kind: CollectionKind, title: string, today: string): string {
  const head = [
    kind === 'promotions'
      ? '# Promóció: egy kártya a /promotions/ oldalon. A mezők: docs/writing.md, „Promóciók és versenyek”.'
      : '# Verseny: egy kártya a /tournaments/ oldalon. A mezők: docs/writing.md, „Promóciók és versenyek”.',
    `title: "${title}"`,
  ];
  const summary = [
    '# Egy-két mondat; számot csak {fig:azonosító} alakban írj (src/data/figures.ts), pl. {fig:welcomeMatchCap}.',
    kind === 'promotions'
      ? 'summary: "Egy-két mondat az ajánlatról: mit kapsz, és hogyan veheted igénybe."'
      : 'summary: "Egy-két mondat a versenyről: hogyan zajlik, és miért érdemes nevezni."',
  ];
  // Ongoing by default: a date goes in only with its source, never a guessed one.
  const dates = [
    '# Állandó ajánlat: nincs kezdő dátuma, és nincs bejelentett vége (ends: null). Ha a promóciós csapat',
    '# időszakot adott meg, töröld a # jelet a két sor elől, írd be az első napot és azt, ki és hol adta meg,',
    '# az ends helyére pedig az utolsó napot (ÉÉÉÉ-HH-NN).',
    `# starts: ${today}`,
    '# source: "a promóciós csapat levele, ÉÉÉÉ-HH-NN"',
    'ends: null',
  ];
  if (kind === 'promotions') {
    return `${[
      ...head,
      ...summary,
      '# fig:<azonosító> a src/data/figures.ts-ből, vagy a webhely írásmódja nem törő szóközzel: 600 $, 20 000 P, 100%.',
      'amount: fig:welcomeMatchCap',
      ...dates,
      '# A szabályok: /bonus-terms/#udvozlo-bonusz, /bonus-terms/#streamer-cashback vagy /terms-conditions/.',
      'terms: /bonus-terms/',
    ].join('\n')}\n`;
  }
  return `${[
    ...head,
    '# Spin & Gold, Mystery Battle Royale, Flip & Go vagy WSOP Express.',
    'format: Spin & Gold',
    ...summary,
    '# Nevezési díj (buyIn, dollárban; sávnál buyInMax is) és nyeremény (prize): fig:<azonosító>.',
    '# Ha nincs bejelentett összeg, hagyd el a mezőt; kitalált díjalapot ne írj.',
    'buyIn: fig:spinGoldMinBuyIn',
    ...dates,
    '# A verseny szabályainak oldala, ha van ilyen oldalunk (terms: /…/); a bónuszfeltételek versenyre nem vonatkoznak.',
  ].join('\n')}\n`;
}

/** `today` is the example date of the commented-out dated lines. */
export function planNewEntry(
  target: string | undefined,
  rawTitle: string | undefined,
  exists: (file: string) => boolean,
  today: string,
): Record<string, string> {
  const match = /^(promotions|tournaments)\/(.*)$/.exec(target ?? '');
  const kind = match?.at(1) as CollectionKind | undefined;
  const slug = match?.at(2) ?? '';
  if (!kind || !SLUG_PATTERN.test(slug)) {
    throw new NewPageError(
      `Hibás név: „${target ?? ''}”. Így add meg: promotions/bejegyzes-neve vagy tournaments/bejegyzes-neve, kisbetűkkel, ékezet és szóköz nélkül, kötőjellel (pl. promotions/havi-nyeremenyjatek).`,
    );
  }
  const title = checkedTitle(
    rawTitle,
    `Hiányzik a cím. Így add meg: npm run new -- ${kind}/${slug} "A bejegyzés címe"`,
  );
  const file = `${collectionDir(kind)}/${slug}.yml`;
  if (exists(file))
    throw new NewPageError(`Ez a bejegyzés már létezik: ${file}. Válassz másik nevet, vagy szerkeszd a meglévőt.`);
  const text = starter(kind, title, today);
  // The starter must pass the same validation as every entry: a title the schema refuses stops here.
  const result = parseEntry(kind, parse(text), slug);
  if (!result.ok) throw new NewPageError(result.issues.map((issue) => issue.message).join(' '));
  return {[file]: text};
}

type NewOutput = Record<'log' | 'error', (line: string) => void>;

export function newCommand(
  [target, title]: readonly (string | undefined)[],
  {root = ROOT, env = process.env, out = console}: {root?: string; env?: NodeJS.ProcessEnv; out?: NewOutput} = {},
): number {
  const entry = isEntryTarget(target);
  const at = (file: string) => path.join(root, file);
  let writes: Files;
  try {
    writes = entry
      ? planNewEntry(target, title, (file) => existsSync(at(file)), contentDate(env))
      : planNewPage(target, title, (file) => (existsSync(at(file)) ? readFileSync(at(file), 'utf8') : undefined));
  } catch (error) {
    if (!(error instanceof NewPageError)) throw error;
    out.error(`Nem készült új ${entry ? 'bejegyzés' : 'oldal'}: ${error.message}`);
    return 1;
  }
  for (const [file, text = ''] of Object.entries(writes)) {
    mkdirSync(path.dirname(at(file)), {recursive: true});
    writeFileSync(at(file), text);
  }
  out.log(`Elkészült: ${Object.keys(writes)[0]}`);
  out.log(
    entry
      ? 'Írd át a szöveget és az összeget, majd futtasd: npm run check -- --changed'
      : `A menübe és a szakasz listájába is felkerült (${NAVIGATION}, ${CODE_JSON}).\nÍrd át a leírást (description) és írd meg a szöveget, majd futtasd: npm run check -- --changed`,
  );
  return 0;
}

if (require.main === module) process.exit(newCommand(process.argv.slice(2)));
