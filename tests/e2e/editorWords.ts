import type {Page} from '@playwright/test';

import {blockComponents} from '../../src/admin/blocks/fields';
import {COLLECTION_FIELDS} from '../../src/lib/collections/schema';
import {EDITOR_ALLOWED_NAMES} from '../helpers/editorAllowedNames';
import {createEnglishFinder, type EnglishFinder} from '../helpers/englishWords';

/**
 * Every word the writers' editor shows or reads out, for the test that holds it to Hungarian: the text nodes of
 * its page and the accessible names and descriptions its elements carry in attributes. Left out: what the
 * writer typed (the values of text boxes), code (`<code>`, `<pre>`), addresses and file names
 * (`/about-us/`, `utana.png`), and a field's file key after its Hungarian label („Cím (title)”: the key the
 * file and the check's messages use): they are the site's code, not the editor's words. The preview frame shows the page's
 * own text, so only the editor's document is read.
 */
export interface ShownText {
  /** where it stands: the element's tag and, for an attribute, its name */
  where: string;
  text: string;
}

const NAME_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'alt',
  'placeholder',
];

export async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate((attributes) => {
    const skipped = 'script, style, noscript, textarea, code, pre, template';
    const found: {where: string; text: string}[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || parent.closest(skipped)) continue;
      found.push({where: parent.tagName.toLowerCase(), text});
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(skipped)) continue;
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push({where: `${element.tagName.toLowerCase()}[${attribute}]`, text: value});
      }
      if (element instanceof HTMLInputElement && ['button', 'submit'].includes(element.type) && element.value) {
        found.push({where: 'input[value]', text: element.value});
      }
    }
    return found;
  }, NAME_ATTRIBUTES);
}

/** The keys a form field's label names in parentheses: the page's front matter and the collections' fields. */
const FILE_KEYS = new Set<string>(['title', 'description', ...Object.values(COLLECTION_FIELDS).flat()]);

/** Addresses, routes, file names and a field's file key in parentheses: the site's code, not the editor's words. */
function withoutCode(text: string): string {
  return text
    .replace(/\((\w+)\)/g, (whole, key: string) => (FILE_KEYS.has(key) ? ' ' : whole))
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(?:^|[\s(„"'])\/[\w\-/.#]*/g, ' ')
    .replace(/[\w.*-]+(?:\/[\w.*-]+)+/g, ' ')
    .replace(/[\w-]+\.(?:mdx|md|yml|yaml|png|jpe?g|webp|avif|gif|svg|json)\b/g, ' ');
}

/** The finder with the allowed names and the site's component names (a writer types them: `<FaqList>`). */
export function editorEnglishFinder(): Promise<EnglishFinder> {
  return createEnglishFinder([...EDITOR_ALLOWED_NAMES, ...blockComponents().map((component) => component.name)]);
}

/** Each shown text with English words in it, and the words. */
export function englishIn(texts: readonly ShownText[], finder: EnglishFinder): string[] {
  const flagged = texts.flatMap(({where, text}) => {
    const words = finder.englishWords(withoutCode(text));
    return words.length > 0 ? [`${where}: „${text}” (${words.join(', ')})`] : [];
  });
  return [...new Set(flagged)];
}
