// Replaces theme-classic's `prism-include-languages`: no page has code blocks, so no Prism language is loaded.
// The theme's version requires `prismjs/components/prism-${lang}` by a computed name, which pulled Prism's
// component registry (about 25 KB) into every page's main bundle even with no language configured.
export default function prismIncludeLanguages(): void {
  // Nothing to register.
}
