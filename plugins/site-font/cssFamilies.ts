import postcss, {type Root} from 'postcss';

/**
 * The first family of every `font-family` (or `font`) must be shipped: a generic family or a system face is
 * whatever the visitor's machine has. The others are only fallbacks while the web font loads.
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

function firstFamily(list: string): string {
  return unquote(list.split(',')[0] ?? '');
}

/** The first family of a `font` shorthand: what follows the size (and `/line-height`). */
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
