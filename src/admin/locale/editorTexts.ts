/**
 * The editor's own words outside Decap's locale, in Hungarian and English; the built region's language picks them,
 * as it picks Decap's locale (`decapConfig.ts`): Canada's writers get an English editor.
 */
import {region} from '../../data/region';

const siteHu = {
  collections: {
    promotions: {label: 'Promóciók', singular: 'Promóció'},
    tournaments: {label: 'Versenyek', singular: 'Verseny'},
  },
  /** Field labels in the form: the site's own names (the YAML key follows them, as the check's messages use it). */
  fields: {
    title: 'Cím',
    summary: 'Összefoglaló',
    amount: 'Összeg',
    upTo: 'Legfeljebb (akár)',
    format: 'Formátum',
    buyIn: 'Nevezési díj',
    buyInMax: 'Legmagasabb nevezési díj',
    prize: 'Nyeremény',
    ticket: 'Legértékesebb jegy',
    starts: 'Kezdő dátum (ÉÉÉÉ-HH-NN)',
    ends: 'Záró dátum (ÉÉÉÉ-HH-NN, üresen: nincs vége)',
    source: 'A dátumok forrása (ki és hol adta meg)',
    order: 'Sorrend (1 az első)',
    schedule: 'Menetrend',
    terms: 'Feltételek linkje',
    to: 'További információ linkje',
  } as Record<string, string>,
  pages: {
    label: 'Oldalak',
    singular: 'Oldal',
    description: 'A webhely oldalai. A fájlok többi beállítása és a komponensek változatlanul maradnak.',
    titleField: 'Cím (title)',
    descriptionField: 'Leírás a keresőknek (description)',
    bodyField: 'Az oldal szövege (MDX)',
  },
  upload: {
    unreadable: 'A fájlt nem sikerült beolvasni',
    unreadableFix: 'Válaszd ki újra a fájlt',
    refusal: (name: string, message: string, fix: string) => `„${name}”: ${message}. ${fix}, majd töltsd fel újra.`,
    heading: 'A fájl nem került fel. ',
    close: 'Bezárás',
  },
  /** Decap's English screen-reader names outside its locale (`ariaLabels.ts`), with what the region's should say. */
  ariaLabels: {
    close: 'Bezárás',
    'notification timer': 'Az értesítés hátralévő ideje',
  } as Readonly<Record<string, string>>,
  didNotStart: (message: string) =>
    `A szerkesztő nem indult el: ${message}. Töltsd újra az oldalt; ha így is marad, szólj a fejlesztőknek.`,
};

const siteEn: typeof siteHu = {
  collections: {
    promotions: {label: 'Promotions', singular: 'Promotion'},
    tournaments: {label: 'Tournaments', singular: 'Tournament'},
  },
  fields: {
    title: 'Title',
    summary: 'Summary',
    amount: 'Amount',
    upTo: 'Up to',
    format: 'Format',
    buyIn: 'Buy-in',
    buyInMax: 'Highest buy-in',
    prize: 'Prize',
    ticket: 'Most valuable ticket',
    starts: 'Start date (YYYY-MM-DD)',
    ends: 'End date (YYYY-MM-DD, empty: no end)',
    source: 'Source of the dates (who gave them, and where)',
    order: 'Order (1 comes first)',
    schedule: 'Schedule',
    terms: 'Link to the terms',
    to: 'Link to more information',
  },
  pages: {
    label: 'Pages',
    singular: 'Page',
    description: "The site's pages. The front matter's other fields and the components stay as they are.",
    titleField: 'Title (title)',
    descriptionField: 'Description for search engines (description)',
    bodyField: "The page's text (MDX)",
  },
  upload: {
    unreadable: 'The file could not be read',
    unreadableFix: 'Choose the file again',
    refusal: (name, message, fix) => `“${name}”: ${message}. ${fix}, then upload it again.`,
    heading: 'The file was not uploaded. ',
    close: 'Close',
  },
  ariaLabels: {
    close: 'Close',
    'notification timer': 'Time left before the notification closes',
  },
  didNotStart: (message) =>
    `The editor did not start: ${message}. Reload the page; if it stays like this, tell the developers.`,
};

