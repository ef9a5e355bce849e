// The visible text of every sitemap page (title, meta description, body without scripts and styles) follows
// Hungarian typography: amounts written the Hungarian way, and the site's own words for poker terms and pages.
import {builtHtmlOfRoute} from '../../../site/routes';
import {builtPage, sitemap, textWithout} from '../htmlBuild';

/** What a visitor reads: the title, the meta description and the body text, without scripts and styles. */
function visibleText(file: string): string {
  const {document} = builtPage(file);
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [document.title, description, textWithout(document.body, ['script', 'style', 'noscript', 'template'])].join(
    '\n',
  );
}

/** A dotted number right after an operating system name is a version (macOS 10.13), not an amount. */
const VERSION = /(?:macOS|Android|iOS|Windows)\s\d+\.\d+/g;

const RULES: readonly {name: string; pattern: RegExp}[] = [
  {name: 'dollar sign before a number ($5, $0.50)', pattern: /\$\s?\d/},
  {name: 'decimal point in an amount (0.50)', pattern: /\d\.\d\d(?!\d)/},
  {name: 'ordinary space inside a thousands group (20 000)', pattern: /\d \d{3}(?!\d)/},
  {name: '„előflop” instead of preflop', pattern: /előflop/i},
  {name: '„Hogyan pókerezzünk” instead of the tegező page name', pattern: /Hogyan pókerezzünk/i},
];

export function describeVisibleText(): void {
  describe('visible text of every sitemap page follows Hungarian typography', () => {
    /** Every page the sitemap lists, as its built HTML file. */
    const files = sitemap().routes.map(builtHtmlOfRoute);

    describe.each(files)('%s', (file) => {
      const text = visibleText(file).replace(VERSION, '');
      it.each(RULES)('has no $name', ({pattern}) => {
        const match = pattern.exec(text);
        const context = match ? text.slice(Math.max(0, match.index - 40), match.index + 40) : null;
        expect(context).toBeNull();
      });
    });
  });
}
