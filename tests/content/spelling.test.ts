/**
 * @jest-environment node
 */
// Hungarian spelling of every MDX page under i18n/hu and of the UI strings in i18n/hu/code.json, with cspell
// and the project config `cspell.config.yaml` (Hungarian dictionary + the word list `cspell-words.txt`).
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CSPELL_BIN = path.join(ROOT, 'node_modules/cspell/bin.mjs');
const WORD_LIST = 'cspell-words.txt';
const TARGETS = ['i18n/hu/**/*.mdx', 'i18n/hu/code.json'];

interface Issue {
  file: string;
  line: number;
  /** The whole word as written (cspell reports only the unknown part of `GGPokernél`, i.e. `Pokernél`). */
  word: string;
}

interface CspellRun {
  status: number | null;
  output: string;
  issues: Issue[];
}

const ISSUE_LINE = /^(.+?):(\d+):(\d+) - Unknown word \((.+)\)/;
const WORD_CHAR = /[\p{L}\p{M}\p{N}'’]/u;

/** Widens a reported fragment to the whole word around it, so a writer can copy it to the word list. */
function wholeWord(text: string, column: number, fragment: string): string {
  let start = column - 1;
  let end = start + fragment.length;
  while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start -= 1;
  while (end < text.length && WORD_CHAR.test(text[end]!)) end += 1;
  return text.slice(start, end).replace(/^['’]+|['’]+$/g, '') || fragment;
}

function runCspell(args: string[], input?: string): CspellRun {
  const result = spawnSync(
    process.execPath,
    [CSPELL_BIN, 'lint', '--config', 'cspell.config.yaml', '--no-progress', '--no-summary', '--no-color', ...args],
    {cwd: ROOT, encoding: 'utf8', input, maxBuffer: 16 * 1024 * 1024},
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const lines = new Map<string, string[]>();
  const issues: Issue[] = [];
  for (const raw of output.split('\n')) {
    const match = ISSUE_LINE.exec(raw.trim());
    if (!match) continue;
    const [, file, lineText, columnText, fragment] = match as unknown as [string, string, string, string, string];
    const line = Number(lineText);
    // With `input`, cspell read stdin (reported under the stdin path); otherwise the named file.
    const fileLines =
      lines.get(file) ?? (input ?? readFileSync(path.resolve(ROOT, file), 'utf8')).split('\n');
    lines.set(file, fileLines);
    const word = wholeWord(fileLines[line - 1] ?? '', Number(columnText), fragment);
    issues.push({file: path.relative(ROOT, path.resolve(ROOT, file)), line, word});
  }
  return {status: result.status, output, issues};
}

function report(issues: Issue[]): string {
  const byWord = new Map<string, string[]>();
  for (const {file, line, word} of issues) {
    const where = `${file.replace('i18n/hu/docusaurus-plugin-content-pages/', 'pages/')}:${line}`;
    byWord.set(word, [...(byWord.get(word) ?? []), where]);
  }
  const rows = [...byWord]
    .sort(([a], [b]) => a.localeCompare(b, 'hu'))
    .map(([word, places]) => `  ${word.padEnd(28)} ${places.slice(0, 4).join(', ')}${places.length > 4 ? ', …' : ''}`);
  return [
    `cspell found ${byWord.size} unknown word(s) in the Hungarian text:`,
    '',
    ...rows,
    '',
    'For each word:',
    '  - misspelled (typo, missing or wrong accent)? Fix it in the file named beside it.',
    `  - correct (a brand or format name, a poker term, a Hungarian form the dictionary lacks)? Add it to`,
    `    ${WORD_LIST} exactly as listed above, one word per line, in alphabetical order. Write ordinary`,
    '    words in lowercase (they then also match at the start of a sentence); keep brands as written.',
    '  Never add a misspelling to the list, and never add ignore patterns for Hungarian text.',
    'Re-run only this check: npx jest tests/content/spelling.test.ts',
  ].join('\n');
}

describe('Hungarian spelling (cspell)', () => {
  it('finds no unknown word in the MDX pages and code.json', () => {
    const started = Date.now();
    const run = runCspell(TARGETS);
    const seconds = (Date.now() - started) / 1000;
    if (run.issues.length > 0) throw new Error(report(run.issues));
    if (run.status !== 0) throw new Error(`cspell did not run cleanly (exit ${run.status}):\n${run.output}`);
    // A slow check is a sign of a broken pattern; the whole site takes a few seconds.
    expect(seconds).toBeLessThan(60);
  }, 120_000);

  it('catches typos and missing accents, in prose and in JSX props, but skips code', () => {
    // One probe (each cspell run loads the dictionary anew): only the three misspellings may be reported.
    const probe = [
      "import HomeHero from '@site/src/components/home/HomeHero';",
      '',
      '# Próba',
      '',
      'A jatekos az asztalnal ül. A játékos az asztalnál ül. Játékos, JÁTÉKOS, és GHz-es, WSOP-hez.',
      '',
      '<HomeHero ctaLabel="Töltsd le ingyen" ctaTo="/download/" items={[{title: \'Hibás szöveeg\'}]} />',
      '',
      'Lásd a [letöltést](/download/) és a `closeRM` sütit.',
    ].join('\n');
    const run = runCspell(['stdin://i18n/hu/docusaurus-plugin-content-pages/spelling-probe.mdx'], probe);
    expect(run.issues.map((issue) => issue.word).sort()).toEqual(['asztalnal', 'jatekos', 'szöveeg']);
  }, 60_000);

  it('keeps the word list clean: one word per line, no duplicates, every word still used', () => {
    const words = readFileSync(path.join(ROOT, WORD_LIST), 'utf8').split('\n').filter((line) => line.trim() !== '');
    expect(words.filter((word) => !/^[\p{L}\p{M}\p{N}'’&.-]+$/u.test(word))).toEqual([]);
    const seen = new Set<string>();
    const duplicates = words.filter((word) => (seen.has(word) ? true : (seen.add(word), false)));
    expect(duplicates).toEqual([]);

    const corpus = runCspellCorpus();
    const unused = words.filter((word) => !corpus.has(word.toLocaleLowerCase('hu')));
    if (unused.length > 0) {
      throw new Error(
        `These words in ${WORD_LIST} no longer appear in any page or in code.json; remove them:\n  ${unused.join('\n  ')}`,
      );
    }
  });
});

/** Every word of the checked texts, lowercased, to find word-list entries nothing uses any more. */
function runCspellCorpus(): Set<string> {
  const dir = path.join(ROOT, 'i18n/hu');
  const files = (readdirSync(dir, {recursive: true}) as string[]).filter(
    (file) => file.endsWith('.mdx') || file === 'code.json',
  );
  const words = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8').toLocaleLowerCase('hu');
    for (const match of text.matchAll(/[\p{L}\p{M}\p{N}'’&.-]+/gu)) {
      // Quotes around a word (JSX strings: 'Streamelhetek …') are not part of it; Hold'em keeps its own.
      for (const part of [match[0], ...match[0].split(/[-.&]/)]) words.add(part.replace(/^['’]+|['’]+$/g, ''));
    }
  }
  return words;
}
