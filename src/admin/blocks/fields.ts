/**
 * The form of an MDX component, read from its props schema (the one the writers' check validates a page with): a
 * field per prop, a repeatable group for a list, a code field for a shape the form cannot model. What a value may
 * be is the schema's to say (`blockEdit.ts` asks it).
 */
import {type MdxComponentDefinition, type PropLabel, richContent, route} from '../../components/defineMdxComponent';
import {mdxComponents} from '../../components/mdxComponents.generated';
import type * as z from '../../lib/schema';
import {formTexts} from '../locale/editorTexts';

const TEXT = formTexts.hints;

interface Common {
  name: string;
  /** the prop's Hungarian name in the form (the component's `mdx.ts`, `labels`); the prop's own name when it has none */
  label: string;
  required: boolean;
}

/** One input: a text (a `<textarea>` for rich content), a number, or a choice of the schema's values. */
export type InputSpec = Common & {
  kind: 'input';
  type: 'text' | 'number' | 'select';
  /** choices of a `select` */
  options: readonly string[];
  /** each choice's Hungarian name (a choice without one shows its value) */
  optionNames: Readonly<Record<string, string>>;
  /** a text that may also be JSX on the page (`richContent`): a larger box */
  rich: boolean;
  /** what the value should look like, for the field's hint */
  hint: string;
};

export type FlagSpec = Common & {kind: 'flag'};

/** A JSX or JavaScript expression, written as code (what the form cannot model). */
export type RawSpec = Common & {kind: 'raw'};

export type ScalarSpec = InputSpec | FlagSpec | RawSpec;

export type ObjectSpec = Common & {kind: 'object'; fields: readonly ScalarSpec[]};

export type ListSpec = Common & {
  kind: 'list';
  item: ObjectSpec | ScalarSpec;
  /** the fewest items the schema takes (a new form starts with this many, at least one when required) */
  minItems: number;
  maxItems: number | undefined;
};

export type FieldSpec = ScalarSpec | ListSpec;

/** A schema's definition and a check's, as zod types them: each kind tells its own parts. */
type Def = z.core.$ZodTypes['_zod']['def'];
type CheckDef = z.core.$ZodChecks['_zod']['def'];

function defOf(schema: z.core.$ZodType): Def {
  return (schema as z.core.$ZodTypes)._zod.def;
}

function checkOf<Kind extends CheckDef['check']>(def: Def, kind: Kind): Extract<CheckDef, {check: Kind}> | undefined {
  return (def.checks ?? [])
    .map((check) => (check as z.core.$ZodChecks)._zod.def)
    .find((check): check is Extract<CheckDef, {check: Kind}> => check.check === kind);
}

function numberHint(def: Def): string {
  const integer = checkOf(def, 'number_format')?.format.includes('int') ?? false;
  // The site's schemas bound a number with a number (zod would take a bigint or a date too).
  const min = checkOf(def, 'greater_than')?.value as number | undefined;
  const max = checkOf(def, 'less_than')?.value as number | undefined;
  const kind = integer ? TEXT.integer : TEXT.number;
  if (min !== undefined && max !== undefined) return TEXT.between(kind, min, max);
  if (min !== undefined) return TEXT.atLeast(kind, min);
  if (max !== undefined) return TEXT.atMost(kind, max);
  return TEXT.only(kind);
}

function input(common: Common, type: InputSpec['type'], hint: string, extra?: Partial<InputSpec>): InputSpec {
  return {...common, kind: 'input', type, options: [], optionNames: {}, rich: false, hint, ...extra};
}

/** The label and the choices' names of a prop, from its `PropLabel`. */
function named(name: string, label: PropLabel | undefined) {
  if (typeof label === 'string') return {label, optionNames: {}, fields: {}};
  return {label: label?.label ?? name, optionNames: label?.options ?? {}, fields: label?.fields ?? {}};
}

/** The schema without its `optional`, and whether the prop is required. */
function unwrapped(schema: z.core.$ZodType): {inner: z.core.$ZodType; required: boolean} {
  const def = defOf(schema);
  return def.type === 'optional' ? {inner: def.innerType, required: false} : {inner: schema, required: true};
}

