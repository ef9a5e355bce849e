/**
 * `npm run check`, the writer's one command (usage: docs/writers/checks.md). Exits 0 when there is no error
 * (warnings only print), 1 when there is, 2 when the check could not run (a bad flag, a file it cannot read).
 */
import path from 'node:path';
import {parseArgs, type ParseArgsConfig} from 'node:util';

import {SITE_ROOT} from '../../site/paths';
import {formatGithub, formatText, isWarning} from '../../src/lib/check/finding';
import {messages} from '../../src/lib/check/messages';
import {changedFiles} from './changedFiles';
import {runCheck} from './runCheck';

/** `parseArgs` in strict mode (`npm run review` shares it), its errors in the writer's language. */
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
  // Node names the argument first, in quotes: "Option '-b, --base' argument is ambiguous".
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

/** A file the check reads, as opposed to a git ref after `--changed`. */
const CHECKED_FILE = /\.(?:mdx|json|yml)$/;

/** `ref` is what `--changed` compares with, `files` are relative to the repository. */
export function parseCheckArgs(argv: string[]) {
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

/** `log` a finding (standard output), `error` the summary or why the check did not run (standard error). */
type CheckOutput = Record<'log' | 'error', (line: string) => void>;

async function check(argv: string[], out: CheckOutput): Promise<number> {
  const started = Date.now();
  const args = parseCheckArgs(argv);
  let only: string[] | undefined = args.files.length > 0 ? args.files : undefined;
  let note = '';
  if (args.changed) {
    const changed = changedFiles(args.ref);
    only = changed.files;
    note = `; ${changed.note}`;
  }
  const {findings, checkedFiles} = await runCheck({pagesDir: args.pagesDir, collectionsDir: args.collectionsDir, only});
  for (const finding of findings) out.log(args.format === 'github' ? formatGithub(finding) : formatText(finding));
  const seconds = ((Date.now() - started) / 1000).toFixed(1).replace('.', messages.decimal);
  const errors = findings.filter((finding) => !isWarning(finding));
  const warnings = findings.length - errors.length;
  const files = new Set(errors.map((finding) => finding.file)).size;
  const warningNote = warnings > 0 ? messages.warnings(warnings) : '';
  const time = `${seconds} s${note}`;
  const summary =
    errors.length === 0
      ? messages.allRight({files: checkedFiles.length, warnings: warningNote, time})
      : messages.someErrors({errors: errors.length, files, warnings: warningNote, checked: checkedFiles.length, time});
  out.error(summary);
  return errors.length === 0 ? 0 : 1;
}

export async function checkCommand(argv: string[], out: CheckOutput): Promise<number> {
  try {
    return await check(argv, out);
  } catch (error) {
    out.error(messages.crashed(error instanceof Error ? error.message : String(error)));
    return 2;
  }
}

if (require.main === module) void checkCommand(process.argv.slice(2), console).then((code) => process.exit(code));
