// A production build names CSS module classes `_a`, `_b`, … (plugins/lean-bundle/shortClassNames.ts), so a
// selector that matches part of a class attribute (`[class*="footer_"]`) works on the dev server and silently
// matches nothing in production. No source, stylesheet or test of the repository may use one.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {REPOSITORY_ROOT, workingTreeFiles} from '@site/tests/helpers/workingTreeFiles';

const ROOT = REPOSITORY_ROOT;
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|css|mdx)$/;
/** An attribute selector on `class` that matches part of its value: `*=`, `^=`, `$=` or `|=`. */
const PARTIAL_CLASS_SELECTOR = /\[\s*class\s*[*^$|]=/;
/** This test names the pattern it forbids. */
const SELF = 'tests/unit/plugins/lean-bundle/shortClassNames.selectors.test.ts';

function trackedSources(): string[] {
  return workingTreeFiles().filter((file) => SOURCE.test(file) && file !== SELF);
}

describe('selectors on class names', () => {
  it('recognises a partial match on the class attribute, and not a whole-value one', () => {
    expect(PARTIAL_CLASS_SELECTOR.test(`page.locator('[class*="footer_"]')`)).toBe(true);
    expect(PARTIAL_CLASS_SELECTOR.test(`div[class^='panel']`)).toBe(true);
    expect(PARTIAL_CLASS_SELECTOR.test(`a:is(:not([class]), [class=''])`)).toBe(false);
  });

  it('no file selects a class by part of its name', () => {
    const offending = trackedSources().filter((file) =>
      PARTIAL_CLASS_SELECTOR.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
