import {readFileSync} from 'node:fs';

/**
 * The Preview URL of a `wrangler preview` run, read from Wrangler's output file (WRANGLER_OUTPUT_FILE_PATH,
 * one JSON object per line; the `preview` entry lists `preview_urls`). Only an https URL counts; without
 * one the command exits 1, so the workflow never posts a wrong link.
 */
export function previewUrlFrom(text: string): string | null {
  for (const line of text.split('\n')) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry === null || typeof entry !== 'object' || (entry as {type?: unknown}).type !== 'preview') continue;
    const urls = (entry as {preview_urls?: unknown}).preview_urls;
    const url = (Array.isArray(urls) ? urls : []).find(
      (candidate): candidate is string => typeof candidate === 'string' && /^https:\/\/[^\s"'<>`]+$/.test(candidate),
    );
    if (url) return url;
  }
  return null;
}

if (process.argv[1]?.endsWith('previewUrl.ts')) {
  const url = previewUrlFrom(readFileSync(process.argv[2] ?? 'wrangler-output.ndjson', 'utf8'));
  if (url === null) {
    console.error('No https Preview URL in the Wrangler output.');
    process.exit(1);
  }
  console.log(url);
}
