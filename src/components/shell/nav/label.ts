import {translate} from '@docusaurus/Translate';

/**
 * The Hungarian label of a menu item by its data key (`langKey`). The key comes from
 * `src/data`, so it cannot be a literal here; `tests/unit/navigationData.test.ts` proves every key
 * exists in `i18n/hu/code.json`, and the key itself is the fallback.
 */
export function navLabel(langKey: string): string {
  return translate({id: langKey, message: langKey});
}
