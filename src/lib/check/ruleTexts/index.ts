/**
 * What the rules of `npm run check` say, in the built region's language; a rule without texts in it (a Hungarian
 * text rule) keeps its Hungarian ones.
 */
import {type LanguageTexts, region} from '../../../data/region';
import {en} from './en';
import {hu, type Words} from './hu';

/** The `{name}` slots of a text; `{fig:…}`, `{title: …}` and the braces of `${fig.{id}}` are the text's own. */
type Slots<S> = S extends `${string}{${infer Name}}${infer Rest}` ? SlotName<Name> | Slots<Rest> : never;
type SlotName<N> = N extends `${string}{${infer Inner}`
  ? SlotName<Inner>
  : N extends `${string}${' ' | ':' | '.' | '…'}${string}`
    ? never
    : N;
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** A text without slots stays a string; with one slot it takes that value, with several a value for each name. */
type Message<S> = [Slots<S>] extends [never]
  ? string
  : true extends IsUnion<Slots<S>>
    ? (values: Record<Slots<S>, string | number>) => string
    : (value: string | number) => string;
type Texts<T> = {[K in keyof T]: T[K] extends string ? Message<T[K]> : Texts<T[K]>};

/** `{name}`, or `{name:one|other}`: the word for the number `name` in English (`{n:file|files}`). */
const SLOT = /\{(\w+)(?::([^|{}]*)\|([^|{}]*))?\}/g;

function message(text: string): string | ((values: unknown) => string) {
  const names = new Set(Array.from(text.matchAll(SLOT), (slot) => slot[1]));
  if (names.size === 0) return text;
  return (values) =>
    text.replace(SLOT, (_, name: string, one?: string, other?: string) => {
      const value = names.size === 1 ? values : (values as Record<string, unknown>)[name];
      return one === undefined ? String(value) : value === 1 ? one : (other ?? '');
    });
}

/** A table of texts as the code calls them: a text with slots becomes a function that fills them. */
export function compile<T>(table: T): Texts<T> {
  const entries = Object.entries(table as object).map(([key, text]) => [
    key,
    typeof text === 'string' ? message(text) : compile(text),
  ]);
  return Object.fromEntries(entries) as Texts<T>;
}

export type RuleTexts = Texts<typeof hu>;

const BY_LANGUAGE: Record<LanguageTexts['language'], Partial<Words<typeof hu>>> = {hu, en};

/** The built region's texts of every rule. */
export const ruleTexts: RuleTexts = compile({...hu, ...BY_LANGUAGE[region.texts.language]} as typeof hu);
