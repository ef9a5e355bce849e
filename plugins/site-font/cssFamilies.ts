import postcss, {type Root} from 'postcss';

/**
 * Which face draws each rule's text: the first family of its `font-family` (or `font`) that a browser can find.
 * A family the site ships (an `@font-face` with a `url()`) is the same everywhere; a generic family
 * (`monospace`, `serif`…) or a system face (Georgia, Arial) is whatever the visitor's machine has. So the first
 * family of every declaration must be shipped; the others are only fallbacks while the web font loads.
 */

const KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/** `var(--a)` / `var(--a, fallback)` replaced by the last value the stylesheets give `--a`, recursively. */
function resolveVariables(value: string, variables: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 10) return value;
  const replaced = value.replace(
    /var\(\s*(--[\w-]+)\s*(?:,([^()]*))?\)/g,
    (_, name: string, fallback?: string) => variables.get(name) ?? fallback ?? '',
  );
  return replaced === value ? value : resolveVariables(replaced, variables, depth + 1);
}

const unquote = (family: string): string => family.trim().replace(/^["']|["']$/g, '');

/** The first family of a `font-family` list. */
function firstFamily(list: string): string {
  return unquote(list.split(',')[0] ?? '');
}

/**
 * The first family of a `font` shorthand: what follows the size (and `/line-height`), e.g.
 * `100%/1.65 "Inter Variable", sans-serif`.
 */
function firstFamilyOfShorthand(value: string): string | null {
  const match = /(?:^|\s|\))[\d.]+(?:px|rem|em|%|pt|vw|ch)?(?:\s*\/\s*[\d.]+[a-z%]*)?\s*(.+)$/i.exec(value.trim());
  return match ? firstFamily(match[1]) : null;
}

export interface UnshippedFamily {
  selector: string;
  family: string;
}

/** The `@font-face` rules of a stylesheet, each as its properties' values (the last of each, as in the browser). */
export function fontFacesIn(root: Root): Record<string, string | undefined>[] {
  const faces: Record<string, string>[] = [];
  root.walkAtRules('font-face', (rule) => {
    faces.push({});
    rule.walkDecls((decl) => {
      faces[faces.length - 1][decl.prop] = decl.value;
    });
  });
  return faces;
}

/** Every rule whose text would be drawn by a face the site does not ship. */
export function unshippedFamilies(css: string): UnshippedFamily[] {
  const root = postcss.parse(css);
  const shipped = new Set(
    fontFacesIn(root)
      .filter((face) => face.src?.includes('url('))
      .map((face) => unquote(face['font-family'] ?? ''))
      .filter(Boolean),
  );
  const variables = new Map<string, string>();
  root.walkDecls(/^--/, (decl) => {
    variables.set(decl.prop, decl.value);
  });
  const found: UnshippedFamily[] = [];
  root.walkDecls(/^font(-family)?$/, (decl) => {
    if (decl.parent?.type === 'atrule') return; // the @font-face rules themselves
    const value = resolveVariables(decl.value, variables).trim();
    if (KEYWORDS.has(value)) return;
    const family = decl.prop === 'font' ? firstFamilyOfShorthand(value) : firstFamily(value);
    if (family === null || KEYWORDS.has(family) || shipped.has(family)) return;
    const selector = decl.parent?.type === 'rule' ? decl.parent.selector : '(at-rule)';
    found.push({selector, family});
  });
  return found;
}
