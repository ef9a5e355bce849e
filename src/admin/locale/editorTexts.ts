/**
 * The editor's own words outside Decap's locale, each in Hungarian and English side by side; the built region's
 * language picks them, as it picks Decap's locale (`decapConfig.ts`): Canada's writers get an English editor.
 */
import {region} from '../../data/region';
import {inLanguage, type Translated} from '../../lib/translated';

/** Field labels in the form: the site's own names (the YAML key follows them, as the check's messages use it). */
const FIELD_LABELS: Record<string, Translated<string>> = {
  title: {hu: 'Cím', en: 'Title'},
  summary: {hu: 'Összefoglaló', en: 'Summary'},
  amount: {hu: 'Összeg', en: 'Amount'},
  upTo: {hu: 'Legfeljebb (akár)', en: 'Up to'},
  format: {hu: 'Formátum', en: 'Format'},
  buyIn: {hu: 'Nevezési díj', en: 'Buy-in'},
  buyInMax: {hu: 'Legmagasabb nevezési díj', en: 'Highest buy-in'},
  prize: {hu: 'Nyeremény', en: 'Prize'},
  ticket: {hu: 'Legértékesebb jegy', en: 'Most valuable ticket'},
  starts: {hu: 'Kezdő dátum (ÉÉÉÉ-HH-NN)', en: 'Start date (YYYY-MM-DD)'},
  ends: {hu: 'Záró dátum (ÉÉÉÉ-HH-NN, üresen: nincs vége)', en: 'End date (YYYY-MM-DD, empty: no end)'},
  source: {hu: 'A dátumok forrása (ki és hol adta meg)', en: 'Source of the dates (who gave them, and where)'},
  order: {hu: 'Sorrend (1 az első)', en: 'Order (1 comes first)'},
  schedule: {hu: 'Menetrend', en: 'Schedule'},
  terms: {hu: 'Feltételek linkje', en: 'Link to the terms'},
  to: {hu: 'További információ linkje', en: 'Link to more information'},
};

/** Decap's English screen-reader names outside its locale (`ariaLabels.ts`), with what the region's should say. */
const ARIA_LABELS: Readonly<Record<string, Translated<string>>> = {
  close: {hu: 'Bezárás', en: 'Close'},
  'notification timer': {hu: 'Az értesítés hátralévő ideje', en: 'Time left before the notification closes'},
};

export const SITE_TEXTS = {
  collections: {
    promotions: {label: {hu: 'Promóciók', en: 'Promotions'}, singular: {hu: 'Promóció', en: 'Promotion'}},
    tournaments: {label: {hu: 'Versenyek', en: 'Tournaments'}, singular: {hu: 'Verseny', en: 'Tournament'}},
  },
  fields: FIELD_LABELS,
  pages: {
    label: {hu: 'Oldalak', en: 'Pages'},
    singular: {hu: 'Oldal', en: 'Page'},
    description: {
      hu: 'A webhely oldalai. A fájlok többi beállítása és a komponensek változatlanul maradnak.',
      en: "The site's pages. The front matter's other fields and the components stay as they are.",
    },
    titleField: {hu: 'Cím (title)', en: 'Title (title)'},
    descriptionField: {hu: 'Leírás a keresőknek (description)', en: 'Description for search engines (description)'},
    bodyField: {hu: 'Az oldal szövege (MDX)', en: "The page's text (MDX)"},
  },
  upload: {
    unreadable: {hu: 'A fájlt nem sikerült beolvasni', en: 'The file could not be read'},
    unreadableFix: {hu: 'Válaszd ki újra a fájlt', en: 'Choose the file again'},
    refusal: {
      hu: (name: string, message: string, fix: string) => `„${name}”: ${message}. ${fix}, majd töltsd fel újra.`,
      en: (name: string, message: string, fix: string) => `“${name}”: ${message}. ${fix}, then upload it again.`,
    },
    heading: {hu: 'A fájl nem került fel. ', en: 'The file was not uploaded. '},
    close: {hu: 'Bezárás', en: 'Close'},
  },
  ariaLabels: ARIA_LABELS,
  didNotStart: {
    hu: (message: string) =>
      `A szerkesztő nem indult el: ${message}. Töltsd újra az oldalt; ha így is marad, szólj a fejlesztőknek.`,
    en: (message: string) =>
      `The editor did not start: ${message}. Reload the page; if it stays like this, tell the developers.`,
  },
};

