/** What a visitor reads of a TypeScript data file (menus, tables, card names): its strings, from its syntax tree. */
import {parse} from '@typescript-eslint/typescript-estree';

import {messages} from '../../../src/lib/check/messages';
import type {Span} from '../../../src/lib/check/visible/mask';
import {programSpans} from '../../../src/lib/check/visible/programText';

export function scriptSpans(file: string, text: string): Span[] {
  let program;
  try {
    program = parse(text, {range: true, loc: false, jsx: file.endsWith('x')});
  } catch (error) {
    throw new Error(messages.unparsableScript(file, error instanceof Error ? error.message : String(error)));
  }
  return programSpans(text, program.body);
}
