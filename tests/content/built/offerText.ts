// An offer states only what a source gives, checked on the built pages as a visitor reads them: no unsourced
// promise anywhere, and on the offer pages every amount is a figure of src/data/figures.ts and every date one
// of a collection entry's sourced dates (the home page's world record keeps its own sourced data).
import {loadCollections} from '../../../plugins/collections';
import {siteRoutes} from '../../../plugins/collections/files';
import {SITE_ROOT} from '../../../site/paths';
import {FIGURE_NEEDS_FACT, type FigureId, FIGURES} from '../../../src/data/figures';
import {factValue} from '../../../src/data/operatorFacts';
import {WORLD_RECORD} from '../../../src/data/worldRecord';
import {contentDate} from '../../../src/lib/collections';
import {fig, figNumber, formatFigure} from '../../../src/lib/format/figureText';
import {formatHuDate, validityText} from '../../../src/lib/format/huDate';
import {builtHtmlFiles, builtPage, textWithout} from '../htmlBuild';

/** What a visitor reads of a page: its description and body text, without scripts and styles. */
function textOf(file: string): string {
  const {document} = builtPage(file);
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return `${description}\n${textWithout(document.body, ['script', 'style', 'noscript', 'template'])}`;
}

const OFFER_PAGES = ['index.html', 'promotions/index.html', 'tournaments/index.html', 'bonus-terms/index.html'];

const AMOUNT = /\d[\d\u00a0\u202f]*(?:,\d+)?\u00a0?(?:\$|P(?![\p{L}\p{N}])|×|%)/gu;
const MONTHS = 'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december';
const DATE = new RegExp(`(?:\\d{4}\\.\\s)?(?:${MONTHS})\\s\\d{1,2}(?:\\.|-\\p{L}+)`, 'giu');

export function describeOfferText(): void {
  describe('offers on the built site', () => {
    it('promise nothing no source gives: no „befizetés nélkül” and no monthly promotions on any page', () => {
      for (const file of builtHtmlFiles()) {
        const text = textOf(file);
        expect({file, found: /befizetés nélkül/i.test(text)}).toEqual({file, found: false});
        expect({file, found: /havi promóció|minden hónapban friss/i.test(text)}).toEqual({file, found: false});
      }
    });

    it('leave out a figure whose operator fact is still unknown (the top multiplier without its chance)', () => {
      const withheld = (Object.keys(FIGURE_NEEDS_FACT) as FigureId[])
        .filter((id) => {
          const fact = FIGURE_NEEDS_FACT[id];
          return fact !== undefined && factValue(fact) === undefined;
        })
        .flatMap((id) => [fig[id], figNumber[id]]);
      for (const file of [...OFFER_PAGES, 'funds/real-money-poker/index.html']) {
        const text = textOf(file);
        expect({file, found: withheld.filter((shown) => text.includes(shown))}).toEqual({file, found: []});
      }
    });

    it('show on the offer pages only amounts of the figures and dates of the collection entries', async () => {
      // The marketing figures, and the world record's sourced amounts the home page also shows.
      const figures = new Set([
        ...(Object.keys(FIGURES) as FigureId[]).map((id) => formatFigure(FIGURES[id])),
        formatFigure(WORLD_RECORD.prizePool),
        formatFigure(WORLD_RECORD.event.buyIn),
      ]);
      const {promotions, tournaments} = await loadCollections(SITE_ROOT, {
        date: contentDate(),
        routes: await siteRoutes(SITE_ROOT),
      });
      const dates = [
        ...[...promotions, ...tournaments].flatMap((entry) =>
          entry.dates ? [validityText(entry.dates.starts, entry.dates.ends)] : [],
        ),
        formatHuDate(WORLD_RECORD.date),
      ];
      for (const file of OFFER_PAGES) {
        const text = textOf(file);
        const amounts = [...text.matchAll(AMOUNT)].map((match) => match[0]).filter((amount) => !figures.has(amount));
        expect({file, amounts}).toEqual({file, amounts: []});
        const typedDates = [...text.matchAll(DATE)]
          .map((match) => match[0])
          .filter((date) => !dates.some((shown) => shown.includes(date)));
        expect({file, dates: typedDates}).toEqual({file, dates: []});
      }
    });
  });
}