export const siteTexts = inLanguage(SITE_TEXTS, region.texts.language);

export const FORM_TEXTS = {
  here: {
    found: {
      hu: (name: string) => `A kurzor a <${name}> komponens címkéjében áll.`,
      en: (name: string) => `The cursor stands in the tag of the <${name}> component.`,
    },
    invalid: {
      hu: (line: number | undefined) =>
        `Az oldal szövege most nem érvényes MDX${line === undefined ? '' : ` (${String(line)}. sor)`}: javítsd ki, mielőtt komponenst szúrsz be vagy szerkesztesz.`,
      en: (line: number | undefined) =>
        `The page's text is not valid MDX now${line === undefined ? '' : ` (line ${String(line)})`}: fix it before you insert or edit a component.`,
    },
    none: {
      hu: 'Egy meglévő komponens szerkesztéséhez kattints a szövegben a címkéjébe (például a <FaqList szóba).',
      en: 'To edit a component already there, click into its tag in the text (for example into the word <FaqList).',
    },
  },
  notes: {
    inserted: {hu: 'A komponens bekerült a szövegbe.', en: 'The component is in the text.'},
    insertedWithImport: {
      hu: (importLine: string) =>
        `A komponens bekerült a szövegbe. Importálni kell, és az oldal eddig nem importálta, ezért a szerkesztő ezt a sort is beírta a szöveg elejére: ${importLine}`,
      en: (importLine: string) =>
        `The component is in the text. It needs an import, and the page did not import it yet, so the editor also wrote this line at the start of the text: ${importLine}`,
    },
    unchanged: {
      hu: 'Nem változtattál semmit, a szöveg változatlan maradt.',
      en: 'You changed nothing; the text stayed as it was.',
    },
    changed: {hu: 'A módosítás bekerült a szövegbe.', en: 'The change is in the text.'},
    moreIssues: {
      hu: (count: number) => ` (És még ${String(count)} hiba a szövegben.)`,
      en: (count: number) => ` (And ${String(count)} more ${count === 1 ? 'issue' : 'issues'} in the text.)`,
    },
  },
  refusals: {
    textChanged: {
      hu: 'Az oldal szövege megváltozott, mióta megnyitottad az űrlapot. Zárd be, és nyisd meg újra.',
      en: "The page's text changed since you opened the form. Close it and open it again.",
    },
    componentMoved: {
      hu: 'A komponens már nincs ott, ahol az űrlap megnyitásakor volt. Nyisd meg újra.',
      en: 'The component is no longer where it was when the form opened. Open it again.',
    },
    notWritten: {
      hu: 'A szerkesztő nem tudta úgy beírni a komponenst, hogy az oldal pontosan ezeket az értékeket kapja, ezért nem írt semmit. Szólj a fejlesztőknek.',
      en: 'The editor could not write the component so that the page gets exactly these values, so it wrote nothing. Tell the developers.',
    },
    invalidPage: {
      hu: (line: number | undefined, reason: string) =>
        `Az oldal szövege most nem érvényes MDX${line === undefined ? '' : ` (${String(line)}. sor)`}: ${reason}. Előbb javítsd ki, mert így a szerkesztő nem tudja, hová kerül a komponens.`,
      en: (line: number | undefined, reason: string) =>
        `The page's text is not valid MDX now${line === undefined ? '' : ` (line ${String(line)})`}: ${reason}. Fix it first: as it is, the editor cannot tell where the component goes.`,
    },
    notOneExpression: {hu: 'nem egyetlen kifejezés', en: 'not a single expression'},
    badCode: {
      hu: (path: string, reason: string) =>
        `„${path}” kódja nem érvényes JSX vagy JavaScript-kifejezés (${reason}). Javítsd ki, vagy töröld a mező tartalmát.`,
      en: (path: string, reason: string) =>
        `The code of “${path}” is not a valid JSX or JavaScript expression (${reason}). Fix it, or empty the field.`,
    },
    insertHeading: {hu: 'A komponens nem került be a szövegbe:', en: 'The component was not put in the text:'},
    editHeading: {hu: 'A módosítás nem került be a szövegbe:', en: 'The change was not put in the text:'},
  },
  /** Where an issue of the page's text stands, before the check's message. */
  issueLine: {
    hu: (line: number) => `Az oldal szövegének ${String(line)}. sora: `,
    en: (line: number) => `Line ${String(line)} of the page's text: `,
  },
  notCompiled: {
    hu: (reason: string, advice: string) => `Az MDX nem fordítható: ${reason} → ${advice}`,
    en: (reason: string, advice: string) => `The MDX does not compile: ${reason} → ${advice}`,
  },
  panel: {
    insert: {hu: 'Komponens beszúrása', en: 'Insert a component'},
    edit: {hu: 'Komponens szerkesztése', en: 'Edit the component'},
    editTitle: {
      hu: (name: string) => `Komponens szerkesztése: <${name}>`,
      en: (name: string) => `Edit the component: <${name}>`,
    },
    insertButton: {hu: 'Beszúrás', en: 'Insert'},
    editButton: {hu: 'Módosítás', en: 'Change'},
    cancel: {hu: 'Mégse', en: 'Cancel'},
    component: {hu: 'Komponens', en: 'Component'},
    pick: {hu: 'Válassz komponenst…', en: 'Choose a component…'},
    global: {hu: 'Import nélkül használható.', en: 'Usable without an import.'},
    needsImport: {
      hu: 'Importálni kell: ha az oldal még nem importálja, a beszúráskor a szerkesztő az oldal szövegének elejére beírja az importsort.',
      en: "Needs an import: if the page does not import it yet, the editor writes the import line at the start of the page's text when it inserts it.",
    },
    noProps: {
      hu: 'Ennek a komponensnek nincsenek beállítható tulajdonságai.',
      en: 'This component has no props to set.',
    },
    children: {
      hu: 'Tartalom (a nyitó és a záró címke közé kerül)',
      en: 'Content (goes between the opening and the closing tag)',
    },
  },
  fields: {
    code: {
      hu: (label: string) => `${label} (kód: JSX vagy JavaScript)`,
      en: (label: string) => `${label} (code: JSX or JavaScript)`,
    },
    choose: {hu: 'Válassz…', en: 'Choose…'},
    notGiven: {hu: '(nincs megadva)', en: '(not given)'},
    item: {hu: (index: number) => `${String(index)}. elem`, en: (index: number) => `Item ${String(index)}`},
    labelledItem: {
      hu: (label: string, index: number) => `${label} (${String(index)}. elem)`,
      en: (label: string, index: number) => `${label} (item ${String(index)})`,
    },
    moveUp: {hu: 'Feljebb', en: 'Move up'},
    moveDown: {hu: 'Lejjebb', en: 'Move down'},
    removeItem: {hu: 'Elem törlése', en: 'Remove the item'},
    newItem: {hu: (label: string) => `Új elem (${label})`, en: (label: string) => `New item (${label})`},
  },
  hints: {
    required: {hu: 'Kötelező.', en: 'Required.'},
    optional: {hu: 'Nem kötelező.', en: 'Optional.'},
    integer: {hu: 'Egész szám', en: 'A whole number'},
    number: {hu: 'Szám', en: 'A number'},
    between: {
      hu: (kind: string, min: number, max: number) => `${kind} ${String(min)} és ${String(max)} között.`,
      en: (kind: string, min: number, max: number) => `${kind} from ${String(min)} to ${String(max)}.`,
    },
    atLeast: {
      hu: (kind: string, min: number) => `${kind}, legalább ${String(min)}.`,
      en: (kind: string, min: number) => `${kind}, at least ${String(min)}.`,
    },
    atMost: {
      hu: (kind: string, max: number) => `${kind}, legfeljebb ${String(max)}.`,
      en: (kind: string, max: number) => `${kind}, at most ${String(max)}.`,
    },
    only: {hu: (kind: string) => `${kind}.`, en: (kind: string) => `${kind}.`},
    route: {
      hu: 'Az oldal egy útvonala perjellel a végén, például /download/.',
      en: 'A path of the site with a slash at the end, for example /download/.',
    },
    text: {hu: 'Szöveg.', en: 'Text.'},
    exactly: {
      hu: (count: number) => `Pontosan ${String(count)} elem kell.`,
      en: (count: number) => `Exactly ${String(count)} ${count === 1 ? 'item' : 'items'}.`,
    },
    atLeastItems: {
      hu: (count: number) => `Legalább ${String(count)} elem kell.`,
      en: (count: number) => `At least ${String(count)} ${count === 1 ? 'item' : 'items'}.`,
    },
    code: {
      hu: (need: string) => `${need} JSX vagy JavaScript-kifejezés, ahogy a kapcsos zárójelek között állna.`,
      en: (need: string) => `${need} A JSX or JavaScript expression, as it would stand between curly braces.`,
    },
  },
};

