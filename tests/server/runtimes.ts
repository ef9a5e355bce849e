import path from 'node:path';

/** The build both runtimes serve, and the settings both get (Node: environment; Workers: vars). */
export const BUILD_DIR = process.env.SERVER_SUITE_BUILD_DIR ?? 'build';
export const BUILD_ROOT = path.resolve(BUILD_DIR);
export const SUITE_ENV = {CHAT_STAND_IN: '1', GEO_WHITELIST: 'SE,203.0.113.7'} as const;

export interface Runtime {
  name: 'node' | 'workerd';
  origin: string;
}

export function runtimes(): [Runtime, Runtime] {
  const node = process.env.SERVER_SUITE_NODE_ORIGIN;
  const workerd = process.env.SERVER_SUITE_WORKERD_ORIGIN;
  if (!node || !workerd) throw new Error('the server suite runs through tests/server/jest.config.mjs (global setup)');
  return [
    {name: 'node', origin: node},
    {name: 'workerd', origin: workerd},
  ];
}

/**
 * A request with no compression asked for (Workers leaves compression to the platform). The body is read to
 * the end here, so a test that looks only at the status or headers leaves no half-read connection behind.
 */
export async function get(
  origin: string,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Response> {
  const response = await fetch(`${origin}${urlPath}`, {
    method,
    redirect: 'manual',
    headers: {'Accept-Encoding': 'identity', ...headers},
  });
  const body = await response.arrayBuffer();
  const bodiless = [101, 204, 205, 304].includes(response.status);
  return new Response(bodiless ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

// Framing and the per-response date, not the app's: bodies are compared on their own. `CF-Cache-Status` is the
// platform's: whether this workerd had served the file before (HIT or MISS), which depends on the order the test
// files ran in (Jest orders them by their last durations).
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'cf-cache-status',
]);

/** The response's headers the app decides, sorted, for comparing two servers. */
export function appHeaders(response: Response): [string, string][] {
  return [...response.headers.entries()].filter(([name]) => !TRANSPORT.has(name)).sort();
}
