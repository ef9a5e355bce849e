/**
 * The lean-bundle plugin's parts, each one switched off by `LEAN_BUNDLE_OFF=prism,infima-purge npm run build`.
 * Rspack's persistent cache does not see the switch: build with `DOCUSAURUS_NO_PERSISTENT_CACHE=1` too.
 * `npm run bench:stand-ins` records what each still saves (docs/maintainers.md, "A stand-in needs a figure").
 */
export const LEAN_BUNDLE_PARTS = [
  /** `src/stubs/prismReactRenderer.ts` for `prism-react-renderer` in the browser */
  'prism',
  /** only the theme strings in use in the browser's table (`themeStrings.ts`) */
  'theme-strings',
  /** Infima's rules and custom properties no page can use left out by PurgeCSS (`infimaPurge.ts`) */
  'infima-purge',
  /** CSS modules' classes named `_a`, `_b`, … in production (`shortClassNames.ts`) */
  'short-class-names',
] as const;

export type LeanBundlePart = (typeof LEAN_BUNDLE_PARTS)[number];

/** The parts switched on: all but those named in `LEAN_BUNDLE_OFF`. */
export function partsOn(off = process.env.LEAN_BUNDLE_OFF ?? ''): Set<LeanBundlePart> {
  const named = off
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = named.filter((name) => !(LEAN_BUNDLE_PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`LEAN_BUNDLE_OFF: unknown part ${unknown.join(', ')} (parts: ${LEAN_BUNDLE_PARTS.join(', ')})`);
  }
  return new Set(LEAN_BUNDLE_PARTS.filter((part) => !named.includes(part)));
}
