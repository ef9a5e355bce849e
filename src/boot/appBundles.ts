import {APP_BUNDLES_ID, type ListedBundle} from './onDemand';

function isListedBundle(value: unknown): value is ListedBundle {
  if (typeof value !== 'object' || value === null) return false;
  const {src, integrity} = value as Record<string, unknown>;
  return typeof src === 'string' && (typeof integrity === 'string' || integrity === null);
}

/** The app's bundles the page lists, in the order they run; none when the list is missing or not a list. */
export function listedAppBundles(page: Document): ListedBundle[] {
  const text = page.getElementById(APP_BUNDLES_ID)?.textContent ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isListedBundle) : [];
}

/** Runs the listed bundles: real scripts in document order (the webpack runtime before the main bundle). */
export function addAppBundles(page: Document): void {
  for (const bundle of listedAppBundles(page)) {
    const script = page.createElement('script');
    script.src = bundle.src;
    if (bundle.integrity) script.setAttribute('integrity', bundle.integrity);
    script.async = false;
    page.head.appendChild(script);
  }
}
