// Every MDX component says what it is for and names its props in Hungarian and in English (`texts` of its
// `mdx.ts`), and the built region's language picks them: the Hungarian build shows the Hungarian texts, and
// with Canada built the catalogue's summaries and the editor's component forms read English, with no Hungarian.
import type {FieldSpec, ObjectSpec} from '@site/src/admin/blocks/fields';
import {type MdxComponentDefinition, textsIn} from '@site/src/components/defineMdxComponent';
import {mdxComponents} from '@site/src/components/mdxComponents.generated';
import {EDITOR_ALLOWED_NAMES} from '@site/tests/helpers/editorAllowedNames';
import {HUNGARIAN, prose, shapeOf, stringsOf} from '@site/tests/helpers/englishTexts';
import {createEnglishFinder, type EnglishFinder} from '@site/tests/helpers/englishWords';
import {inRegion} from '@site/tests/helpers/inRegion';

type Registry = Record<string, MdxComponentDefinition>;
const HUNGARY = mdxComponents as Registry;

/* eslint-disable @typescript-eslint/no-require-imports -- the modules as the Canadian build loads them */
function load() {
  const generated =
    require('@site/src/components/mdxComponents.generated') as typeof import('@site/src/components/mdxComponents.generated');
  const blocks = require('@site/src/admin/blocks/fields') as typeof import('@site/src/admin/blocks/fields');
  return {components: generated.mdxComponents as Registry, blocks: blocks.blockComponents()};
}
/* eslint-enable @typescript-eslint/no-require-imports */

let canada: ReturnType<typeof load> | undefined;
inRegion('GGPCA', () => {
  canada = load();
});
if (!canada) throw new Error('the modules did not load');
const {components: CANADA, blocks: CANADA_FORMS} = canada;

/** What a component form shows of a field: its label, its choices' names and its items' fields. */
function shownTexts(spec: FieldSpec | ObjectSpec): string[] {
  const own = [spec.label];
  if (spec.kind === 'input') return [...own, ...Object.values(spec.optionNames)];
  if (spec.kind === 'object') return [...own, ...spec.fields.flatMap(shownTexts)];
  if (spec.kind === 'list') return [...own, ...shownTexts(spec.item)];
  return own;
}

let finder: EnglishFinder;
beforeAll(async () => {
  finder = await createEnglishFinder(EDITOR_ALLOWED_NAMES);
}, 60_000);

describe.each(Object.entries(HUNGARY))('%s', (name, definition) => {
  const hu = textsIn(definition.texts, 'hu');
  const en = textsIn(definition.texts, 'en');

  it('has a summary and labels in Hungarian and in English, naming the same props and choices', () => {
    expect(Object.keys(definition.texts.summary).sort()).toEqual(['en', 'hu']);
    for (const label of Object.values(definition.texts.labels)) expect(Object.keys(label).sort()).toEqual(['en', 'hu']);
    expect(shapeOf(en.labels)).toEqual(shapeOf(hu.labels));
    expect(en.summary).not.toBe('');
  });

  it('shows the Hungarian texts in the Hungarian build', () => {
    expect(definition.summary).toBe(hu.summary);
    expect(definition.labels).toEqual(hu.labels);
  });

  it('shows the English texts in the Canadian build', () => {
    const canadian = textsIn(CANADA[name].texts, 'en');
    expect(CANADA[name].summary).toBe(canadian.summary);
    expect(CANADA[name].labels).toEqual(canadian.labels);
  });

  it('has English texts with no Hungarian in them', () => {
    const texts = [CANADA[name].summary, ...stringsOf(CANADA[name].labels)];
    for (const text of texts) expect(text).not.toMatch(HUNGARIAN);
    expect(texts.flatMap((text) => finder.hungarianWords(prose(text)))).toEqual([]);
  });

  it('differs from the Hungarian in every text that is words, not a game or product name', () => {
    const hungarian = [hu.summary, ...stringsOf(hu.labels)];
    const english = [CANADA[name].summary, ...stringsOf(CANADA[name].labels)];
    const same = english.filter((text, at) => text === hungarian[at] && !EDITOR_ALLOWED_NAMES.includes(text));
    expect(same).toEqual([]);
  });
});

describe("Canada's component forms", () => {
  const shown = CANADA_FORMS.flatMap((component) => [component.summary, ...component.fields.flatMap(shownTexts)]);

  it('show every component, with its fields and choices (the check below can fail)', () => {
    expect(CANADA_FORMS.map((component) => component.name)).toEqual(Object.keys(HUNGARY).sort());
    expect(shown).toEqual(
      expect.arrayContaining(['Questions', 'Heading level of the questions', 'Heading 2', 'Four-colour deck']),
    );
  });

  it('speak English only', () => {
    for (const text of shown) expect(text).not.toMatch(HUNGARIAN);
    expect(shown.flatMap((text) => finder.hungarianWords(prose(text)))).toEqual([]);
  });
});
