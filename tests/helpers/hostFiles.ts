// The host files a build writes (plugins/post-build/hostFiles.ts), read back into name → value for the tests.

/** Parses an nginx include written by `writeHostFiles` back into name → value. */
export function parseNginxInclude(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of text.matchAll(/^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)) {
    headers[match[1]] = match[2].replace(/\\(.)/g, '$1');
  }
  return headers;
}

/** Parses a `_headers` file's `/*` block back into name → value. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // The first block only: later ones (the editor's `/admin/*`) are for their own paths.
  const [firstBlock = ''] = text.split(/\n(?=\S)/);
  for (const match of firstBlock.matchAll(/^ {2}([A-Za-z-]+): (.*)$/gm)) headers[match[1]] = match[2];
  return headers;
}
