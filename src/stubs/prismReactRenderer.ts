/**
 * Browser stand-in for `prism-react-renderer` (see plugins/lean-bundle): theme-classic's client module
 * hands Prism to `prism-include-languages` on every page, but this site renders no code blocks, so the
 * highlighter never runs. Only the shape that module touches is kept.
 * Figure: the real package adds 25.0 KB gzip to the app loaded at the first interaction (bench/results.md).
 */
export const Prism = {languages: {}} as const;
export const themes = {} as const;