export const formTexts = inLanguage(FORM_TEXTS, region.texts.language);

export const PREVIEW_TEXTS = {
  component: {hu: (name: string) => `Komponens: ${name}`, en: (name: string) => `Component: ${name}`},
  componentTitle: {
    hu: 'A kész oldalon itt a komponens jelenik meg.',
    en: 'On the published page, the component shows here.',
  },
  expressionTitle: {
    hu: 'A kész oldalon itt egy kiszámolt érték áll.',
    en: 'On the published page, a computed value stands here.',
  },
  meta: {
    hu: 'A cím és a leírás a böngészőlapon és a találati listában',
    en: 'The title and the description in the browser tab and in the search results',
  },
  noTitle: {hu: '(nincs cím)', en: '(no title)'},
  /** Where the parse failed: ` (az oldal szövegének 3. sora, 5. oszlop)`, or nothing when unknown. */
  place: {
    hu: (line: number | undefined, column: number | undefined) =>
      line === undefined
        ? ''
        : ` (az oldal szövegének ${String(line)}. sora${column === undefined ? '' : `, ${String(column)}. oszlop`})`,
    en: (line: number | undefined, column: number | undefined) =>
      line === undefined
        ? ''
        : ` (line ${String(line)}${column === undefined ? '' : `, column ${String(column)}`} of the page's text)`,
  },
  invalid: {
    hu: (where: string, reason: string) => `Az oldal szövege nem érvényes MDX${where}: ${reason}.`,
    en: (where: string, reason: string) => `The page's text is not valid MDX${where}: ${reason}.`,
  },
  invalidAdvice: {
    hu: (advice: string) => `${advice}. Amíg így marad, a webhely sem tudja megjeleníteni az oldalt.`,
    en: (advice: string) => `${advice}. As long as it stays so, the site cannot show the page either.`,
  },
  cardRefused: {hu: 'A webhely így nem mutatná meg ezt a kártyát:', en: 'The site would not show this card as it is:'},
};

