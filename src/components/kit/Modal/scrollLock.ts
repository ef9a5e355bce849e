/**
 * Page scroll lock for modals: locked while any modal is open. Called after every change of the stack:
 * the first lock saves the page's inline styles, the last unlock restores them exactly.
 * Only called from effects (never at import or during render).
 */
interface SavedStyles {
  htmlOverflow: string;
  bodyOverflow: string;
  bodyPaddingRight: string;
}

let saved: SavedStyles | null = null;

export function syncScrollLock(locked: boolean): void {
  const html = document.documentElement;
  const {body} = document;
  if (locked && saved === null) {
    const scrollbarWidth = window.innerWidth - html.clientWidth;
    saved = {
      htmlOverflow: html.style.overflow,
      bodyOverflow: body.style.overflow,
      bodyPaddingRight: body.style.paddingRight,
    };
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    // Keep the layout from jumping when the scrollbar disappears.
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  } else if (!locked && saved !== null) {
    html.style.overflow = saved.htmlOverflow;
    body.style.overflow = saved.bodyOverflow;
    body.style.paddingRight = saved.bodyPaddingRight;
    saved = null;
  }
}
