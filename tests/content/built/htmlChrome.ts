// Docusaurus's own interface strings ("theme.*" ids) in Hungarian: every one that can reach a visitor on
// this site has our own correct text in code.json, and no built page shows a known bad default (the
// theme's English texts and its ungrammatical Hungarian ones) in its text or in its labels.
import themeHu from '@docusaurus/theme-translations/locales/hu/theme-common.json';

import codeJson from '../../../i18n/hu/code.json';
import {builtHtmlFiles, builtPage, textWithout} from '../htmlBuild';

const messages = codeJson as Partial<Record<string, {message: string}>>;
const themeDefaults = themeHu as Partial<Record<string, string>>;

/**
 * The theme strings this site can show: the error boundary around every page, the skip link, the heading
 * anchors, the table of contents, the 404 title and the theme's new-tab note and back-to-top button.
 * (Docs, blog, navbar, footer, search and colour-mode strings cannot: those parts are off or replaced.)
 */
const VISITOR_THEME_IDS = [
  'theme.ErrorPageContent.title',
  'theme.ErrorPageContent.tryAgain',
  'theme.NotFound.title',
  'theme.common.skipToMainContent',
  'theme.common.headingLinkTitle',
  'theme.TOCCollapsible.toggleButtonLabel',
  'theme.BackToTopButton.buttonAriaLabel',
  'theme.IconExternalLink.ariaLabel',
];

/** Defaults that must never reach a visitor: English texts and Hungarian ones with a grammar mistake. */
const BAD_DEFAULTS = [
  'Hiba történt a oldalon',
  'This page crashed',
  'Page Error',
  'Try again',
  'Page Not Found',
  'Skip to main content',
  'Skip to content',
  'On this page',
  '(opens in new tab)',
  'Scroll back to top',
  'Direct link to',
  'Szerkesztés GitHub-on',
];

/** The Hungarian definite article before a vowel is `az`: "a oldalon" is wrong, "az oldalon" right. */
function wrongArticle(text: string): string | null {
  return /(?:^|[\s„(])[Aa]\s+[aáeéiíoóöőuúüű]\w*/i.exec(text)?.[0]?.trim() ?? null;
}

export function describeHtmlChrome(): void {
  describe('theme strings in Hungarian', () => {
    it('the article check catches "a oldalon" and lets "az oldalon" and "a tartalomra" pass', () => {
      expect(wrongArticle('Hiba történt a oldalon.')).toBe('a oldalon');
      expect(wrongArticle('A oldal betöltése')).toBe('A oldal');
      expect(wrongArticle('Hiba történt az oldalon.')).toBeNull();
      expect(wrongArticle('Ugrás a tartalomra')).toBeNull();
    });

    it.each(VISITOR_THEME_IDS)('%s has our own Hungarian text in code.json', (id) => {
      const text = messages[id]?.message ?? '';
      expect(text.trim()).not.toBe('');
      expect(wrongArticle(text)).toBeNull();
      expect(BAD_DEFAULTS.filter((bad) => text.includes(bad))).toEqual([]);
    });

    it('the theme’s own Hungarian error-boundary title is the ungrammatical one we replace', () => {
      // If a Docusaurus update fixes it, this fails: the override and this note can then go.
      expect(wrongArticle(themeDefaults['theme.ErrorPageContent.title'] ?? '')).toBe('a oldalon');
    });
  });

  describe('built pages show no bad default', () => {
    it.each(builtHtmlFiles())('%s', (file) => {
      const {document} = builtPage(file);
      // Scripts and styles are not shown; everything else in <body> is text or a label a visitor meets.
      const labels = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
        .filter((node) => !node.closest('script, style, template'))
        .flatMap((node) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => node.getAttribute(name) ?? ''));
      const shown = [document.title, textWithout(document.body, ['script', 'style', 'template']), ...labels].join('\n');
      expect(BAD_DEFAULTS.filter((bad) => shown.includes(bad))).toEqual([]);
    });
  });
}
