import {readSourcePages} from './pages';

/**
 * The poker school and the games pages show hands as drawn cards (<Hand>, <Card>), never as typed text such as
 * "A♠ K♠": a card written with a suit symbol outside a component's notation is reported with its line.
 */
const CARD_AS_TEXT = /(?:10|[2-9TJQKA])[♠♥♦♣]/g;
const CARD_COMPONENT_ATTRIBUTE = /\b(?:cards|board|card)="[^"]*"/g;

describe('hands are drawn as cards', () => {
  const pages = readSourcePages().filter(
    (page) => page.route.startsWith('/poker-school/') || page.route.startsWith('/poker-games/'),
  );

  it('covers the poker school and the games pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it('no page writes a card as text', () => {
    const typed = pages.flatMap((page) =>
      page.body.split('\n').flatMap((line, index) => {
        const found = line.replace(CARD_COMPONENT_ATTRIBUTE, '').match(CARD_AS_TEXT) ?? [];
        return found.map((card) => `${page.file}:${index + 1}: ${card}`);
      }),
    );
    expect(typed).toEqual([]);
  });

  it('the hand-rankings page draws all ten example hands', () => {
    const rankings = pages.find((page) => page.route === '/poker-school/poker-hand-rankings/');
    expect(rankings?.body.match(/^<Hand cards="[^"]+" \/>$/gm)).toHaveLength(10);
  });
});
