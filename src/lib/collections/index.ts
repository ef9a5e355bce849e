/** The promotions and tournaments collections. Pure, so the browser editor can use it; Node reads the files. */
export * from './figurePlaceholders';
export * from './listing';
export * from './paths';
export * from './schema';
export * from './types';
