/**
 * Browser stand-in for `react-helmet-async` (see plugins/lean-bundle): what `<Head>` does in the browser.
 * The server render keeps the real package, which writes the page's `<head>`; in the browser `<Head>` only
 * has to keep `<title>`, `<meta>`, `<link>`, `<script>` and the `<html>`/`<body>` attributes in step with
 * the mounted components after a client-side navigation. The package also carries its server renderer,
 * prop-type checks and deep comparisons (about 6 KB gzip in every page's main bundle).
 *
 * Same rules as the package, which the tests compare it against: children are the tags (and fragments);
 * for each tag kind the innermost (last mounted) `<Head>` wins per primary attribute (a meta's name or
 * property, a link's href, or its rel for the canonical link, a script's src or text); tags it manages
 * carry `data-rh`, so the server-rendered ones are replaced, and an identical tag is left in place. Only the
 * children form is supported: Docusaurus and this site pass nothing else to `<Head>`.
 */
import {Children, Fragment, isValidElement, type ReactElement, type ReactNode, useEffect, useRef} from 'react';

const MANAGED = 'data-rh';

/** An attribute's value as the children gave it (a head tag's props are text, numbers or flags). */
type AttributeValue = string | number | boolean | null | undefined;

/** A tag's attributes as the children gave them (converted to text when written, as the package does). */
type Attributes = Record<string, AttributeValue>;

interface HeadState {
  /** Present when a `<title>` was rendered, even an empty one (it then hides outer titles, as in the package). */
  title?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  tags: Partial<Record<TagKind, Attributes[]>>;
}

type TagKind = 'link' | 'meta' | 'noscript' | 'script' | 'style';

/** The attributes that make two tags of a kind the same tag, in the package's order of precedence. */
const PRIMARY: Record<TagKind, readonly string[]> = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};

/** React prop names that differ from their HTML attribute. */
const HTML_NAMES: Readonly<Record<string, string>> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children') attributes[HTML_NAMES[name] ?? name] = value as AttributeValue;
  }
  return attributes;
}

const textOf = (children: unknown): string => (Array.isArray(children) ? children.join('') : String(children));

/**
 * One `<Head>`'s children as the state they ask for. Read as the package reads them: the tags of a kind
 * written directly in a `<Head>` replace those of that kind from a fragment inside it, and a later fragment's
 * replace an earlier one's.
 */
function stateOf(children: ReactNode, state: HeadState = {tags: {}}): HeadState {
  const own: HeadState['tags'] = {};
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const {children: nested, ...rest} = (child as ReactElement<Record<string, unknown>>).props;
    if (child.type === Fragment) {
      stateOf(nested as ReactNode, state);
      return;
    }
    const attributes = attributesOf(rest);
    switch (child.type) {
      case 'title':
        state.title = nested == null ? undefined : textOf(nested);
        state.titleAttributes = attributes;
        return;
      case 'html':
        state.htmlAttributes = attributes;
        return;
      case 'body':
        state.bodyAttributes = attributes;
        return;
      case 'script':
      case 'noscript':
        if (nested != null) attributes.innerHTML = textOf(nested);
        break;
      case 'style':
        if (nested != null) attributes.cssText = textOf(nested);
        break;
      case 'link':
      case 'meta':
        break;
      default:
        throw new Error(`<Head> cannot render <${String(child.type)}>: only head tags, <html> and <body>`);
    }
    const kind = child.type;
    (own[kind] ??= []).push(attributes);
  });
  Object.assign(state.tags, own);
  return state;
}

const lowerText = (value: unknown): string => String(value).toLowerCase();

/** The attribute that identifies a tag, by the package's rule (the last primary one; rel for canonical links). */
function primaryKey(tag: Attributes, primary: readonly string[]): string | undefined {
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    const keepsCanonical = key === 'rel' && lowerText(tag[key]) === 'canonical';
    const isStylesheet = lower === 'rel' && lowerText(tag[name]) === 'stylesheet';
    if (primary.includes(lower) && !keepsCanonical && !isStylesheet) key = lower;
    if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText' || name === 'itemprop')) key = name;
  }
  return key;
}

