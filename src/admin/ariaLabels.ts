/**
 * Screen-reader names Decap's interface hard-codes in English, outside its locale strings (the notification's
 * close button and timer come from its toast library): each is put in the region's language (`locale/editorTexts.ts`)
 * as soon as it appears.
 */
import {siteTexts} from './locale/editorTexts';

/** Decap's English names, with what the region's screen reader should say. */
const ARIA_LABELS = siteTexts.ariaLabels;

const SELECTOR = Object.keys(ARIA_LABELS)
  .map((english) => `[aria-label="${english}"]`)
  .join(',');

/** Puts every English name under `root` (and `root` itself) in the region's language. */
export function translateAriaLabels(root: Element): void {
  for (const element of [root, ...root.querySelectorAll(SELECTOR)]) {
    const english = element.getAttribute('aria-label') ?? '';
    if (Object.hasOwn(ARIA_LABELS, english)) element.setAttribute('aria-label', ARIA_LABELS[english] ?? english);
  }
}

/** Keeps the page's screen-reader names in the region's language as Decap draws (and redraws) its interface. */
export function keepAriaLabelsHungarian(doc: Document): MutationObserver {
  translateAriaLabels(doc.documentElement);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes' && mutation.target instanceof Element) translateAriaLabels(mutation.target);
      for (const node of mutation.addedNodes) if (node instanceof Element) translateAriaLabels(node);
    }
  });
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return observer;
}
