/**
 * What Decap CMS does to an entry's data between loading and saving a file, for the editor's format tests:
 * a JSON-like deep clone, and the real trip through the Immutable.js Decap uses. The kept source stays as it is.
 */
import {createRequire} from 'node:module';

import {SOURCE_KEY} from '@site/src/admin/format/yamlDocument';

type Data = Record<string, unknown>;

/** Decap keeps the data in Immutable.js maps and gives back plain objects: the values deep-cloned, the source kept. */
export function jsonTrip(data: Data): Data {
  const {[SOURCE_KEY]: source, ...values} = data;
  return {...(JSON.parse(JSON.stringify(values)) as Data), [SOURCE_KEY]: source};
}

const immutable = createRequire(createRequire(__filename).resolve('decap-cms-app/package.json'))('immutable') as {
  fromJS: (value: unknown) => {toJS: () => Data};
};

/** The real trip: `fromJS` on load, `toJS()` before `toFile`, with the Immutable.js that Decap CMS uses. */
export function immutableTrip(data: Data): Data {
  return immutable.fromJS(data).toJS();
}

/** The lines that differ between two texts of the same number of lines. */
export function changedLines(before: string, after: string): {before: string; after: string}[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [{before: line, after: b[i]}]));
}