export const SITE_TEXTS_BY_LANGUAGE = {hu: siteHu, en: siteEn};

export const siteTexts = SITE_TEXTS_BY_LANGUAGE[region.texts.language];

const formHu = {
  here: {
    found: (name: string) => `A kurzor a <${name}> komponens címkéjében áll.`,
    invalid: (line: number | undefined) =>
      `Az oldal szövege most nem érvényes MDX${line === undefined ? '' : ` (${String(line)}. sor)`}: javítsd ki, mielőtt komponenst szúrsz be vagy szerkesztesz.`,
    none: 'Egy meglévő komponens szerkesztéséhez kattints a szövegben a címkéjébe (például a <FaqList szóba).',
  },
  notes: {
    inserted: 'A komponens bekerült a szövegbe.',
    insertedWithImport: (importLine: string) =>
      `A komponens bekerült a szövegbe. Importálni kell, és az oldal eddig nem importálta, ezért a szerkesztő ezt a sort is beírta a szöveg elejére: ${importLine}`,
    unchanged: 'Nem változtattál semmit, a szöveg változatlan maradt.',
    changed: 'A módosítás bekerült a szövegbe.',
    moreIssues: (count: number) => ` (És még ${String(count)} hiba a szövegben.)`,
  },
  refusals: {
    textChanged: 'Az oldal szövege megváltozott, mióta megnyitottad az űrlapot. Zárd be, és nyisd meg újra.',
    componentMoved: 'A komponens már nincs ott, ahol az űrlap megnyitásakor volt. Nyisd meg újra.',
    notWritten:
      'A szerkesztő nem tudta úgy beírni a komponenst, hogy az oldal pontosan ezeket az értékeket kapja, ezért nem írt semmit. Szólj a fejlesztőknek.',
    invalidPage: (line: number | undefined, reason: string) =>
      `Az oldal szövege most nem érvényes MDX${line === undefined ? '' : ` (${String(line)}. sor)`}: ${reason}. Előbb javítsd ki, mert így a szerkesztő nem tudja, hová kerül a komponens.`,
    notOneExpression: 'nem egyetlen kifejezés',
    badCode: (path: string, reason: string) =>
      `„${path}” kódja nem érvényes JSX vagy JavaScript-kifejezés (${reason}). Javítsd ki, vagy töröld a mező tartalmát.`,
    insertHeading: 'A komponens nem került be a szövegbe:',
    editHeading: 'A módosítás nem került be a szövegbe:',
  },
  /** Where an issue of the page's text stands, before the check's message. */
  issueLine: (line: number) => `Az oldal szövegének ${String(line)}. sora: `,
  notCompiled: (reason: string, advice: string) => `Az MDX nem fordítható: ${reason} → ${advice}`,
  panel: {
    insert: 'Komponens beszúrása',
    edit: 'Komponens szerkesztése',
    editTitle: (name: string) => `Komponens szerkesztése: <${name}>`,
    component: 'Komponens',
    pick: 'Válassz komponenst…',
    global: 'Import nélkül használható.',
    needsImport:
      'Importálni kell: ha az oldal még nem importálja, a beszúráskor a szerkesztő az oldal szövegének elejére beírja az importsort.',
    noProps: 'Ennek a komponensnek nincsenek beállítható tulajdonságai.',
    children: 'Tartalom (a nyitó és a záró címke közé kerül)',
    insertButton: 'Beszúrás',
    editButton: 'Módosítás',
    cancel: 'Mégse',
  },
  fields: {
    code: (label: string) => `${label} (kód: JSX vagy JavaScript)`,
    choose: 'Válassz…',
    notGiven: '(nincs megadva)',
    item: (index: number) => `${String(index)}. elem`,
    labelledItem: (label: string, index: number) => `${label} (${String(index)}. elem)`,
    moveUp: 'Feljebb',
    moveDown: 'Lejjebb',
    removeItem: 'Elem törlése',
    newItem: (label: string) => `Új elem (${label})`,
  },
  hints: {
    integer: 'Egész szám',
    number: 'Szám',
    between: (kind: string, min: number, max: number) => `${kind} ${String(min)} és ${String(max)} között.`,
    atLeast: (kind: string, min: number) => `${kind}, legalább ${String(min)}.`,
    atMost: (kind: string, max: number) => `${kind}, legfeljebb ${String(max)}.`,
    only: (kind: string) => `${kind}.`,
    route: 'Az oldal egy útvonala perjellel a végén, például /download/.',
    text: 'Szöveg.',
    required: 'Kötelező.',
    optional: 'Nem kötelező.',
    exactly: (count: number) => `Pontosan ${String(count)} elem kell.`,
    atLeastItems: (count: number) => `Legalább ${String(count)} elem kell.`,
    code: (need: string) => `${need} JSX vagy JavaScript-kifejezés, ahogy a kapcsos zárójelek között állna.`,
  },
};

