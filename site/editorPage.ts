/** A page of the writers' editor (the editor itself, its sign-in popup): a bare Hungarian document, never indexed. */
export function editorPage({
  lang,
  robots,
  title,
  head = '',
  body,
}: {
  lang: string;
  robots: string;
  title: string;
  /** Lines after the `<title>`, each ending in a newline. */
  head?: string;
  /** The body's lines, each ending in a newline. */
  body: string;
}): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots}">
<title>${title}</title>
${head}</head>
<body>
${body}</body>
</html>
`;
}
