/**
 * Hungarian UI strings of the Decap CMS editor (the writers' `/admin/` page), to register with
 * `CMS.registerLocale('hu', hu)`; replaces the incomplete `hu` locale shipped by Decap.
 *
 * The key tree is the English one of `decap-cms-locales` (`dist/esm/en/index.js`, version 3.8.2 of that package,
 * the one `decap-cms-app` 3.16.3 depends on): every English key is here, in three parts (the frame, the entry
 * editor, the media library with the workflow), with its `%{…}` placeholders and its `smart_count` plural form
 * (`egyes |||| többes`, both halves Hungarian). After a Decap upgrade the unit test
 * `tests/unit/src/admin/locale/hu.test.ts` names any key that was added, removed or lost a placeholder.
 *
 * Style: informal („te”) form as in the writers' docs, „…” quotes, en dash, `…` ellipsis; a field or collection
 * name comes after a colon where Hungarian would need an article or a suffix on it.
 */
import {huEditor} from './huEditor';
import {huLibrary} from './huLibrary';
import {huShell} from './huShell';

export const hu = {...huShell, editor: huEditor, ...huLibrary} as const;
