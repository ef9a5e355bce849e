/**
 * What each rule of `npm run check` says, in Hungarian: its title, its messages and its fixes, keyed by the rule's
 * id. `en.ts` has the same keys in English; `index.ts` picks the built region's language.
 */
import type {SourceProblem} from '../../../regions/operatorFacts';
import {NBSP} from '../../../src/lib/format/number';

const q = (text: string) => `„${text}”`;

const SOURCE_PROBLEMS_HU: Record<SourceProblem, string> = {
  noSource: 'nincs forrása',
  noTitle: 'a forrás megnevezése üres',
  noReference: 'a forrás webcíme vagy belső hivatkozása üres',
  badDate: 'az ellenőrzés napja nem ÉÉÉÉ-HH-NN alakú valós dátum',
};

export const hu = {
  'front-matter': {
    title:
      'Front matter: érvényes YAML, title (2–70 karakter) és description (110–160 karakter); a nagykövetoldalon a build mezői.',
    badYaml: (reason: string) => `A front matter nem érvényes YAML (${reason})`,
    badYamlFix: 'Ha egy érték kettőspontot tartalmaz, tedd idézőjelbe: description: "…"',
    ambassadorFixes: {
      profile:
        'Kitalált szereplőnél: profile: illustration. Valódi személynél csak szerződés és ellenőrzött adatok után: profile: contracted',
      slug: 'Írd így: slug: /ggteam/<fájlnév kiterjesztés nélkül>/',
      formats: 'Írd így: formats: ["Texas Hold\'em", "Rush & Cash"]',
    } as Record<string, string>,
    fillField: (field: string) => `Töltsd ki a ${q(field)} mezőt (docs/writing.md, 5. fejezet)`,
  },
  mdx: {
    title: 'Az oldal MDX-ként fordítható (lezárt címkék, párosított kapcsos zárójelek, helyes kártyajelölés).',
    notCompiled: (why: string) => `Az MDX nem fordítható: ${why}`,
  },
  links: {
    title: 'Belső link létező oldalra és horgonyra, abszolút útvonallal, záró perjellel; létező fájlra.',
    relative: (url: string) => `Relatív link: ${url}`,
    relativeFix: (absolute: string) => `Írd abszolút útvonalként, záró perjellel: ${absolute}`,
    missingFile: (file: string) => `A hivatkozott fájl nem létezik: ${file}`,
    missingFileFix: 'Javítsd a fájl útvonalát a static/ mappához képest',
    missingPage: (page: string) => `Nem létező oldalra mutató link: ${page}`,
    missingPageFix: (hint: string) => `Javítsd a létező oldalak egyikére (${hint})`,
    routeHint: (routes: string) => `pl. ${routes}`,
    noRouteHint: 'a listát a docs/writing.md adja',
    noSlash: (page: string) => `Hiányzik a záró perjel: ${page}`,
    noSlashFix: (route: string) => `Írd így: ${route}`,
    missingAnchor: (url: string, route: string) => `Nem létező horgony: ${url} (a ${route} oldalon nincs ilyen címsor)`,
    missingAnchorFix:
      'Az azonosító a címsorból készül: kisbetűk, ékezetek maradnak, írásjelek nélkül, szóköz helyett kötőjel',
  },
  props: {
    title: 'Ismert komponens (importálva vagy import nélkül használható), a sémája szerinti tulajdonságokkal.',
    unknown: (name: string) => `Ismeretlen komponens: <${name}>`,
    unknownFix: (name: string) =>
      `Importáld a front matter után (import ${name} from '@site/src/components/…';), vagy javítsd a nevét`,
  },
  images: {
    title: 'Kép: leíró alt szöveg, létező fájl, legfeljebb 300 KB.',
    noAlt: 'A képnek nincs helyettesítő szövege (alt)',
    noAltFix: 'Írd le egy mondatban, mit mutat a kép: ![Mit látni a képen](/img/…)',
    missing: (src: string) => `A kép fájlja nem létezik: ${src}`,
    missingFix: 'Tedd a képet a static/img/ mappába, és /img/… útvonallal hivatkozz rá',
  },
  spelling: {
    title: (dictionary: string, allowlist: string) => `Helyesírás (Hunspell, ${dictionary} szótár és a ${allowlist}).`,
    unknownWord: (word: string) => `Ismeretlen szó: ${q(word)}`,
    suggest: (words: string) => `Javítsd, pl.: ${words}; `,
    noSuggestion: 'Javítsd; ',
    allowlist: (file: string) => `ha helyes márkanév, szakszó vagy rövidítés, vedd fel a ${file} listára`,
  },
  'operator-facts': {
    title: 'A <Fact> egy <WhenKnown> belsejében áll, címsor nem; a hiányzó üzemeltetői adatok figyelmeztetésként.',
    headingInWhenKnown:
      'Címsor egy <WhenKnown> elem belsejében: amíg az adat ismeretlen, a tartalomjegyzék nem létező címsorra mutatna',
    headingInWhenKnownFix:
      'Tedd a címsort a <WhenKnown> elé, vagy írd a szöveget félkövér bevezetéssel (**E-mailben:** …)',
    factOutside: (name: string) =>
      `A <Fact name="${name}" /> nincs <WhenKnown fact="${name}"> elem belsejében: amíg az adat ismeretlen, csonka mondat maradna az oldalon`,
    factOutsideFix: (name: string) => `Tedd a mondatot ebbe: <WhenKnown fact="${name}">…</WhenKnown>`,
    missingFact: (label: string) =>
      `Hiányzó üzemeltetői adat: ${label}; amíg nincs meg, az oldalak kihagyják, és éles telepítés nem indulhat`,
    askForFact: (supplier: string) =>
      `Kérd el írásban tőle: ${supplier}, és írd be itt a forrásával együtt: known('…', {title: 'a dokumentum címe', reference: 'webcím vagy belső hivatkozás', checked: 'ÉÉÉÉ-HH-NN'})`,
    staleFact: (label: string, checked: string, days: number) =>
      `Elavult üzemeltetői adat: ${label}; a forrásával utoljára ${checked} napon vetették össze, több mint ${days} napja, ezért éles telepítés nem indulhat`,
    recheckFact: (supplier: string) =>
      `Kérd meg, hogy vesse össze újra a forrásával: ${supplier}; utána írd be az új dátumot a checked mezőbe`,
    unsourcedFact: (label: string, problem: SourceProblem) =>
      `Forrás nélküli üzemeltetői adat: ${label} (${SOURCE_PROBLEMS_HU[problem]}); éles telepítés nem indulhat`,
    sourceFix: "Írd be a forrását: known('…', {title: '…', reference: '…', checked: 'ÉÉÉÉ-HH-NN'})",
  },
  szorzojel: {
    title: 'Szorzó a × jellel: 200 000×, nem 200 000x.',
    letterX: (found: string) => `Betű x a szorzójel helyett: ${q(found)}.`,
    letterXFix: (digits: string) => q(`${digits}×`),
  },
  nagykotojel: {
    title: 'Tartomány nagykötőjellel (–): 2–3 munkanap, nem 2-3 munkanap.',
    hyphen: (found: string) => `Kötőjel egy tartományban: ${q(found)}.`,
    hyphenFix: (from: string, to: string) => `${q(`${from}–${to}`)} (nagykötőjel, szóköz nélkül)`,
  },
  ismetles: {
    title: 'Ugyanaz a szó kétszer egymás után („a a”, „és és”).',
    repeated: (first: string, second: string) => `Ismétlődő szó: ${q(`${first} ${second}`)}.`,
    repeatedFix: (word: string) => `${q(word)} (egyszer)`,
  },
  betukeszlet: {
    title: 'Csak a webhely betűtípusában meglévő karakter (más karaktert a látogató gépe más betűvel rajzolna).',
    missing: (char: string, code: string) => `A(z) ${q(char)} (${code}) nincs meg a webhely betűtípusában.`,
    missingFix:
      "a szokásos karakter (például ’ helyett ', ł helyett l), vagy kérd a felvételét: plugins/site-font/alphabet.ts",
  },
  'penz-formatum': {
    title: 'Pénzösszeg: előbb a szám, utána a $ jel, tizedesvesszővel, „K” nélkül (0,50 $, 600 $-ig, 5000 $).',
    signFirst: (found: string) => `A dollárjel a szám elé került: ${q(found)}.`,
    signFirstFix: (amount: string) => `${q(amount)} (magyarul az összeg után áll a $ jel)`,
    thousandK: (found: string) => `Angol „K” rövidítés egy összegben: ${q(found)}.`,
    thousandKFix: (amount: string) => q(amount),
    decimalPoint: (found: string) => `Tizedespont egy összegben: ${q(found)}.`,
    decimalPointFix: (amount: string) => `${q(amount)} (tizedesvessző)`,
  },
  tizedesvesszo: {
    title: 'Tizedesvessző: 0,25 és nem 0.25 (a verziószám, például macOS 10.13, kivétel).',
    point: (found: string) => `Tizedespont egy számban: ${q(found)}.`,
    pointFix: (whole: string, fraction: string) => q(`${whole},${fraction}`),
  },
  'ezres-tagolas': {
    title: 'Ezres tagolás és mértékegység nem törő szóközzel: 20 000 P, 10 000 $, 3 GB.',
    groupSpace: (found: string) => `Közönséges szóköz egy ezres csoportban: ${q(found)} (a sor itt eltörhet).`,
    groupSpaceFix: (number: string) => `${q(number)} nem törő szóközzel (U+00A0), vagy a <Fig> komponens`,
    unitSpace: (unit: string) => `Közönséges szóköz a szám és a(z) ${q(unit)} mértékegység között.`,
    unitSpaceFix: (digit: string, unit: string) => `nem törő szóköz (U+00A0) a ${q(unit)} elé: …${digit}${NBSP}${unit}`,
  },
  'szazalek-melleknev': {
    title: 'Jelzői százalék -os raggal: 100%-os bónusz, nem 100% bónusz.',
    bare: (percent: string, noun: string) => `Jelzőként álló százalék rag nélkül: ${q(`${percent} ${noun}`)}.`,
    bareFix: (percent: string, noun: string) => q(`${percent}-os ${noun}`),
  },
  arany: {
    title: 'Arány és esély nem törő szóközzel (U+00A0) a kettőspont körül: 5 : 1, nem 5:1.',
    ordinarySpace: (found: string) => `Közönséges szóköz egy arányban: ${q(found)} (a sor itt eltörhet).`,
    noSpace: (found: string) => `Arány szóköz nélkül a kettőspont mellett: ${q(found)}.`,
    fix: (ratio: string) => q(ratio),
  },
  idezojel: {
    title: 'Magyar idézőjel: „…” (belül »…«), nem "…" vagy “…”.',
    english: (found: string) => `Angol idézőjel: ${q(found)}.`,
    englishFix: 'nyitó „ (alul) és záró ” (felül) idézőjel',
  },
  szojegyzek: {
    title: 'A szójegyzék (src/data/glossary.ts) szerinti kifejezés és oldalnév: preflop, kisvak, Házirend…',
    notTerm: (found: string) => `Nem a webhely kifejezése: ${q(found)}.`,
    notPageName: (found: string) => `Nem a webhely oldalneve: ${q(found)}.`,
    fix: (preferred: string) => q(preferred),
  },
  'kotojeles-osszetetel': {
    title:
      "Név + köznév kötőjellel: GGPoker-kliens, Texas Hold'em-asztal, Omaha-útmutató (a birtokos alak, „a GGPoker kliense”, helyes).",
    missing: (found: string) => `Hiányzó kötőjel a név és a köznév között: ${q(found)}.`,
    missingFix: (compound: string, inLink: boolean) =>
      `${q(compound)}${inLink ? ' (a köznév is kerüljön a link szövegébe)' : ''}`,
  },
  oldalnev: {
    title: 'Egy oldal, egy név: a title és a menü/lábléc felirata a szójegyzék oldalneve.',
    titleDiffers: (title: string, name: string) => `Az oldal címe ${q(title)}, a szójegyzékben ${q(name)}.`,
    titleDiffersFix: (name: string) => `title: ${q(name)} (vagy módosítsd a src/data/glossary.ts-t)`,
    badJson: 'A code.json nem érvényes JSON.',
    badJsonFix: 'javítsd a JSON-szintaxist',
    labelMissing: (key: string) => `Hiányzik a(z) ${key} felirat.`,
    labelDiffers: (key: string, label: string, name: string) =>
      `A(z) ${key} felirata ${q(label)}, az oldal neve ${q(name)}.`,
    labelFix: (name: string) => q(name),
  },
  'fejlesztoi-szoveg': {
    title: 'Fejlesztői szöveg a látogatói oldalon (teszt, komponens, build, TypeScript…).',
    found: (word: string) => `Fejlesztői szó a látogatói szövegben: ${q(word)}.`,
    fix: 'a játékosnak szóló megfogalmazás (mi igaz és miért fontos neki), a készítés módja nélkül',
  },
  'marketing-szam': {
    title: 'Marketingszám kézzel beírva: a src/data/figures.ts adatát a <Fig id="…" /> vagy a fig.… mutassa.',
    typed: (found: string) => `Kézzel beírt marketingszám: ${q(found)}.`,
    typedFix: (id: string) => `<Fig id="${id}" /> (folyó szövegben) vagy \${fig.${id}} (komponens tulajdonságában)`,
  },
  'ajanlat-forras': {
    title:
      'Ajánlatban csak forrásból származó adat: összeg a figures.ts-ből, dátum a bejegyzés forrásolt mezőiből, feltétel az üzemeltetői adatokból.',
    promise: (found: string) => `Forrás nélküli ígéret: ${q(found)}.`,
    noDepositFix:
      'Írd a forrás szavaival: „<Fig id="welcomeFree" /> értékű üdvözlő jutalom”; a jóváírás feltétele üzemeltetői adat (welcomeFreeCredit)',
    monthlyFix:
      'Csak a gyűjteményben szereplő ajánlatot hirdesd: „Az aktuális ajánlatokat a Promóciók oldalon gyűjtjük össze.”',
    amount: (found: string) =>
      `Kézzel beírt összeg egy ajánlatban: ${q(found)}; ajánlatban csak a src/data/figures.ts számai állhatnak.`,
    amountFix:
      'Vedd fel a számot forrással a src/data/figures.ts-be, és <Fig id="…" />, ${fig.…} vagy {fig:…} mutassa; ha nincs forrása, hagyd el',
    date: (found: string) =>
      `Kézzel beírt dátum egy ajánlatban: ${q(found)}; dátumot csak a bejegyzés forrásolt starts/ends mezője adhat.`,
    dateFix: 'Töröld; ha van bejelentett időszak, írd a bejegyzés starts, ends és source mezőjébe',
  },
  'sajat-feltetel': {
    title:
      'Egy ajánlat feltétele csak üzemeltetői adatból jöhet: az oldal nem írja le a saját szavaival (befizetés százaléka, „csak egyszer”, visszavonás, heti cashbackszabály, „teljes cashback”).',
    condition: (found: string, fact: string) =>
      `Ajánlati feltétel az oldal saját szavaival: ${q(found)}; ezt a feltételt a(z) ${fact} üzemeltetői adat adja meg.`,
    conditionFix: (fact: string) =>
      `Töröld a mondatot; a feltételt az <OfferConditions offer="…" /> mutatja a(z) ${fact} adatból, és amíg az ismeretlen, azt mondja, hogy a pontos feltételeket a kliens mutatja az igénybevétel előtt`,
    percentHighlight: (figure: string, fact: string) =>
      `Puszta százalék egy kártya kiemelt összegeként (fig:${figure}): nem derül ki, minek a százaléka; ezt a(z) ${fact} üzemeltetői adat mondja meg.`,
    percentHighlightFix: (fact: string) =>
      `Töröld az amount sort; a százalékot a summary mondja el, az alapját a(z) ${fact} adat adja`,
    needsFact: (figure: string, fact: string) =>
      `Az oldal a(z) ${figure} számát mutatja, de a mellé tartozó üzemeltetői adat (${fact}) még ismeretlen; a reklámszabályok nem tesznek kivételt a játékot csak leíró oldallal.`,
    needsFactFix: (fact: string) =>
      `Hagyd el; a számot csak vele együtt írd, egy <WhenKnown fact="${fact}"> elem belsejében (<Fact name="${fact}" />)`,
  },
  collections: {
    expired: (ends: string) => `Lejárt: a záró dátum (${ends}) elmúlt, a build már nem mutatja ezt a bejegyzést`,
    expiredFix: 'Töröld a fájlt, vagy ha az ajánlat folytatódik, írd át az ends dátumot',
    renameFix: 'Nevezd át a fájlt',
    badYaml: (reason: string) => `Nem érvényes YAML: ${reason}`,
    badYamlFix: 'Minden sor „mező: érték” alakú; ha egy szövegben kettőspont vagy { áll, tedd idézőjelbe: summary: "…"',
  },
  'statikus-fajl': {
    document: (extension: string) =>
      `A ${extension} fájl a webhely címén oldalként nyílna meg, és a benne lévő parancsfájl (script) a webhely nevében futna`,
    documentFix: 'Töröld a fájlt; új oldalt MDX-fájlként írj az oldalak mappájába (npm run new)',
    activeSvg:
      'Az SVG-ben parancsfájl (<script>, on… kezdetű eseménykezelő, javascript: hivatkozás vagy beágyazott dokumentum) van, amely a webhely nevében futna',
    activeSvgFix: 'Töröld ezeket a rajzból, vagy mentsd el a képet PNG-formátumban',
  },
  feltoltes: {
    orDelete: (fix: string) => `${fix}, vagy töröld a fájlt`,
  },
};
