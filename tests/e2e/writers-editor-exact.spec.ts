import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';
import matter from 'gray-matter';

import {mdxCompileRule} from '../../scripts/check/rules/mdxCompile';
import {pageFiles, routeOfPage} from '../../site/routes';
import {pageEntryName} from '../../src/admin/decapConfig';
import {parseYaml} from '../../src/admin/format/yamlDocument';
import {textRulesForLocale} from '../../src/lib/check/rules/textRules';
import {checkText} from '../helpers/checkFiles';
import {COLLECTIONS, type EditorBackend, PAGES, publish, startEditorBackend, TRIAL_DESCRIPTION} from './editorBackend';
import {expect, test} from './fixtures';
import {editorAt, leaveUnsaved, takeRefusedSaveError, useSharedEditor} from './writersEditorSetup';

/**
 * The writers' editor is exact: nothing the writers' check refuses is saved, a page and an entry of every shape
 * the repository has (every field with each kind of value) open and save unchanged, a value typed back after a
 * save is written, an amount typed with ordinary spaces is saved as the site writes it, and promotions preview
 * their own card. Against the local backend in file mode (`npm run edit`) on a temporary copy of the content: the
 * files on disk are what a save wrote.
 */

const DESCRIPTION = 'Leírás a keresőknek (description)';
let backend: EditorBackend;
const onDisk = (file: string) => backend.onDisk(file);

test.describe.configure({mode: 'serial'});
test.beforeAll(async () => {
  backend = await startEditorBackend('fs');
});
test.afterAll(() => backend.stop());
const editor = useSharedEditor();

/** Selects the whole field and types `text` (or pastes it in one input), as a person replaces a value. */
async function retype(page: Page, label: string | RegExp, text: string, how: 'type' | 'paste' = 'type'): Promise<void> {
  await page.getByLabel(label, {exact: true}).click();
  await page.keyboard.press('ControlOrMeta+A');
  await (how === 'type' ? page.keyboard.type(text) : page.keyboard.insertText(text));
}

/** Every page (`pages/entries/<name>`) and every promotion and tournament (`<kind>/entries/<slug>`), with its file. */
const ENTRIES: {hash: string; file: string}[] = [
  ...pageFiles().map((relative) => {
    const {data} = matter(readFileSync(path.join(PAGES, relative), 'utf8'));
    return {hash: `pages/entries/${pageEntryName(routeOfPage(relative, data.slug))}`, file: `${PAGES}/${relative}`};
  }),
  ...['promotions', 'tournaments'].flatMap((kind) =>
    readdirSync(path.join(COLLECTIONS, kind))
      .filter((name) => name.endsWith('.yml'))
      .sort()
      .map((name) => ({hash: `${kind}/entries/${name.slice(0, -4)}`, file: `${COLLECTIONS}/${kind}/${name}`})),
  ),
];

test('a page text that is not valid MDX is refused with the check’s own message, and nothing is written', async () => {
  const {page} = editor;
  const file = `${PAGES}/about-us.mdx`;
  const before = onDisk(file);
  await editorAt(page, 'pages/entries/about-us');
  const body = page.getByLabel('Az oldal szövege (MDX)');
  const sentence = 'egyetlen célt tart szem előtt';
  await expect(body).toHaveValue(new RegExp(sentence));
  const broken = (await body.inputValue()).replace(sentence, 'egyetlen {célt tart szem előtt');
  await body.fill(broken);
  await publish(page);
  // What `npm run check` says about the page with this text.
  const findings = await checkText(file, before.replace(sentence, 'egyetlen {célt tart szem előtt'), [mdxCompileRule]);
  expect(findings).toHaveLength(1);
  const {message, fix} = findings[0] as {message: string; fix: string};
  await expect(page.getByText(`${message} → ${fix}`, {exact: false})).toBeVisible();
  // Given time to write, the backend wrote nothing.
  await expect(page.getByRole('button', {name: 'Közzététel', exact: true})).toBeEnabled();
  expect(onDisk(file)).toBe(before);
  await takeRefusedSaveError(editor.problems);
  await leaveUnsaved(page);
});

