import {APP_BUNDLES_ID, type ListedBundle} from './onDemand';

function isListedBundle(value: unknown): value is ListedBundle {
  const {src, integrity} = (value ?? {}) as Partial<Record<string, unknown>>;
  return typeof src === 'string' && (typeof integrity === 'string' || integrity === null);
}

export function listedAppBundles(page: Document): ListedBundle[] {
  try {
    const parsed: unknown = JSON.parse(page.getElementById(APP_BUNDLES_ID)?.textContent ?? '');
    return Array.isArray(parsed) ? parsed.filter(isListedBundle) : [];
  } catch {
    return [];
  }
}

/** Real scripts in document order (the webpack runtime before the main bundle). */
export function addAppBundles(page: Document): void {
  for (const bundle of listedAppBundles(page)) {
    const script = page.createElement('script');
    script.src = bundle.src;
    if (bundle.integrity) script.setAttribute('integrity', bundle.integrity);
    script.async = false;
    page.head.appendChild(script);
  }
}
