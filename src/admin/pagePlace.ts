/**
 * Where a page stands in the site, for the writers' check a form runs before a save
 * (`src/lib/check/formCheck.ts`): the configuration writes the page's file and route on each of its fields
 * (`decapConfig.ts`; the page-name rule needs the route), and the site's routes with their anchors under its own
 * key (the links rule needs them).
 */
import type {PagePlace, SiteRoutes} from '../lib/check/formCheck';
import type {ControlProps} from './decapApi';

/** The configuration's own field keys, not Decap's (Decap keeps a field's unknown keys and ignores them). */
export const PAGE_FILE_KEY = 'pageFile';
export const PAGE_ROUTE_KEY = 'pageRoute';

export function pagePlaceOf(field: ControlProps['field']): PagePlace {
  const file = field.get(PAGE_FILE_KEY);
  const route = field.get(PAGE_ROUTE_KEY);
  return {file: typeof file === 'string' ? file : '', route: typeof route === 'string' ? route : ''};
}

/** The routes as the configuration holds them (`{"/funds/": ["ids"]}`); anything else gives no routes. */
export function siteRoutesOf(value: unknown): SiteRoutes | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([route, anchors]) =>
      [route, new Set(Array.isArray(anchors) ? anchors.filter((id) => typeof id === 'string') : [])] as const,
  );
  return new Map(entries);
}
