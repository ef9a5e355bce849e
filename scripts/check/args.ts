/**
 * Command-line flags of `npm run check`, and the strict parser it shares with `npm run review`: Node's
 * `parseArgs` refuses unknown flags, missing values and stray arguments, and the refusal is put in the
 * writer's language, naming the argument.
 */
import path from 'node:path';
import {parseArgs, type ParseArgsConfig} from 'node:util';

import {SITE_ROOT} from '../../site/paths';
import type {OutputFormat} from '../../src/lib/check/finding';
import {messages} from '../../src/lib/check/messages';

/** `parseArgs` in strict mode, its errors in Hungarian. */
export function parseStrictArgs<T extends ParseArgsConfig & {strict: true}>(
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw inHungarian(error);
  }
}

function inHungarian(error: unknown): unknown {
  // Duck-typed, not `instanceof Error`: under Jest the error comes from another realm's Error.
  const {code, message} = (error ?? {}) as {code?: unknown; message?: unknown};
  if (typeof message !== 'string') return error;
  // Node names the argument first, in quotes: "Unknown option '--foo'", "Option '--base <value>' argument
  // missing", "Option '-b, --base' argument is ambiguous", "Unexpected argument 'foo'".
  const name = /'(?:-\w, )?([^' ]+)/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new Error(messages.unknownOption(name));
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new Error(messages.extraArgument(name));
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      // A flag without a value, one followed by another flag, or a yes/no flag given a value (`--changed=x`).
      return new Error(message.includes('does not take') ? messages.takesNoValue(name) : messages.missingValue(name));
    default:
      return error;
  }
}

export interface CheckArgs {
  changed: boolean;
  /** what `--changed` compares with (its default is origin/main, or the local main) */
  ref?: string;
  format: OutputFormat;
  pagesDir?: string;
  collectionsDir?: string;
  /** files to check, relative to the repository */
  files: string[];
}

/** A file the check reads, as opposed to a git ref after `--changed`. */
const CHECKED_FILE = /\.(?:mdx|json|yml)$/;

export function parseCheckArgs(argv: string[]): CheckArgs {
  const {values, tokens} = parseStrictArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    tokens: true,
    options: {
      changed: {type: 'boolean'},
      format: {type: 'string'},
      pages: {type: 'string'},
      collections: {type: 'string'},
    },
  });
  const format = values.format ?? 'text';
  if (format !== 'github' && format !== 'text') throw new Error(messages.unknownFormat(format));

  // `--changed [ref]` has an optional value, which parseArgs cannot express: the argument right after
  // `--changed` is its ref unless it names a file to check.
  const changedAt = new Set(
    tokens.flatMap((token) => (token.kind === 'option' && token.name === 'changed' ? [token.index] : [])),
  );
  let ref: string | undefined;
  const files: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'positional') continue;
    if (changedAt.has(token.index - 1) && !CHECKED_FILE.test(token.value)) ref = token.value;
    else files.push(path.relative(SITE_ROOT, path.resolve(token.value)));
  }

  return {
    changed: values.changed ?? false,
    ref,
    format,
    pagesDir: values.pages === undefined ? undefined : path.resolve(values.pages),
    collectionsDir: values.collections === undefined ? undefined : path.resolve(values.collections),
    files,
  };
}
