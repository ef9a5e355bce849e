/**
 * The words of the page text's component forms (`src/admin/blocks/`): the toolbar, the panel, the fields' hints
 * and the refusals, in Hungarian and English. The built region's language picks them, as it picks the editor's
 * labels (`siteTexts.ts`).
 */
import {region} from '../../data/region';

const hu = {
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

const en: typeof hu = {
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

export const FORM_TEXTS_BY_LANGUAGE = {hu, en};

/** The built region's words of the component forms. */
export const formTexts = FORM_TEXTS_BY_LANGUAGE[region.texts.language];