export const previewTexts = inLanguage(PREVIEW_TEXTS, region.texts.language);

export const SAVE_TEXTS = {
  format: {
    badYaml: {
      hu: 'A fájl nem érvényes YAML, ezért a mezők nem menthetők: javítsd a fájlt a tárolóban, majd mentsd újra.',
      en: 'The file is not valid YAML, so the fields cannot be saved: fix the file in the repository, then save again.',
    },
    badFrontMatter: {
      hu: 'Az oldal front matterje hibás (nem érvényes YAML, vagy nincs lezárva), ezért a mezők nem menthetők: javítsd az oldal szövegében, majd mentsd újra.',
      en: "The page's front matter is broken (not valid YAML, or not closed), so the fields cannot be saved: fix it in the page's text, then save again.",
    },
    unsafeClose: {hu: 'A front matter nem zárható le biztonságosan.', en: 'The front matter cannot be closed safely.'},
    notKept: {
      hu: 'A módosítás nem írható vissza a YAML-be úgy, hogy a többi érték változatlan maradjon.',
      en: 'The change cannot be written back into the YAML with every other value kept as it is.',
    },
  },
  backend: {
    retry: {
      hu: 'A módosításaid a szerkesztőben maradnak: próbáld újra egy kicsit később.',
      en: 'Your changes stay in the editor: try again a little later.',
    },
    noRepository: {
      hu: 'A GitHub nem találja a webhely tárolóját, vagy a fiókodnak nincs hozzá hozzáférése. Jelentkezz be azzal a GitHub-fiókkal, amelyet a fejlesztők felvettek a szerkesztők közé.',
      en: "GitHub cannot find the site's repository, or your account has no access to it. Sign in with the GitHub account the developers added to the editors.",
    },
    noWriteAccess: {
      hu: 'A GitHub-fiókodnak nincs írási joga a webhely tárolójához. Kérj hozzáférést a fejlesztőktől.',
      en: "Your GitHub account cannot write to the site's repository. Ask the developers for access.",
    },
    offline: {
      hu: 'Nem sikerült elérni a szervert: nincs internetkapcsolat, vagy a szolgáltatás most nem válaszol.',
      en: 'The server could not be reached: there is no internet connection, or the service is not answering now.',
    },
    signedOut: {
      hu: 'A bejelentkezésed lejárt. Jelentkezz ki, majd be újra, és mentsd el ismét.',
      en: 'Your sign-in has expired. Sign out, sign in again, and save once more.',
    },
    forbidden: {
      hu: 'A GitHub nem engedte a műveletet: a fiókodnak nincs hozzá joga, vagy túl sok kérés ment egyszerre.',
      en: 'GitHub did not allow this: your account has no right to it, or too many requests went at once.',
    },
    notFound: {
      hu: 'A GitHub nem találja a fájlt vagy az ágat: lehet, hogy közben valaki törölte vagy közzétette. Töltsd újra az oldalt.',
      en: 'GitHub cannot find the file or the branch: someone may have deleted or published it meanwhile. Reload the page.',
    },
    conflict: {
      hu: 'Közben valaki más is módosította ugyanezt: töltsd újra az oldalt, és nézd meg a változásokat, mielőtt újra mentesz.',
      en: 'Someone else changed the same thing meanwhile: reload the page and look at the changes before you save again.',
    },
    serverError: {
      hu: (code: number) => `A GitHub most nem válaszol rendesen (hibakód: ${String(code)}).`,
      en: (code: number) => `GitHub is not answering properly now (error code: ${String(code)}).`,
    },
    otherError: {
      hu: (code: number) => `A GitHub hibát jelzett (hibakód: ${String(code)}).`,
      en: (code: number) => `GitHub reported an error (error code: ${String(code)}).`,
    },
    unexpected: {
      hu: (retry: string) => `Váratlan hiba történt. ${retry} Ha ismét előjön, szólj a fejlesztőknek.`,
      en: (retry: string) => `Something unexpected went wrong. ${retry} If it happens again, tell the developers.`,
    },
  },
  commits: {
    created: {hu: ' (új)', en: ' (new)'},
    deleted: {hu: ' (törölve)', en: ' (deleted)'},
    imageUploaded: {hu: (name: string) => `Kép feltöltése: ${name}`, en: (name: string) => `Image upload: ${name}`},
    imageDeleted: {hu: (name: string) => `Kép törlése: ${name}`, en: (name: string) => `Image deletion: ${name}`},
  },
};

export const saveTexts = inLanguage(SAVE_TEXTS, region.texts.language);
