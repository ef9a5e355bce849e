import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The maintainers' docs list what the code has: every replaced theme slot in src/theme/README.md and every
 * local plugin in docs/architecture.md. A slot or plugin added without its line (or removed with its line
 * left behind) fails here, so the lists cannot drift from the folders again.
 */
const root = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `Foo` for `Foo/` and `Foo.tsx`; nested slots (`NotFound/Content`) are named by their top folder. */
const themeSlots = readdirSync(path.join(root, 'src/theme'))
  .filter((name) => name !== 'README.md')
  .map((name) => name.replace(/\.(tsx?|jsx?)$/, ''));

const slotTable = read('src/theme/README.md')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => /^\| `([^`/]+)/.exec(line)?.[1] ?? '');

const plugins = readdirSync(path.join(root, 'plugins'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const pluginRow = read('docs/architecture.md')
  .split('\n')
  .find((line) => line.startsWith('| build plugins |'));

describe('the docs list what the code has', () => {
  it('src/theme/README.md has one row for every slot in src/theme, and none for a slot that is gone', () => {
    expect(themeSlots.length).toBeGreaterThan(10);
    expect([...new Set(slotTable)].sort()).toEqual([...themeSlots].sort());
  });

  it('docs/architecture.md names every plugin folder, and none that is gone', () => {
    expect(pluginRow).toBeDefined();
    const named = [...(pluginRow ?? '').matchAll(/`([a-z-]+)` \(/g)].map((match) => match[1]);
    expect(named.sort()).toEqual([...plugins].sort());
  });
});