test('a page text breaking a rule of the check is refused with the rule’s own message, and nothing is written', async () => {
  const {page} = editor;
  const file = `${PAGES}/about-us.mdx`;
  const before = onDisk(file);
  await editorAt(page, 'pages/entries/about-us');
  const body = page.getByLabel('Az oldal szövege (MDX)');
  const sentence = 'egyetlen célt tart szem előtt';
  await expect(body).toHaveValue(new RegExp(sentence));
  // Money the English way: not a matter of spaces, so the editor cannot put it right itself.
  const wrong = `${sentence}, akár $0.50 tétért is`;
  await body.fill((await body.inputValue()).replace(sentence, wrong));
  await publish(page);
  // What `npm run check` says about the page with this text.
  const findings = await checkText(file, before.replace(sentence, wrong), textRulesForLocale('hu'));
  expect(findings.map(({rule}) => rule)).toEqual(['penz-formatum']);
  const {message, fix} = findings[0] as {message: string; fix: string};
  await expect(page.getByText(`${message} → ${fix}`, {exact: false})).toBeVisible();
  // Given time to write, the backend wrote nothing.
  await expect(page.getByRole('button', {name: 'Közzététel', exact: true})).toBeEnabled();
  expect(onDisk(file)).toBe(before);
  await takeRefusedSaveError(editor.problems);
  await leaveUnsaved(page);
});

test('a field typed back to its value after a save is written', async () => {
  const {page} = editor;
  const file = `${PAGES}/contact.mdx`;
  const before = onDisk(file);
  await editorAt(page, 'pages/entries/contact');
  const original = await page.getByLabel(DESCRIPTION).inputValue();
  await retype(page, DESCRIPTION, TRIAL_DESCRIPTION);
  await publish(page);
  await expect.poll(() => onDisk(file)).toContain(TRIAL_DESCRIPTION);
  await retype(page, DESCRIPTION, original);
  await publish(page);
  await expect.poll(() => onDisk(file)).toBe(before);
});

test('an amount typed with ordinary spaces is saved with the site’s no-break spaces', async () => {
  const {page} = editor;
  const file = `${COLLECTIONS}/promotions/play-money.yml`;
  const before = parseYaml(onDisk(file));
  await editorAt(page, 'promotions/entries/play-money');
  // The amount may be left out (a promotion without a highlight figure): Decap adds „(nem kötelező)” to its label.
  await retype(page, /^Összeg \(amount\)/, '12 345 P');
  await publish(page);
  await expect.poll(() => parseYaml(onDisk(file))?.amount).toBe('12\u00a0345\u00a0P');
  expect({...parseYaml(onDisk(file)), amount: before?.amount}).toEqual(before);
});

test('a promotion’s preview shows its own card, not the /promotions/ page', async () => {
  const {page} = editor;
  await editorAt(page, 'promotions/entries/welcome-bonus');
  const title = String(parseYaml(onDisk(`${COLLECTIONS}/promotions/welcome-bonus.yml`))?.title);
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', {level: 2, name: title})).toBeVisible();
  await expect(preview.locator('.admin-preview-meta')).toHaveCount(0);
  await expect(preview.getByRole('link', {name: 'Részvételi feltételek'})).toBeVisible();
});

