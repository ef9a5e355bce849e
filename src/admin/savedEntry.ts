/**
 * After a save, Decap compares the form with the entry as it was *loaded*, not as it was just saved: a field
 * typed back to its loaded value counts as "no change" (the button says „Közzétéve” / „Módosítások mentve”) and
 * the value is never written. So after each save the saved entry is put in Decap's store as the entry on record
 * (`ENTRY_SUCCESS`, the action Decap's own `loadEntry` ends with): the form is then compared with what the file
 * holds now.
 */
import type {DecapCms} from './decapApi';
import {type DecapAction, decapStore} from './decapStore';

/** The saved entry (an Immutable.js map) as Decap's `postSave` event hands it. */
interface SavedEntry {
  get: (key: string) => unknown;
  toJS: () => Record<string, unknown>;
}

/** The action that makes `entry` the one on record for its collection (what a fresh load would store). */
export function savedEntryAction(entry: SavedEntry): DecapAction {
  return {type: 'ENTRY_SUCCESS', payload: {collection: entry.get('collection'), entry: entry.toJS()}};
}

export function recordSavedEntries(cms: DecapCms): void {
  cms.registerEventListener({
    name: 'postSave',
    handler: ({entry}: {entry: SavedEntry}) => {
      decapStore(document.getElementById('nc-root'))?.dispatch(savedEntryAction(entry));
    },
  });
}
