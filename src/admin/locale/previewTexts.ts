/**
 * The words of the editor's previews (`src/admin/preview/`): the page's title bar, the boxes standing for
 * components and computed values, and why a page or a card cannot be shown, in Hungarian and English. The built
 * region's language picks them, as it picks the editor's labels (`siteTexts.ts`).
 */
import {region} from '../../data/region';

const hu = {
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

const en: typeof hu = {
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

export const PREVIEW_TEXTS_BY_LANGUAGE = {hu, en};

/** The built region's words of the previews. */
export const previewTexts = PREVIEW_TEXTS_BY_LANGUAGE[region.texts.language];
