/**
 * What the validation of a collection entry says, in Hungarian. A `name` is a field's name with its key, as
 * `fieldName` in `index.ts` makes it: „a cím (title)”.
 */
import {capital} from './capital';

export const hu = {
  /** Each field's name in a sentence, with its article ("Hiányzik a cím (title)."). */
  fieldLabels: {
    title: 'a cím',
    summary: 'az összefoglaló',
    amount: 'az összeg',
    format: 'a formátum',
    buyIn: 'a nevezési díj',
    buyInMax: 'a legmagasabb nevezési díj',
    prize: 'a nyeremény',
    ticket: 'a legértékesebb jegy',
    starts: 'a kezdő dátum',
    ends: 'a záró dátum',
    source: 'a dátumok forrása',
    order: 'a sorrend',
    terms: 'a feltételek linkje',
    to: 'a további információ linkje',
    schedule: 'a menetrend',
  } as Record<string, string>,
  quoted: (text: string) => `„${text}”`,
  missing: (name: string) => `Hiányzik ${name}.`,
  notString: (name: string, shown: string) => `${capital(name)} szöveg legyen, nem ${shown}.`,
  notText: (name: string, shown: string, field: string) =>
    `${capital(name)} szöveg legyen, nem ${shown}; tedd a szöveget idézőjelek közé: ${field}: "…".`,
  notADate: (name: string, shown: string, example: string) =>
    `${capital(name)} ${shown} nem valós ÉÉÉÉ-HH-NN dátum (pl. ${example}).`,
  empty: (name: string) => `${capital(name)} üres.`,
  lineBreak: (name: string) => `${capital(name)} egy bekezdés legyen, sortörés nélkül.`,
  tooLong: (name: string, length: number, max: number) =>
    `${capital(name)} túl hosszú: ${length} karakter, legfeljebb ${max} lehet.`,
  tooManySentences: (name: string, sentences: number | undefined) =>
    `${capital(name)} legfeljebb ${sentences === 2 ? 'két' : String(sentences)} mondat lehet.`,
  typedFigure: (name: string, figure: string, id: string) =>
    `${capital(name)} kézzel beírt marketingszámot tartalmaz („${figure}”); írd így: {fig:${id}}.`,
  unknownFigures: (name: string, placeholders: string) =>
    `${capital(name)}: nincs ilyen szám a src/data/figures.ts-ben: ${placeholders}.`,
  endNotString: (name: string, shown: string) =>
    `${capital(name)} ${shown} nem dátum; ÉÉÉÉ-HH-NN alakban írd, vagy hagyd üresen, ha visszavonásig érvényes.`,
  endNotADate: (name: string, shown: string) =>
    `${capital(name)} ${shown} nem valós ÉÉÉÉ-HH-NN dátum (pl. 2026-12-31); ha visszavonásig érvényes, hagyd üresen.`,
  sourceTooShort: (name: string) => `${capital(name)} túl rövid: írd le, ki és hol adta meg a dátumokat.`,
  notAPosition: (name: string) => `${capital(name)} egész szám legyen 1-től (1 az első kártya).`,
  /** A message of the amount's or the link's own check, after the field's name. */
  fieldProblem: (name: string, problem: string) => `${capital(name)}: ${problem}`,
  cashFormat: (name: string, shown: string, formats: string) =>
    `${capital(name)} ${shown} készpénzes formátum, nem verseny; ezek lehetnek: ${formats}.`,
  unknownFormat: (name: string, shown: string, formats: string) =>
    `${capital(name)} ${shown} nem ismert versenyformátum; ezek lehetnek: ${formats}.`,
  entry: {
    names: {promotions: 'A promóció', tournaments: 'A verseny'},
    fields: (entry: string, fields: string) => `${entry} mezői: ${fields}.`,
    notAMapping: 'A fájl nem „mező: érték” sorokból áll (YAML-leképezés kell).',
    unknownField: (key: string, message: string) => `Ismeretlen mező: „${key}”. ${message}`,
    endsBeforeStarts: (ends: string, starts: string) =>
      `A záró dátum (ends: ${ends}) a kezdő dátum (starts: ${starts}) előtt van.`,
    ongoingWithDates:
      'Állandó (dátum nélküli) bejegyzésnek nincs záró dátuma (ends) és forrása (source); ha van bejelentett időszak, add meg a kezdő dátumot (starts) is.',
    startsWithoutSource:
      'A kezdő dátumhoz (starts) forrás kell (source): ki és hol adta meg. Kitalált dátum nem kerülhet az oldalra; állandó ajánlatnál töröld a starts és az ends mezőt.',
    endsMissing: 'Hiányzik a záró dátum (ends): ÉÉÉÉ-HH-NN; ha a forrás szerint visszavonásig érvényes, hagyd üresen.',
    buyInRange: 'A legmagasabb nevezési díj (buyInMax) csak a nevezési díj (buyIn) mellett állhat, és annál nagyobb.',
    upToFlag: 'Az upTo értéke true vagy false lehet',
  },
  amount: {
    unitNames: {
      dollars: 'dollárösszeg',
      playMoney: 'játékpénz',
      times: 'szorzó',
      percent: 'százalék',
      count: 'darabszám',
    },
    wrongUnit: (text: string, found: string, wanted: string, example: string) =>
      `„${text}” ${found}; itt ${wanted} kell, pl. ${example}.`,
    noSuchFigure: (text: string, id: string) => `„${text}”: nincs ilyen szám a src/data/figures.ts-ben (${id}).`,
    /** Between the references to equal figures. */
    or: ' vagy ',
    isAFigure: (figure: string, references: string) =>
      `„${figure}” a src/data/figures.ts száma: hivatkozz rá így: ${references}.`,
  },
  link: {
    external: (link: string) => `„${link}” külső cím; az oldal saját útvonala kell, pl. /bonus-terms/.`,
    relative: (link: string, fixed: string) => `„${link}” relatív útvonal; így írd: ${fixed}.`,
    noSlash: (link: string, fixed: string) => `„${link}”: hiányzik a záró perjel; így írd: ${fixed}.`,
    notARoute: (link: string) => `„${link}” nem útvonal: kisbetűk, számok és kötőjelek, perjellel zárva.`,
    badAnchor: (link: string) => `„${link}”: a horgony (#…) üres vagy hibás.`,
    noPage: (link: string, path: string) => `„${link}”: nincs ilyen oldal (${path}).`,
    noAnchor: (link: string, path: string, anchor: string) =>
      `„${link}”: a ${path} oldalon nincs „#${anchor}” horgony (címsor).`,
  },
  /** What a field holds, for the "→ what to do" of a finding and the editor's help text. */
  hints: {
    title: 'Rövid magyar cím, legfeljebb 70 karakter: title: Üdvözlő bónusz',
    summary: 'Egy-két mondat idézőjelek között; számot csak {fig:azonosító} alakban: "Akár {fig:welcomeMatchCap}-ig."',
    amount:
      'Hivatkozás a src/data/figures.ts egy számára (amount: fig:welcomeMatchCap), vagy a webhely írásmódja nem törő szóközzel: 600 $, 20 000 P, 100%',
    upTo: 'upTo: true, ha az összeg felső határ („akár 600 $”), és a kártya ne fix ajándéknak mutassa; különben hagyd el',
    buyIn:
      'Dollárösszeg: buyIn: fig:wsopExpressFrom, vagy pl. "0,50\\u00a0$"; ha nincs bejelentett összeg, hagyd el a mezőt',
    buyInMax: 'A legmagasabb nevezési díj, ha a formátumnak sávja van: buyInMax: fig:spinGoldMaxBuyIn',
    prize: 'Hivatkozás a src/data/figures.ts egy számára: prize: fig:spinGoldMaxMultiplier; kitalált díjalapot ne írj',
    ticket: 'A legértékesebb nyerhető jegy értéke, ha a verseny jegyet ad: ticket: fig:wsopTicketLarge',
    starts:
      'Csak bejelentett időszakhoz, forrással: starts: 2026-12-01, ends: 2026-12-14, source: "a promóciós csapat levele, 2026-11-20"; állandó ajánlatnál hagyd el mindhármat',
    ends: 'ÉÉÉÉ-HH-NN alakban (ends: 2026-12-31), vagy ends: null, ha a forrás szerint visszavonásig érvényes',
    source: 'Ki és hol adta meg a dátumokat: source: "a promóciós csapat levele, 2026-11-20"',
    order: 'A kártya helye a listán (1 az első): order: 1; elhagyható',
    terms:
      'Az oldal útvonala záró perjellel, horgonnyal: /bonus-terms/#udvozlo-bonusz, /bonus-terms/#streamer-cashback; versenynél csak akkor, ha van oldalunk a szabályaival',
    to: 'Az oldal egy útvonala záró perjellel, pl. to: /streamer-mode/; ha nincs ilyen oldal, hagyd el a mezőt',
    format: 'Spin & Gold, Mystery Battle Royale, Flip & Go vagy WSOP Express',
    schedule: 'Egy rövid mondat a menetrendről, vagy hagyd el a mezőt',
  } as Record<string, string>,
  hintMapping: 'Írd „mező: érték” sorokban, a docs/writing.md mintája szerint',
  hintDocs: 'Nézd meg a docs/writing.md „Promóciók és versenyek” fejezetét',
  hintUnknown: (entry: string, fields: string) =>
    `Töröld, vagy javítsd a nevét; ${entry.toLowerCase()} mezői: ${fields}`,
};
