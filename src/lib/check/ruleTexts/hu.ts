/** What each rule of `npm run check` says, in Hungarian, keyed by the rule's id; `{name}` marks a value. */
import type {SourceProblem} from '../../../../regions/operatorFacts';

/** The same keys with other words: another language's version of a table. */
export type Words<T> = {[K in keyof T]: T[K] extends string ? string : Words<T[K]>};

export const hu = {
  'front-matter': {
    badYaml: 'A front matter nem érvényes YAML ({reason})',
    badYamlFix: 'Ha egy érték kettőspontot tartalmaz, tedd idézőjelbe: description: "…"',
    ambassadorFixes: {
      profile:
        'Kitalált szereplőnél: profile: illustration. Valódi személynél csak szerződés és ellenőrzött adatok után: profile: contracted',
      slug: 'Írd így: slug: /ggteam/<fájlnév kiterjesztés nélkül>/',
      formats: 'Írd így: formats: ["Texas Hold\'em", "Rush & Cash"]',
    } as Record<string, string>,
    fillField: 'Töltsd ki a „{field}” mezőt (docs/writing.md, 5. fejezet)',
  },
  mdx: {
    notCompiled: 'Az MDX nem fordítható: {why}',
  },
  links: {
    relative: 'Relatív link: {url}',
    relativeFix: 'Írd abszolút útvonalként, záró perjellel: {absolute}',
    missingFile: 'A hivatkozott fájl nem létezik: {file}',
    missingFileFix: 'Javítsd a fájl útvonalát a static/ mappához képest',
    missingPage: 'Nem létező oldalra mutató link: {page}',
    missingPageFix: 'Javítsd a létező oldalak egyikére ({hint})',
    routeHint: 'pl. {routes}',
    noRouteHint: 'a listát a docs/writing.md adja',
    noSlash: 'Hiányzik a záró perjel: {page}',
    noSlashFix: 'Írd így: {route}',
    missingAnchor: 'Nem létező horgony: {url} (a {route} oldalon nincs ilyen címsor)',
    missingAnchorFix:
      'Az azonosító a címsorból készül: kisbetűk, ékezetek maradnak, írásjelek nélkül, szóköz helyett kötőjel',
  },
  props: {
    unknown: 'Ismeretlen komponens: <{name}>',
    unknownFix: "Importáld a front matter után (import {name} from '@site/src/components/…';), vagy javítsd a nevét",
  },
  images: {
    noAlt: 'A képnek nincs helyettesítő szövege (alt)',
    noAltFix: 'Írd le egy mondatban, mit mutat a kép: ![Mit látni a képen](/img/…)',
    missing: 'A kép fájlja nem létezik: {src}',
    missingFix: 'Tedd a képet a static/img/ mappába, és /img/… útvonallal hivatkozz rá',
  },
  spelling: {
    unknownWord: 'Ismeretlen szó: „{word}”',
    suggest: 'Javítsd, pl.: {words}; ',
    noSuggestion: 'Javítsd; ',
    allowlist: 'ha helyes márkanév, szakszó vagy rövidítés, vedd fel a {file} listára',
  },
  'operator-facts': {
    headingInWhenKnown:
      'Címsor egy <WhenKnown> elem belsejében: amíg az adat ismeretlen, a tartalomjegyzék nem létező címsorra mutatna',
    headingInWhenKnownFix:
      'Tedd a címsort a <WhenKnown> elé, vagy írd a szöveget félkövér bevezetéssel (**E-mailben:** …)',
    factOutside:
      'A <Fact name="{name}" /> nincs <WhenKnown fact="{name}"> elem belsejében: amíg az adat ismeretlen, csonka mondat maradna az oldalon',
    factOutsideFix: 'Tedd a mondatot ebbe: <WhenKnown fact="{name}">…</WhenKnown>',
    missingFact:
      'Hiányzó üzemeltetői adat: {label}; amíg nincs meg, az oldalak kihagyják, és éles telepítés nem indulhat',
    askForFact:
      "Kérd el írásban tőle: {supplier}, és írd be itt a forrásával együtt: known('…', {title: 'a dokumentum címe', reference: 'webcím vagy belső hivatkozás', checked: 'ÉÉÉÉ-HH-NN'})",
    staleFact:
      'Elavult üzemeltetői adat: {label}; a forrásával utoljára {checked} napon vetették össze, több mint {days} napja, ezért éles telepítés nem indulhat',
    recheckFact:
      'Kérd meg, hogy vesse össze újra a forrásával: {supplier}; utána írd be az új dátumot a checked mezőbe',
    unsourcedFact: 'Forrás nélküli üzemeltetői adat: {label} ({problem}); éles telepítés nem indulhat',
    sourceProblems: {
      noSource: 'nincs forrása',
      noTitle: 'a forrás megnevezése üres',
      noReference: 'a forrás webcíme vagy belső hivatkozása üres',
      badDate: 'az ellenőrzés napja nem ÉÉÉÉ-HH-NN alakú valós dátum',
    } satisfies Record<SourceProblem, string>,
    sourceFix: "Írd be a forrását: known('…', {title: '…', reference: '…', checked: 'ÉÉÉÉ-HH-NN'})",
  },
  szorzojel: {
    letterX: 'Betű x a szorzójel helyett: „{found}”.',
    letterXFix: '„{digits}×”',
  },
  nagykotojel: {
    hyphen: 'Kötőjel egy tartományban: „{found}”.',
    hyphenFix: '„{from}–{to}” (nagykötőjel, szóköz nélkül)',
  },
  ismetles: {
    repeated: 'Ismétlődő szó: „{first} {second}”.',
    repeatedFix: '„{word}” (egyszer)',
  },
  betukeszlet: {
    missing: 'A(z) „{char}” ({code}) nincs meg a webhely betűtípusában.',
    missingFix:
      "a szokásos karakter (például ’ helyett ', ł helyett l), vagy kérd a felvételét: src/lib/fontAlphabet.ts",
  },
  'sajat-feltetel': {
    condition:
      'Ajánlati feltétel az oldal saját szavaival: „{found}”; ezt a feltételt a(z) {fact} üzemeltetői adat adja meg.',
    conditionFix:
      'Töröld a mondatot; a feltételt az <OfferConditions offer="…" /> mutatja a(z) {fact} adatból, és amíg az ismeretlen, azt mondja, hogy a pontos feltételeket a kliens mutatja az igénybevétel előtt',
    percentHighlight:
      'Puszta százalék egy kártya kiemelt összegeként (fig:{figure}): nem derül ki, minek a százaléka; ezt a(z) {fact} üzemeltetői adat mondja meg.',
    percentHighlightFix: 'Töröld az amount sort; a százalékot a summary mondja el, az alapját a(z) {fact} adat adja',
    needsFact:
      'Az oldal a(z) {figure} számát mutatja, de a mellé tartozó üzemeltetői adat ({fact}) még ismeretlen; a reklámszabályok nem tesznek kivételt a játékot csak leíró oldallal.',
    needsFactFix:
      'Hagyd el; a számot csak vele együtt írd, egy <WhenKnown fact="{fact}"> elem belsejében (<Fact name="{fact}" />)',
  },
  collections: {
    expired: 'Lejárt: a záró dátum ({ends}) elmúlt, a build már nem mutatja ezt a bejegyzést',
    expiredFix: 'Töröld a fájlt, vagy ha az ajánlat folytatódik, írd át az ends dátumot',
    renameFix: 'Nevezd át a fájlt',
    badYaml: 'Nem érvényes YAML: {reason}',
    badYamlFix: 'Minden sor „mező: érték” alakú; ha egy szövegben kettőspont vagy { áll, tedd idézőjelbe: summary: "…"',
  },
  'statikus-fajl': {
    document:
      'A {extension} fájl a webhely címén oldalként nyílna meg, és a benne lévő parancsfájl (script) a webhely nevében futna',
    documentFix: 'Töröld a fájlt; új oldalt MDX-fájlként írj az oldalak mappájába (npm run new)',
    activeSvg:
      'Az SVG-ben parancsfájl (<script>, on… kezdetű eseménykezelő, javascript: hivatkozás vagy beágyazott dokumentum) van, amely a webhely nevében futna',
    activeSvgFix: 'Töröld ezeket a rajzból, vagy mentsd el a képet PNG-formátumban',
  },
  feltoltes: {
    orDelete: '{fix}, vagy töröld a fájlt',
  },
  // The rules below judge Hungarian text and run only on a Hungarian region's pages: no English texts.
  'penz-formatum': {
    signFirst: 'A dollárjel a szám elé került: „{found}”.',
    signFirstFix: '„{amount}” (magyarul az összeg után áll a $ jel)',
    thousandK: 'Angol „K” rövidítés egy összegben: „{found}”.',
    thousandKFix: '„{amount}”',
    decimalPoint: 'Tizedespont egy összegben: „{found}”.',
    decimalPointFix: '„{amount}” (tizedesvessző)',
  },
  tizedesvesszo: {
    point: 'Tizedespont egy számban: „{found}”.',
    pointFix: '„{whole},{fraction}”',
  },
  'ezres-tagolas': {
    groupSpace: 'Közönséges szóköz egy ezres csoportban: „{found}” (a sor itt eltörhet).',
    groupSpaceFix: '„{number}” nem törő szóközzel (U+00A0), vagy a <Fig> komponens',
    unitSpace: 'Közönséges szóköz a szám és a(z) „{unit}” mértékegység között.',
    unitSpaceFix: 'nem törő szóköz (U+00A0) a „{unit}” elé: …{digit}\u00a0{unit}',
  },
  'szazalek-melleknev': {
    bare: 'Jelzőként álló százalék rag nélkül: „{percent} {noun}”.',
    bareFix: '„{percent}-os {noun}”',
  },
  arany: {
    ordinarySpace: 'Közönséges szóköz egy arányban: „{found}” (a sor itt eltörhet).',
    noSpace: 'Arány szóköz nélkül a kettőspont mellett: „{found}”.',
    fix: '„{ratio}”',
  },
  idezojel: {
    english: 'Angol idézőjel: „{found}”.',
    englishFix: 'nyitó „ (alul) és záró ” (felül) idézőjel',
  },
  szojegyzek: {
    notTerm: 'Nem a webhely kifejezése: „{found}”.',
    notPageName: 'Nem a webhely oldalneve: „{found}”.',
    fix: '„{preferred}”',
  },
  'kotojeles-osszetetel': {
    missing: 'Hiányzó kötőjel a név és a köznév között: „{found}”.',
    missingFix: '„{compound}”',
    missingFixInLink: '„{compound}” (a köznév is kerüljön a link szövegébe)',
  },
  oldalnev: {
    titleDiffers: 'Az oldal címe „{title}”, a szójegyzékben „{name}”.',
    titleDiffersFix: 'title: „{name}” (vagy módosítsd a src/data/glossary.ts-t)',
    badJson: 'A code.json nem érvényes JSON.',
    badJsonFix: 'javítsd a JSON-szintaxist',
    labelMissing: 'Hiányzik a(z) {key} felirat.',
    labelDiffers: 'A(z) {key} felirata „{label}”, az oldal neve „{name}”.',
    labelFix: '„{name}”',
  },
  'fejlesztoi-szoveg': {
    found: 'Fejlesztői szó a látogatói szövegben: „{word}”.',
    fix: 'a játékosnak szóló megfogalmazás (mi igaz és miért fontos neki), a készítés módja nélkül',
  },
  'marketing-szam': {
    typed: 'Kézzel beírt marketingszám: „{found}”.',
    typedFix: '<Fig id="{id}" /> (folyó szövegben) vagy ${fig.{id}} (komponens tulajdonságában)',
  },
  'ajanlat-forras': {
    promise: 'Forrás nélküli ígéret: „{found}”.',
    noDepositFix:
      'Írd a forrás szavaival: „<Fig id="welcomeFree" /> értékű üdvözlő jutalom”; a jóváírás feltétele üzemeltetői adat (welcomeFreeCredit)',
    monthlyFix:
      'Csak a gyűjteményben szereplő ajánlatot hirdesd: „Az aktuális ajánlatokat a Promóciók oldalon gyűjtjük össze.”',
    amount: 'Kézzel beírt összeg egy ajánlatban: „{found}”; ajánlatban csak a src/data/figures.ts számai állhatnak.',
    amountFix:
      'Vedd fel a számot forrással a src/data/figures.ts-be, és <Fig id="…" />, ${fig.…} vagy {fig:…} mutassa; ha nincs forrása, hagyd el',
    date: 'Kézzel beírt dátum egy ajánlatban: „{found}”; dátumot csak a bejegyzés forrásolt starts/ends mezője adhat.',
    dateFix: 'Töröld; ha van bejelentett időszak, írd a bejegyzés starts, ends és source mezőjébe',
  },
} as const;