/** The tags of one kind over every mounted `<Head>`, the innermost winning per primary attribute value. */
function mergedTags(kind: TagKind, states: readonly HeadState[]): Attributes[] {
  const seen = new Map<string, Set<string>>();
  const merged: Attributes[] = [];
  for (const state of [...states].reverse()) {
    const ofInstance = new Map<string, Set<string>>();
    const kept = (state.tags[kind] ?? []).filter((tag) => {
      const key = primaryKey(tag, PRIMARY[kind]);
      if (!key || !tag[key]) return false;
      const value = lowerText(tag[key]);
      if (seen.get(key)?.has(value)) return false;
      if (!ofInstance.has(key)) ofInstance.set(key, new Set());
      ofInstance.get(key)?.add(value);
      return true;
    });
    merged.push(...kept.reverse());
    for (const [key, values] of ofInstance) seen.set(key, new Set([...(seen.get(key) ?? []), ...values]));
  }
  return merged.reverse();
}

function updateTags(kind: TagKind, tags: readonly Attributes[]): void {
  const old = [...document.head.querySelectorAll(`${kind}[${MANAGED}]`)];
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(kind);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = String(value);
      else if (name === 'cssText') element.append(document.createTextNode(String(value)));
      else element.setAttribute(name, value === undefined ? '' : String(value));
    }
    element.setAttribute(MANAGED, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same >= 0) old.splice(same, 1);
    else added.push(element);
  }
  for (const element of old) element.remove();
  document.head.append(...added);
}

/** Sets the attributes asked for and removes those set earlier and no longer asked for (listed in `data-rh`). */
function updateAttributes(element: Element | null, attributes: Attributes): void {
  if (!element) return;
  const earlier = element.getAttribute(MANAGED)?.split(',') ?? [];
  for (const [name, raw] of Object.entries(attributes)) {
    // As the package: a false, empty or missing value is written as an empty attribute.
    const value = raw ? String(raw) : '';
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of earlier) if (!(name in attributes)) element.removeAttribute(name);
  const names = Object.keys(attributes);
  if (names.length === 0) element.removeAttribute(MANAGED);
  else element.setAttribute(MANAGED, names.join(','));
}

const mergedAttributes = (states: readonly HeadState[], pick: (state: HeadState) => Attributes | undefined) =>
  Object.assign({}, ...states.map(pick)) as Attributes;

/** The mounted `<Head>`s, outermost and earliest first. */
const mounted: {state: HeadState}[] = [];
let scheduled = false;

function commit(): void {
  scheduled = false;
  const states = mounted.map((instance) => instance.state);
  updateAttributes(
    document.body,
    mergedAttributes(states, (state) => state.bodyAttributes),
  );
  updateAttributes(
    document.documentElement,
    mergedAttributes(states, (state) => state.htmlAttributes),
  );
  let title: string | undefined;
  for (const state of states) if ('title' in state) title = state.title;
  if (title !== undefined && document.title !== title) document.title = title;
  updateAttributes(
    document.querySelector('title'),
    mergedAttributes(states, (state) => state.titleAttributes),
  );
  for (const kind of Object.keys(PRIMARY) as (keyof typeof PRIMARY)[]) updateTags(kind, mergedTags(kind, states));
}

/** One commit for all the `<Head>` changes of a render, after React has run its effects. */
function scheduleCommit(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(commit);
}

export function Helmet({children}: {children?: ReactNode}): null {
  const instance = useRef<{state: HeadState}>({state: {tags: {}}});
  const state = stateOf(children);
  useEffect(() => {
    // Effects run leaf by leaf in document order, so the list keeps the package's innermost-last order.
    const own = instance.current;
    mounted.push(own);
    return () => {
      mounted.splice(mounted.indexOf(own), 1);
      scheduleCommit();
    };
  }, []);
  // After the mount effect above: the instance is listed before its state is committed.
  useEffect(() => {
    instance.current.state = state;
    scheduleCommit();
  });
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
