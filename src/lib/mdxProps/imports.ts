/**
 * The names a page imports (its `import X from '…'` and `import {a, b as c} from '…'` lines): the components it may
 * use besides the site's import-free ones. The writers' check (`scripts/check/rules/props.ts`) calls any other
 * component unknown; the editor's component forms (`src/admin/blocks/`) add an import line only when it is missing.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

export function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: {value: string}) => {
    for (const match of node.value.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})/g)) {
      if (match[1]) names.add(match[1]);
      for (const part of (match.at(2) ?? '').split(',')) {
        const local = part
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (local) names.add(local);
      }
    }
  });
  return names;
}
