// The module the collections plugin writes at build time (`COLLECTIONS_DATA_FILE`), as the pages import it.
declare module '@generated/collections/default/collections.json' {
  const data: import('@site/src/lib/collections').CollectionEntries;
  export default data;
}