const formEn: typeof formHu = {
  here: {
    found: (name) => `The cursor stands in the tag of the <${name}> component.`,
    invalid: (line) =>
      `The page's text is not valid MDX now${line === undefined ? '' : ` (line ${String(line)})`}: fix it before you insert or edit a component.`,
    none: 'To edit a component already there, click into its tag in the text (for example into the word <FaqList).',
  },
  notes: {
    inserted: 'The component is in the text.',
    insertedWithImport: (importLine) =>
      `The component is in the text. It needs an import, and the page did not import it yet, so the editor also wrote this line at the start of the text: ${importLine}`,
    unchanged: 'You changed nothing; the text stayed as it was.',
    changed: 'The change is in the text.',
    moreIssues: (count) => ` (And ${String(count)} more ${count === 1 ? 'issue' : 'issues'} in the text.)`,
  },
  refusals: {
    textChanged: "The page's text changed since you opened the form. Close it and open it again.",
    componentMoved: 'The component is no longer where it was when the form opened. Open it again.',
    notWritten:
      'The editor could not write the component so that the page gets exactly these values, so it wrote nothing. Tell the developers.',
    invalidPage: (line, reason) =>
      `The page's text is not valid MDX now${line === undefined ? '' : ` (line ${String(line)})`}: ${reason}. Fix it first: as it is, the editor cannot tell where the component goes.`,
    notOneExpression: 'not a single expression',
    badCode: (path, reason) =>
      `The code of “${path}” is not a valid JSX or JavaScript expression (${reason}). Fix it, or empty the field.`,
    insertHeading: 'The component was not put in the text:',
    editHeading: 'The change was not put in the text:',
  },
  issueLine: (line) => `Line ${String(line)} of the page's text: `,
  notCompiled: (reason, advice) => `The MDX does not compile: ${reason} → ${advice}`,
  panel: {
    insert: 'Insert a component',
    edit: 'Edit the component',
    editTitle: (name) => `Edit the component: <${name}>`,
    component: 'Component',
    pick: 'Choose a component…',
    global: 'Usable without an import.',
    needsImport:
      "Needs an import: if the page does not import it yet, the editor writes the import line at the start of the page's text when it inserts it.",
    noProps: 'This component has no props to set.',
    children: 'Content (goes between the opening and the closing tag)',
    insertButton: 'Insert',
    editButton: 'Change',
    cancel: 'Cancel',
  },
  fields: {
    code: (label) => `${label} (code: JSX or JavaScript)`,
    choose: 'Choose…',
    notGiven: '(not given)',
    item: (index) => `Item ${String(index)}`,
    labelledItem: (label, index) => `${label} (item ${String(index)})`,
    moveUp: 'Move up',
    moveDown: 'Move down',
    removeItem: 'Remove the item',
    newItem: (label) => `New item (${label})`,
  },
  hints: {
    integer: 'A whole number',
    number: 'A number',
    between: (kind, min, max) => `${kind} from ${String(min)} to ${String(max)}.`,
    atLeast: (kind, min) => `${kind}, at least ${String(min)}.`,
    atMost: (kind, max) => `${kind}, at most ${String(max)}.`,
    only: (kind) => `${kind}.`,
    route: 'A path of the site with a slash at the end, for example /download/.',
    text: 'Text.',
    required: 'Required.',
    optional: 'Optional.',
    exactly: (count) => `Exactly ${String(count)} ${count === 1 ? 'item' : 'items'}.`,
    atLeastItems: (count) => `At least ${String(count)} ${count === 1 ? 'item' : 'items'}.`,
    code: (need) => `${need} A JSX or JavaScript expression, as it would stand between curly braces.`,
  },
};

