/** The editor's file formats, registered in the browser (`src/admin/index.ts`) and named in its configuration. */
export const FORMATS = {mdx: 'mdx-exact', yaml: 'yml-exact'} as const;
