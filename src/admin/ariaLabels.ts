/**
 * Screen-reader names Decap's interface hard-codes in English, outside its locale strings (the notification's
 * close button and timer come from its toast library): each is put in Hungarian as soon as it appears.
 */

/** Decap's English names, with what a Hungarian screen reader should say. */
const HUNGARIAN_ARIA_LABELS: Readonly<Record<string, string>> = {
  close: 'Bezárás',
  'notification timer': 'Az értesítés hátralévő ideje',
};

const SELECTOR = Object.keys(HUNGARIAN_ARIA_LABELS)
  .map((english) => `[aria-label="${english}"]`)
  .join(',');

/** Puts every English name under `root` (and `root` itself) in Hungarian. */
export function translateAriaLabels(root: Element): void {
  const elements = root.matches(SELECTOR)
    ? [root, ...root.querySelectorAll(SELECTOR)]
    : root.querySelectorAll(SELECTOR);
  for (const element of elements) {
    const hungarian = HUNGARIAN_ARIA_LABELS[element.getAttribute('aria-label') ?? ''];
    if (hungarian) element.setAttribute('aria-label', hungarian);
  }
}

/** Keeps the page's screen-reader names Hungarian as Decap draws (and redraws) its interface. */
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