export const FORM_TEXTS_BY_LANGUAGE = {hu: formHu, en: formEn};

export const formTexts = FORM_TEXTS_BY_LANGUAGE[region.texts.language];

const previewHu = {
  component: (name: string) => `Komponens: ${name}`,
  componentTitle: 'A kész oldalon itt a komponens jelenik meg.',
  expressionTitle: 'A kész oldalon itt egy kiszámolt érték áll.',
  meta: 'A cím és a leírás a böngészőlapon és a találati listában',
  noTitle: '(nincs cím)',
  /** Where the parse failed: ` (az oldal szövegének 3. sora, 5. oszlop)`, or nothing when unknown. */
  place: (line: number | undefined, column: number | undefined) =>
    line === undefined
      ? ''
      : ` (az oldal szövegének ${String(line)}. sora${column === undefined ? '' : `, ${String(column)}. oszlop`})`,
  invalid: (where: string, reason: string) => `Az oldal szövege nem érvényes MDX${where}: ${reason}.`,
  invalidAdvice: (advice: string) => `${advice}. Amíg így marad, a webhely sem tudja megjeleníteni az oldalt.`,
  cardRefused: 'A webhely így nem mutatná meg ezt a kártyát:',
};

const previewEn: typeof previewHu = {
  component: (name) => `Component: ${name}`,
  componentTitle: 'On the published page, the component shows here.',
  expressionTitle: 'On the published page, a computed value stands here.',
  meta: 'The title and the description in the browser tab and in the search results',
  noTitle: '(no title)',
  place: (line, column) =>
    line === undefined
      ? ''
      : ` (line ${String(line)}${column === undefined ? '' : `, column ${String(column)}`} of the page's text)`,
  invalid: (where, reason) => `The page's text is not valid MDX${where}: ${reason}.`,
  invalidAdvice: (advice) => `${advice}. As long as it stays so, the site cannot show the page either.`,
  cardRefused: 'The site would not show this card as it is:',
};

export const PREVIEW_TEXTS_BY_LANGUAGE = {hu: previewHu, en: previewEn};

export const previewTexts = PREVIEW_TEXTS_BY_LANGUAGE[region.texts.language];