function scalarSpec(name: string, schema: z.core.$ZodType, propLabel: PropLabel | undefined): ScalarSpec {
  const {inner, required} = unwrapped(schema);
  const {label, optionNames} = named(name, propLabel);
  const common = {name, label, required};
  const def = defOf(inner);
  if (inner === route) return input(common, 'text', TEXT.route);
  if (inner === richContent) return input(common, 'text', TEXT.text, {rich: true});
  switch (def.type) {
    case 'string':
      return input(common, 'text', checkOf(def, 'min_length') ? TEXT.text : '');
    case 'number':
      return input(common, 'number', numberHint(def));
    case 'enum':
      return input(common, 'select', '', {options: Object.values(def.entries).map(String), optionNames});
    case 'boolean':
      return {...common, kind: 'flag'};
    default:
      return {...common, kind: 'raw'};
  }
}

function listSpec(name: string, required: boolean, def: z.core.$ZodArrayDef, propLabel: PropLabel | undefined) {
  const {label, fields: fieldLabels} = named(name, propLabel);
  const element = defOf(def.element);
  // A list of lists is beyond the form: the whole prop is code.
  if (element.type === 'array') return {name, label, required, kind: 'raw'} as const;
  const exact = checkOf(def, 'length_equals')?.length;
  const min = exact ?? checkOf(def, 'min_length')?.minimum ?? 0;
  const max = exact ?? checkOf(def, 'max_length')?.maximum;
  const shape = element.type === 'object' ? element.shape : {};
  const fields = Object.entries(shape).map(([key, value]) => scalarSpec(key, value, fieldLabels[key]));
  const item: ObjectSpec | ScalarSpec =
    element.type === 'object'
      ? {name, label, required: true, kind: 'object', fields}
      : scalarSpec(name, def.element, propLabel);
  return {name, label, required, kind: 'list', item, minItems: min, maxItems: max} as const;
}

function fieldSpec(name: string, schema: z.core.$ZodType, label: PropLabel | undefined): FieldSpec {
  const {inner, required} = unwrapped(schema);
  const def = defOf(inner);
  return def.type === 'array' ? listSpec(name, required, def, label) : scalarSpec(name, schema, label);
}

/** The fields of a component's form, in the schema's order of its props, with their Hungarian labels. */
export function formFields(schema: z.ZodMiniType, labels: Readonly<Record<string, PropLabel>> = {}): FieldSpec[] {
  const def = defOf(schema);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape).map(([name, prop]) => fieldSpec(name, prop, labels[name]));
}

/** A hint about the field's value, for its description: what is required and what it should look like. */
export function fieldHint(spec: FieldSpec): string {
  const need = spec.required ? TEXT.required : TEXT.optional;
  switch (spec.kind) {
    case 'input':
      return [need, spec.hint].filter(Boolean).join(' ');
    case 'list': {
      const count =
        spec.maxItems !== undefined && spec.maxItems === spec.minItems
          ? TEXT.exactly(spec.minItems)
          : spec.minItems > 0
            ? TEXT.atLeastItems(spec.minItems)
            : '';
      return [need, count].filter(Boolean).join(' ');
    }
    case 'raw':
      return TEXT.code(need);
    case 'flag':
      return need;
  }
}

/** A component of the registry (its summary in the built region's language) with its form. */
export type BlockComponent = MdxComponentDefinition & {
  name: string;
  fields: readonly FieldSpec[];
  /** takes text between its tags (its catalogue example has some): a new block gets a content box */
  takesChildren: boolean;
};

const COMPONENTS: ReadonlyMap<string, BlockComponent> = new Map(
  Object.entries(mdxComponents as Record<string, MdxComponentDefinition>).map(([name, definition]) => [
    name,
    {
      ...definition,
      name,
      fields: formFields(definition.schema, definition.labels),
      takesChildren: definition.example.children !== undefined,
    },
  ]),
);

export function blockComponents(): BlockComponent[] {
  return [...COMPONENTS.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function blockComponent(name: string | null | undefined): BlockComponent | undefined {
  return name ? COMPONENTS.get(name) : undefined;
}
