import {readFileSync} from 'node:fs';

/**
 * The Preview URL of a `wrangler preview` run, read from Wrangler's output file (WRANGLER_OUTPUT_FILE_PATH,
 * one JSON object per line; the `preview` entry lists `preview_urls`). Only an https URL counts; without
 * one the command exits 1, so the workflow never posts a wrong link.
 */
export function previewUrlFrom(text: string): string | null {
  const urls = text.split('\n').flatMap((line): unknown[] => {
    try {
      const entry = JSON.parse(line) as {type?: unknown; preview_urls?: unknown} | null;
      return entry?.type === 'preview' && Array.isArray(entry.preview_urls) ? entry.preview_urls : [];
    } catch {
      return [];
    }
  });
  const url = urls.find((candidate) => typeof candidate === 'string' && /^https:\/\/[^\s"'<>`]+$/.test(candidate));
  return typeof url === 'string' ? url : null;
}

if (process.argv[1]?.endsWith('previewUrl.ts')) {
  const url = previewUrlFrom(readFileSync(process.argv[2] ?? 'wrangler-output.ndjson', 'utf8'));
  if (url === null) {
    console.error('No https Preview URL in the Wrangler output.');
    process.exit(1);
  }
  console.log(url);
}
