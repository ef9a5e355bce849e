import type {FieldSpec, ObjectSpec} from '@site/src/admin/blocks/fields';
import {blockComponents} from '@site/src/admin/blocks/fields';
import {EDITOR_ALLOWED_NAMES} from '@site/tests/helpers/editorAllowedNames';
import {createEnglishFinder, type EnglishFinder} from '@site/tests/helpers/englishWords';

let finder: EnglishFinder;
beforeAll(async () => {
  finder = await createEnglishFinder(EDITOR_ALLOWED_NAMES);
}, 60_000);

/** What the component form shows of a field: `Component.prop: label`, and each choice's name. */
function shown(component: string, spec: FieldSpec | ObjectSpec, prefix = ''): {where: string; text: string}[] {
  const where = `${component}.${prefix}${spec.name}`;
  const own = [{where, text: spec.label}];
  if (spec.kind === 'input') {
    return [
      ...own,
      ...spec.options.map((option) => ({where: `${where}=${option}`, text: spec.optionNames[option] ?? ''})),
    ];
  }
  if (spec.kind === 'list' && spec.item.kind === 'object') {
    return [...own, ...spec.item.fields.flatMap((field) => shown(component, field, `${spec.name}[].`))];
  }
  if (spec.kind === 'list') return [...own, ...shown(component, spec.item, `${spec.name}[]`).slice(1)];
  return own;
}

const SHOWN = blockComponents().flatMap((component) =>
  component.fields.flatMap((field) => shown(component.name, field)),
);

describe("the component form's labels (each component's mdx.ts)", () => {
  it('covers every component with props', () => {
    expect(SHOWN.map(({where}) => where)).toEqual(
      expect.arrayContaining(['FaqList.items', 'FaqList.items[].question', 'OutsOddsTable.variant=short-deck']),
    );
  });

  it.each(SHOWN.map(({where, text}) => [where, text]))('%s has a Hungarian name: %j', (where, text) => {
    const prop = where.split(/[.=[\]]/).at(-1) ?? '';
    expect(text).not.toBe('');
    expect(text).not.toBe(prop);
    expect(finder.englishWords(text)).toEqual([]);
  });
});
