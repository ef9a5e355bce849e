/**
 * The one shape of a component's `mdx.ts` (what goes in it: docs/architecture.md, the "where to change" table).
 * No runtime React import here or in an `mdx.ts`: the writers' check loads them in Node.
 */
import type {ReactNode} from 'react';

import {region} from '@site/src/data/region';
import * as z from '@site/src/lib/schema';
import type {Language, Translated} from '@site/src/lib/translated';

/** Marks a JSX value in statically read props (see `src/lib/mdxProps/jsxProps.ts`). */
function isJsxValue(value: unknown): boolean {
  return value !== null && typeof value === 'object' && (value as {kind?: unknown}).kind === 'jsx';
}

export const text = z.string().check(z.minLength(1));
export const route = z.string().check(z.regex(/^\/([\w-]+\/)*$/));
/** A route, optionally with an `#anchor` on its page (a card of a collection list, a heading). */
export const routeWithAnchor = z.string().check(z.regex(/^\/([\w-]+\/)*(#[\w-]+)?$/));
export const richContent = z.union([text, z.custom<ReactNode>(isJsxValue)]);
/** A home page section's props: its `id` (its anchor) and `title` (its `<h2>`), with their labels in each language. */
export const section = {
  props: {id: z.optional(z.string()), title: text},
  labels: {
    id: {hu: 'Horgony (a szakasz azonosítója)', en: "Anchor (the section's ID)"},
    title: {hu: 'Cím', en: 'Title'},
  } satisfies Record<'id' | 'title', Translated<string>>,
};
/** The labels of a button's two props, `<prefix>Label` (its text) and `<prefix>To` (its route), by the button's name. */
export function buttonLabels<Prefix extends string>(
  prefix: Prefix,
  button: Translated<string>,
): Record<`${Prefix}Label` | `${Prefix}To`, Translated<string>> {
  return {
    [`${prefix}Label`]: {hu: `${button.hu} szövege`, en: `${button.en} text`},
    [`${prefix}To`]: {hu: `${button.hu} célja (útvonal)`, en: `${button.en} target (route)`},
  } as Record<`${Prefix}Label` | `${Prefix}To`, Translated<string>>;
}
/** A home section's optional button: its text and its route, with their labels in each language. */
export const cta = {
  props: {ctaLabel: z.optional(text), ctaTo: z.optional(route)},
  labels: buttonLabels('cta', {hu: 'A gomb', en: 'Button'}),
};
export const cardDisplay = {inline: z.optional(z.boolean()), fourColor: z.optional(z.boolean())};
export const CARD_DISPLAY_LABELS = {
  inline: {hu: 'A szövegben, sorközben', en: 'Inline, within the sentence'},
  fourColor: {hu: 'Négyszínű pakli', en: 'Four-colour deck'},
} as const satisfies Record<keyof typeof cardDisplay, Translated<string>>;
/** The poker games a table shows, by their names in poker writing (the same in Hungarian and English). */
export const POKER_VARIANT_NAMES = {holdem: "Texas Hold'em", omaha: 'Omaha', 'short-deck': 'Short Deck'} as const;

/** The component's example in the catalogue (`/_catalogue/`), written as a writer would write it. */
export interface MdxExample<Props = Record<string, unknown>> {
  props: Props;
  /** Text between the opening and closing tag, if the component takes some. */
  children?: string;
  /** A component that works on one kind of page only is shown there instead: that page's route. */
  onlyOn?: string;
}

/** A prop's label in the editor's form; a choice also names its values, a list of objects its items' fields. */
export type PropLabel =
  | string
  | {
      label: string;
      options?: Readonly<Record<string, string>>;
      fields?: Readonly<Record<string, PropLabel>>;
    };

/** One label per prop of the schema (`tsc` names a prop without one; the unit test checks choices and lists). */
export type PropLabels<Schema extends z.ZodMiniType> = {
  readonly [Prop in keyof Required<z.input<Schema>>]: PropLabel;
};

type AnySchema = z.ZodMiniType<unknown, Record<string, unknown>>;

/** A component's texts in one language. */
export interface MdxComponentTexts<Schema extends z.ZodMiniType = AnySchema> {
  /** What the component is for (the catalogue, the editor's component list, `docs/writers/components.md`). */
  summary: string;
  labels: PropLabels<Schema>;
}

/** A component's texts as its `mdx.ts` writes them: each one once, in every language side by side. */
export interface TranslatedTexts<Schema extends z.ZodMiniType = AnySchema> {
  summary: Translated<string>;
  labels: {readonly [Prop in keyof PropLabels<Schema>]: Translated<PropLabel>};
}

/** The texts in one language, as the registries read them. */
export function textsIn<Schema extends z.ZodMiniType>(
  {summary, labels}: TranslatedTexts<Schema>,
  language: Language,
): MdxComponentTexts<Schema> {
  const inLanguage = Object.entries<Translated<PropLabel>>(labels).map(([prop, label]) => [prop, label[language]]);
  return {summary: summary[language], labels: Object.fromEntries(inLanguage) as PropLabels<Schema>};
}

/** A component's `mdx.ts` as written: its texts in every language (`tsc` names a language or a prop missing). */
export interface MdxComponentSource<Schema extends z.ZodMiniType = AnySchema> {
  schema: Schema;
  texts: TranslatedTexts<Schema>;
  /** Written without an import (`true`) or with `import X from '@site/src/components/…'`. */
  global: boolean;
  example: MdxExample<z.input<Schema>>;
}

/** A component's definition as the registries read it: its summary and labels in the built region's language. */
export interface MdxComponentDefinition<Schema extends z.ZodMiniType = AnySchema>
  extends MdxComponentSource<Schema>, MdxComponentTexts<Schema> {}

/** The schema, texts and example of a component that takes no props, from its summary in each language. */
export function noProps(summary: Translated<string>) {
  return {schema: z.strictObject({}), texts: {summary, labels: {}}, example: {props: {}}};
}

export type MdxProps<Mdx extends {schema: z.ZodMiniType}> = z.output<Mdx['schema']> & {children?: ReactNode};

type Component = (props: never) => unknown;
type PropsOf<C extends Component> = Omit<Parameters<C>[0] extends undefined ? object : Parameters<C>[0], 'children'>;
/** Passes when every value the schema accepts is a valid props object of the component; otherwise `tsc` fails. */
type FitsComponent<Schema extends z.ZodMiniType, C extends Component> =
  z.output<Schema> extends PropsOf<C> ? unknown : {schemaAllowsPropsTheComponentDoesNotAccept: never};

/**
 * `defineMdxComponent()({schema, texts, global, example})`; a component whose props are not `MdxProps` names itself
 * (`defineMdxComponent<typeof X>()`) so that a schema allowing what it does not accept fails `tsc`.
 */
export function defineMdxComponent<C extends Component = Component>() {
  return <Schema extends z.ZodMiniType>(
    definition: MdxComponentSource<Schema> & FitsComponent<NoInfer<Schema>, C>,
  ): MdxComponentDefinition<Schema> => ({...definition, ...textsIn(definition.texts, region.texts.language)});
}