test('the search finds the pages and entries that hold the word, and only those', async () => {
  const {page} = editor;
  const word = 'fejpénz';
  // Decap searches every field of a page, but only the title of a promotion or tournament.
  const searched = (file: string) => (file.endsWith('.yml') ? String(parseYaml(onDisk(file))?.title) : onDisk(file));
  const holding = ENTRIES.filter(({file}) => searched(file).toLowerCase().includes(word)).map(({hash}) => hash);
  expect(holding.length).toBeGreaterThan(0);
  await editorAt(page);
  const search = page.getByPlaceholder('Keresés mindenhol');
  await search.click();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Találatok erre: „${word}”`)).toBeVisible();
  const results = page.locator('main a[href*="/entries/"]');
  await expect(results).toHaveCount(holding.length);
  const found = await results.evaluateAll((links) =>
    links.map((link) => (link.getAttribute('href') ?? '').replace(/^#\/collections\//, '')),
  );
  expect(found.sort()).toEqual([...holding].sort());
});

/**
 * The lines of `after` that differ from `before`, and the lines they replaced: what lies between the longest common
 * run of first lines and of last lines.
 */
function changedLines(before: string, after: string): {was: string; now: string} {
  const [old, now] = [before.split('\n'), after.split('\n')];
  let first = 0;
  while (first < old.length && first < now.length && old[first] === now[first]) first += 1;
  let last = 0;
  while (last < old.length - first && last < now.length - first && old.at(-1 - last) === now.at(-1 - last)) last += 1;
  return {was: old.slice(first, old.length - last).join('\n'), now: now.slice(first, now.length - last).join('\n')};
}

/** The kind of a value as the form's widget meets it: a date, a list of kinds, a map of fields, or its type. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (value instanceof Date) return 'date';
  if (Array.isArray(value)) return `[${[...new Set(value.map(kindOf))].sort().join('|')}]`;
  if (typeof value === 'object') return `{${fieldsOf(value as Record<string, unknown>)}}`;
  return typeof value;
}

function fieldsOf(values: Record<string, unknown>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${key}: ${kindOf(values[key])}`)
    .join(', ');
}

/**
 * What the form can do differently from one entry to the next: its collection, the fields it shows (each field
 * has its widget) and the kind of value in each. A page's text stays in Decap's text box byte for byte.
 */
function shapeOf({hash, file}: {hash: string; file: string}): string {
  const text = readFileSync(file, 'utf8');
  const values = file.endsWith('.mdx') ? matter(text).data : (parseYaml(text) ?? {});
  return `${hash.split('/')[0]}: ${fieldsOf(values)}`;
}

/**
 * One entry of each shape, the first in the list's order. What every entry's own bytes do is proved for all of
 * them in Jest: each file round-trips byte for byte through Decap's data model and a changed title changes one
 * line (`tests/unit/src/admin/format/yamlDocument.test.ts`), and each page's title, description and text and each
 * entry's texts pass the form's check (`tests/unit/src/lib/check/formCheck.test.ts`). What only the browser shows
 * is the form's widgets reading and writing the values, which differs only by shape.
 */
const SHAPES = ENTRIES.map(shapeOf);
const ONE_OF_EACH_SHAPE = ENTRIES.filter((_, index) => SHAPES.indexOf(SHAPES[index]) === index);

test.describe('a page and an entry of every shape open and save unchanged', () => {
  for (const {hash, file} of ONE_OF_EACH_SHAPE) {
    test(hash, async () => {
      const {page} = editor;
      const before = onDisk(file);
      // A page's title is its name, which the form keeps (the check's `oldalnev`): a page changes its description.
      const [field, label, trial, original] = file.endsWith('.mdx')
        ? ['description', DESCRIPTION, TRIAL_DESCRIPTION, String(matter(before).data.description)]
        : ['title', 'Cím (title)', 'Próbacím', String(parseYaml(before)?.title)];
      await editorAt(page, hash);
      // The form shows this entry's value (not the one opened before it) before anything is typed.
      await expect(page.getByLabel(label, {exact: true})).toHaveValue(original);
      // Pasted over the selected value, not typed key by key: what is checked is the file a save writes (typing,
      // and a value typed back byte for byte, are the tests' above). After the save the editor says it is
      // published, as a writer waits to see before going on: the next entry then starts from a saved form.
      await retype(page, label, trial, 'paste');
      await publish(page);
      await expect(page.getByRole('button', {name: 'Közzétéve'})).toBeVisible();
      await expect.poll(() => onDisk(file)).toContain(trial);
      // Saved unchanged: every line but the field's is the file's own, byte for byte, and those lines held the
      // field's old value and now hold the new one.
      const {was, now} = changedLines(before, onDisk(file));
      expect(parseYaml(was)).toEqual({[field]: original});
      expect(parseYaml(now)).toEqual({[field]: trial});
    });
  }
});
