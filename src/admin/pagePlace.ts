/**
 * The page a form field belongs to: the configuration writes the page's file and route on each of its fields
 * (`decapConfig.ts`), and the field's widget reads them back for the writers' check it runs before a save
 * (`scripts/check/formCheck.ts`: the page-name rule needs the route).
 */
import type {PagePlace} from '../../scripts/check/formCheck';
import type {ControlProps} from './decapApi';

/** The configuration's own field keys, not Decap's (Decap keeps a field's unknown keys and ignores them). */
export const PAGE_FILE_KEY = 'pageFile';
export const PAGE_ROUTE_KEY = 'pageRoute';

export function pagePlaceOf(field: ControlProps['field']): PagePlace {
  const file = field.get(PAGE_FILE_KEY);
  const route = field.get(PAGE_ROUTE_KEY);
  return {file: typeof file === 'string' ? file : '', route: typeof route === 'string' ? route : ''};
}
