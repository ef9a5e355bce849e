// Test stand-in for the collections plugin's generated module: the entries are set per test with `setMockCollections`.
import type {CollectionEntries} from '@site/src/lib/collections';

const collections: CollectionEntries = {promotions: [], tournaments: []};

export function setMockCollections(entries: CollectionEntries): void {
  Object.assign(collections, entries);
}

export default collections;
