/** Spelling of the interface strings: every `message` of `i18n/hu/code.json`, placeholders (`{year}`) left out. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Speller} from '../spelling/speller';
import type {Finding} from './finding';
import {spellingFindings} from './rules/spelling';
import {ROOT} from './site';

const CODE_JSON = 'i18n/hu/code.json';

export function codeJsonFindings(speller: Speller): Finding[] {
  const text = readFileSync(path.join(ROOT, CODE_JSON), 'utf8');
  const prose = text.split('\n').flatMap((line, index) => {
    const match = /^(\s*"message":\s*")((?:[^"\\]|\\.)*)"/.exec(line);
    if (!match) return [];
    const value = (match.at(2) ?? '').replace(/\{\w+\}/g, (placeholder) => ' '.repeat(placeholder.length));
    return [{text: value, line: index + 1, column: (match.at(1) ?? '').length + 1}];
  });
  return spellingFindings(prose, speller).map((finding) => ({...finding, file: CODE_JSON, rule: 'spelling'}));
}
