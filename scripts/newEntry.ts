/**
 * `npm run new -- promotions/<slug> "Cím"` / `npm run new -- tournaments/<slug> "Cím"`: a new collection entry,
 * a YAML file that already passes the collections' validation (the build would take it as it is), with a
 * comment above each field saying what goes there. Bad input gets a Hungarian error and nothing is written.
 */
import {parse} from 'yaml';

import {collectionDir, type CollectionKind, parseEntry, SLUG_PATTERN} from '../src/lib/collections';

export class NewEntryError extends Error {}

const KIND = /^(promotions|tournaments)\//;

/** True when `target` names a collection (`promotions/…`, `tournaments/…`) rather than a page. */
export function isEntryTarget(target: string | undefined): boolean {
  return KIND.test(target ?? '');
}

export function entryFile(kind: CollectionKind, slug: string): string {
  return `${collectionDir(kind)}/${slug}.yml`;
}

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

/**
 * The file to write for `target` ("promotions/slug"), or a NewEntryError in Hungarian. `exists` says whether a
 * repository path is taken; `today` is the example date of the commented-out dated lines.
 */
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
    throw new NewEntryError(
      `Hibás név: „${target ?? ''}”. Így add meg: promotions/bejegyzes-neve vagy tournaments/bejegyzes-neve, kisbetűkkel, ékezet és szóköz nélkül, kötőjellel (pl. promotions/havi-nyeremenyjatek).`,
    );
  }
  const title = (rawTitle ?? '').trim();
  if (!title) {
    throw new NewEntryError(`Hiányzik a cím. Így add meg: npm run new -- ${kind}/${slug} "A bejegyzés címe"`);
  }
  if (title.length > 70 || /[\n"\\]/.test(title)) {
    throw new NewEntryError('A cím legfeljebb 70 karakter lehet, idézőjel és sortörés nélkül.');
  }
  const file = entryFile(kind, slug);
  if (exists(file))
    throw new NewEntryError(`Ez a bejegyzés már létezik: ${file}. Válassz másik nevet, vagy szerkeszd a meglévőt.`);
  const text = starter(kind, title, today);
  // The starter must pass the same validation as every entry: a title the schema refuses stops here.
  const result = parseEntry(kind, parse(text), slug);
  if (!result.ok) throw new NewEntryError(result.issues.map((issue) => issue.message).join(' '));
  return {[file]: text};
}
