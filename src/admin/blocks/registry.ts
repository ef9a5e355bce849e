/**
 * The components a writer can insert or edit with a form: every one of the generated registry
 * (`src/components/mdxComponents.generated.ts`, from the components' `mdx.ts`), with its summary in the
 * built region's language, whether pages use it without an import, and its form (`fields.ts`).
 */
import type {MdxComponentDefinition} from '../../components/defineMdxComponent';
import {mdxComponents} from '../../components/mdxComponents.generated';
import {type FieldSpec, formFields} from './fields';

export interface BlockComponent {
  name: string;
  summary: string;
  /** used without an import */
  global: boolean;
  definition: MdxComponentDefinition;
  fields: readonly FieldSpec[];
  /** takes text between its tags (its catalogue example has some): a new block gets a content box */
  takesChildren: boolean;
}

const COMPONENTS: ReadonlyMap<string, BlockComponent> = new Map(
  Object.entries(mdxComponents as Record<string, MdxComponentDefinition>).map(([name, definition]) => [
    name,
    {
      name,
      summary: definition.summary,
      global: definition.global,
      definition,
      fields: formFields(definition.schema, definition.labels),
      takesChildren: definition.example.children !== undefined,
    },
  ]),
);

/** Every component, by name. */
export function blockComponents(): BlockComponent[] {
  return [...COMPONENTS.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function blockComponent(name: string): BlockComponent | undefined {
  return COMPONENTS.get(name);
}
