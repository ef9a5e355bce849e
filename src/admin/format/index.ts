/**
 * The editor's file formats, registered with `CMS.registerCustomFormat(name, extension, format)`: both keep a
 * file byte-for-byte when it is saved unchanged, and change only the edited part when it is not.
 * `fromFile(text)` gives the values plus the text under `SOURCE_KEY`; `toFile(data, sortedKeys)` writes it back.
 */
import {FORMATS} from '../decapConfig';
import {NULL_WHEN_EMPTY} from '../entryValues';
import {fromFile as fromMdx, toFile as toMdx} from './frontMatterFile';
import {type EntryData, fromFile as fromYaml, toFile as toYaml} from './yamlDocument';

export {SOURCE_KEY} from './yamlDocument';

/** MDX pages: YAML front matter and the page's text as `body`. */
export const MDX_FORMAT = {name: FORMATS.mdx, extension: 'mdx', fromFile: fromMdx, toFile: toMdx} as const;

/** Collection entries: a whole YAML file, whose empty `ends` is written `ends: null` (`entryValues.ts`). */
export const YAML_FORMAT = {
  name: FORMATS.yaml,
  extension: 'yml',
  fromFile: fromYaml,
  // Decap passes its field comments third: only the data and the field order are taken.
  toFile: (data: EntryData, sortedKeys?: readonly string[]) => toYaml(data, sortedKeys, NULL_WHEN_EMPTY),
} as const;