const saveHu = {
  format: {
    badYaml: 'A fájl nem érvényes YAML, ezért a mezők nem menthetők: javítsd a fájlt a tárolóban, majd mentsd újra.',
    badFrontMatter:
      'Az oldal front matterje hibás (nem érvényes YAML, vagy nincs lezárva), ezért a mezők nem menthetők: javítsd az oldal szövegében, majd mentsd újra.',
    unsafeClose: 'A front matter nem zárható le biztonságosan.',
    notKept: 'A módosítás nem írható vissza a YAML-be úgy, hogy a többi érték változatlan maradjon.',
  },
  backend: {
    retry: 'A módosításaid a szerkesztőben maradnak: próbáld újra egy kicsit később.',
    noRepository:
      'A GitHub nem találja a webhely tárolóját, vagy a fiókodnak nincs hozzá hozzáférése. Jelentkezz be azzal a GitHub-fiókkal, amelyet a fejlesztők felvettek a szerkesztők közé.',
    noWriteAccess: 'A GitHub-fiókodnak nincs írási joga a webhely tárolójához. Kérj hozzáférést a fejlesztőktől.',
    offline: 'Nem sikerült elérni a szervert: nincs internetkapcsolat, vagy a szolgáltatás most nem válaszol.',
    signedOut: 'A bejelentkezésed lejárt. Jelentkezz ki, majd be újra, és mentsd el ismét.',
    forbidden: 'A GitHub nem engedte a műveletet: a fiókodnak nincs hozzá joga, vagy túl sok kérés ment egyszerre.',
    notFound:
      'A GitHub nem találja a fájlt vagy az ágat: lehet, hogy közben valaki törölte vagy közzétette. Töltsd újra az oldalt.',
    conflict:
      'Közben valaki más is módosította ugyanezt: töltsd újra az oldalt, és nézd meg a változásokat, mielőtt újra mentesz.',
    serverError: (code: number) => `A GitHub most nem válaszol rendesen (hibakód: ${String(code)}).`,
    otherError: (code: number) => `A GitHub hibát jelzett (hibakód: ${String(code)}).`,
    unexpected: (retry: string) => `Váratlan hiba történt. ${retry} Ha ismét előjön, szólj a fejlesztőknek.`,
  },
  commits: {
    created: ' (új)',
    deleted: ' (törölve)',
    imageUploaded: (name: string) => `Kép feltöltése: ${name}`,
    imageDeleted: (name: string) => `Kép törlése: ${name}`,
  },
};

const saveEn: typeof saveHu = {
  format: {
    badYaml:
      'The file is not valid YAML, so the fields cannot be saved: fix the file in the repository, then save again.',
    badFrontMatter:
      "The page's front matter is broken (not valid YAML, or not closed), so the fields cannot be saved: fix it in the page's text, then save again.",
    unsafeClose: 'The front matter cannot be closed safely.',
    notKept: 'The change cannot be written back into the YAML with every other value kept as it is.',
  },
  backend: {
    retry: 'Your changes stay in the editor: try again a little later.',
    noRepository:
      "GitHub cannot find the site's repository, or your account has no access to it. Sign in with the GitHub account the developers added to the editors.",
    noWriteAccess: "Your GitHub account cannot write to the site's repository. Ask the developers for access.",
    offline: 'The server could not be reached: there is no internet connection, or the service is not answering now.',
    signedOut: 'Your sign-in has expired. Sign out, sign in again, and save once more.',
    forbidden: 'GitHub did not allow this: your account has no right to it, or too many requests went at once.',
    notFound:
      'GitHub cannot find the file or the branch: someone may have deleted or published it meanwhile. Reload the page.',
    conflict:
      'Someone else changed the same thing meanwhile: reload the page and look at the changes before you save again.',
    serverError: (code) => `GitHub is not answering properly now (error code: ${String(code)}).`,
    otherError: (code) => `GitHub reported an error (error code: ${String(code)}).`,
    unexpected: (retry) => `Something unexpected went wrong. ${retry} If it happens again, tell the developers.`,
  },
  commits: {
    created: ' (new)',
    deleted: ' (deleted)',
    imageUploaded: (name) => `Image upload: ${name}`,
    imageDeleted: (name) => `Image deletion: ${name}`,
  },
};

export const SAVE_TEXTS_BY_LANGUAGE = {hu: saveHu, en: saveEn};

export const saveTexts = SAVE_TEXTS_BY_LANGUAGE[region.texts.language];
