/**
 * The promotions and tournaments collections: types, where the files are, the one validation
 * (`parseEntry`), and which entries a page shows on a day. Pure, so the browser editor can use it too;
 * reading the files is the build plugin's and the check's job.
 */
export * from './figurePlaceholders';
export * from './listing';
export * from './paths';
export * from './schema';
export * from './types';
