/**
 * What the block form tests share: the site's pages, a new block's form filled in, a result's text or refusals,
 * and the writers' check's own findings for a page body.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {propsRule} from '@site/scripts/check/rules/props';
import type {BlockResult} from '@site/src/admin/blocks/blockEdit';
import type {Refusal} from '@site/src/admin/blocks/blockEdit';
import {blockComponent} from '@site/src/admin/blocks/fields';
import {emptyForm, type FieldState, type FormState, updateField} from '@site/src/admin/blocks/formState';
import {splitFrontMatter} from '@site/src/admin/format/frontMatterFile';

import {checkText} from './checkFiles';

const PAGES_PATH = 'i18n/hu/docusaurus-plugin-content-pages';
const PAGES_DIR = path.resolve(__dirname, '../..', PAGES_PATH);
export const PAGES = readdirSync(PAGES_DIR, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .sort();
export const MODULES = {
  SectionIndex: '@site/src/components/content/SectionIndex',
  OutsOddsTable: '@site/src/components/poker/OutsOddsTable',
};

function read(page: string): string {
  return readFileSync(path.join(PAGES_DIR, page), 'utf8');
}

export function bodyOf(page: string): string {
  return splitFrontMatter(read(page))!.body;
}

export const input = (text: string): FieldState => ({kind: 'input', text});

/** The form of a new `name` block, with the given inputs (`['items', 0, 'question']` → its text). */
export function newForm(name: string, inputs: [(string | number)[], string][]): FormState {
  let form = emptyForm(blockComponent(name)!.fields);
  for (const [at, text] of inputs) form = updateField(form, at, () => input(text));
  return form;
}

export function written(result: BlockResult): string {
  if (!result.ok) throw new Error(result.refusals.map((refusal) => refusal.message).join('\n'));
  return result.text;
}

export function refused(result: BlockResult): Refusal[] {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.refusals;
}

/** The check's own findings (`props` rule) for a page with this body (the about-us page's front matter). */
export async function checkFindings(body: string): Promise<{message: string; fix: string}[]> {
  const text = read('about-us.mdx');
  const page = text.slice(0, text.length - splitFrontMatter(text)!.body.length) + body;
  const findings = await checkText(`${PAGES_PATH}/about-us.mdx`, page, [propsRule]);
  return findings.map(({message, fix}) => ({message, fix}));
}

export const FAQ = [
  [['items', 0, 'question'], 'Mikor kapom meg a cashbacket?'],
  [['items', 0, 'answer'], 'A játékhetet követő hétfőn.'],
] as [(string | number)[], string][];
