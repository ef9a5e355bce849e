/**
 * A Download control tapped before the app runs is held until the app has made its link the visitor's own, then
 * tapped again. Should the app not get there in time, the static link (the download page) is followed.
 */
import {isPlainClick} from './dialogCommands';

const DOWNLOAD_CONTROL = 'a[data-download-button]';
const READY = 'data-download-ready';
/** Longest wait for the app before the static link is followed. */
export const REPLAY_TIMEOUT_MS = 8000;

function appHasHydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

/** If hydration replaced the control, the control at the same place. */
function whenReady(control: HTMLAnchorElement, index: number, done: (ready: HTMLAnchorElement) => void): () => void {
  const current = (): HTMLAnchorElement | null =>
    control.isConnected ? control : (document.querySelectorAll<HTMLAnchorElement>(DOWNLOAD_CONTROL)[index] ?? null);
  const check = (): boolean => {
    const found = current();
    if (!appHasHydrated() || found?.getAttribute(READY) !== 'true') return false;
    observer.disconnect();
    done(found);
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, {
    attributes: true,
    subtree: true,
    attributeFilter: [READY, 'data-has-hydrated'],
  });
  check();
  return () => observer.disconnect();
}

export function replayDownloadTaps(
  startApp: () => void,
  navigate: (href: string) => void = (href) => window.location.assign(href),
): void {
  let pending = false;
  document.addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(DOWNLOAD_CONTROL) : null;
      if (!control || appHasHydrated() || !isPlainClick(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (pending) return;
      pending = true;
      control.setAttribute('aria-busy', 'true');
      const index = [...document.querySelectorAll(DOWNLOAD_CONTROL)].indexOf(control);
      const fallback = window.setTimeout(() => {
        stop();
        pending = false;
        control.removeAttribute('aria-busy');
        navigate(control.href);
      }, REPLAY_TIMEOUT_MS);
      const stop = whenReady(control, index, (ready) => {
        window.clearTimeout(fallback);
        pending = false;
        control.removeAttribute('aria-busy');
        ready.click();
      });
      startApp();
    },
    true,
  );
}
