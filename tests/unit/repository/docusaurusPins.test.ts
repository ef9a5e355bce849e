import {readFileSync} from 'node:fs';

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * The site replaces theme slots and reads framework internals (docs/maintainers.md, "Upgrading
 * Docusaurus"), so every @docusaurus/* package is pinned to one exact version, the same for all: an
 * upgrade is a deliberate change that goes through the checklist, never a side effect of an install.
 */
it('pins every @docusaurus/* package to the same exact version', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
  const pins = Object.entries({...pkg.dependencies, ...pkg.devDependencies}).filter(([name]) =>
    name.startsWith('@docusaurus/'),
  );
  expect(pins.length).toBeGreaterThan(0);
  for (const [name, range] of pins) expect([name, range]).toEqual([name, expect.stringMatching(/^\d+\.\d+\.\d+$/)]);
  expect(new Set(pins.map(([, range]) => range)).size).toBe(1);
});
