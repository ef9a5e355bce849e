/**
 * The one helper for every network call of the site. It never throws and never logs: callers get a typed result
 * and decide their silent fallback. Bodies are read with a size limit and a timeout before any parsing, so a huge
 * or endless body cannot stall the page.
 */

export type FetchFailureReason =
  /** the timeout elapsed (or the caller aborted) before the answer was complete */
  | 'timeout'
  /** no fetch, DNS, connection, CORS or any other transport error */
  | 'network'
  | 'status'
  | 'too-large'
  /** the body is not JSON */
  | 'parse'
  /** the JSON does not have the expected shape (the `parse` option returned null) */
  | 'invalid';

export type FetchResult<T> =
  {ok: true; status: number; data: T} | {ok: false; reason: FetchFailureReason; status?: number};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface FetchOptions {
  /** ms before the request is abandoned; default 5000 */
  timeoutMs?: number;
  /** largest accepted body in bytes (UTF-16 code units for text); default 1 MiB */
  maxBytes?: number;
  /** extra request settings (method, headers, cache …); the signal is ours */
  init?: Omit<RequestInit, 'signal' | 'headers'> & {headers?: Record<string, string>};
  signal?: AbortSignal;
  /** injected fetch (tests, server); default the global fetch at call time */
  fetchImpl?: FetchLike;
}

/**
 * A signal that aborts after `ms`, or when `outer` does. `AbortSignal.any` needs Chrome 116 or Safari 17.4 and
 * `AbortSignal.timeout` Chrome 103 or Safari 16, older than the browsers the site supports (package.json's
 * browserslist): there a controller and a timer do the same, so the helper still never throws.
 */
function timeoutSignal(ms: number, outer?: AbortSignal): AbortSignal {
  if (typeof AbortSignal.timeout === 'function' && typeof AbortSignal.any === 'function') {
    const timeout = AbortSignal.timeout(ms);
    return outer ? AbortSignal.any([timeout, outer]) : timeout;
  }
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', () => controller.abort(), {once: true});
  return controller.signal;
}

/** What the abort race resolves to: a symbol, so that no body text (not even "timeout") can pass for it. */
const ABORTED = Symbol('aborted');

/**
 * Fetches JSON within the timeout (headers and body) and size limit and hands it to `parse`, the validator for
 * its kind: it returns the typed value or null for a wrong shape. Without `parse` the raw JSON value is returned.
 */
export async function fetchJson<T = unknown>(
  url: string,
  options: FetchOptions & {parse?: (value: unknown) => T | null} = {},
): Promise<FetchResult<T>> {
  const {timeoutMs = 5000, maxBytes = 1024 * 1024, init, signal, parse} = options;
  const doFetch = options.fetchImpl ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : null);
  if (!doFetch) return {ok: false, reason: 'network'};
  const abort = timeoutSignal(Math.max(0, timeoutMs), signal);
  // A fetch or a body that ignores the abort signal must still not outlive the timeout.
  const aborted = new Promise<typeof ABORTED>((resolve) => {
    if (abort.aborted) resolve(ABORTED);
    else abort.addEventListener('abort', () => resolve(ABORTED), {once: true});
  });
  // A failed read after the timeout (or the caller's abort) is a timeout; any other failure is the network.
  const failure = (status?: number): FetchResult<T> => ({
    ok: false,
    reason: abort.aborted ? 'timeout' : 'network',
    ...(status === undefined ? {} : {status}),
  });

  let response: Response | typeof ABORTED;
  try {
    const headers = {Accept: 'application/json', ...init?.headers};
    response = await Promise.race([doFetch(url, {...init, headers, signal: abort}), aborted]);
  } catch {
    return failure();
  }
  if (response === ABORTED) return {ok: false, reason: 'timeout'};
  const {status} = response;
  const declared = Number(response.headers.get('content-length') ?? NaN);
  const refusal = status < 200 || status > 299 ? 'status' : declared > maxBytes ? 'too-large' : null;
  if (refusal) {
    // Free the connection; the body is not wanted.
    response.body?.cancel().catch(() => undefined);
    return {ok: false, reason: refusal, status};
  }
  let text: string | typeof ABORTED;
  try {
    text = await Promise.race([response.text(), aborted]);
  } catch {
    return failure(status);
  }
  if (text === ABORTED) return {ok: false, reason: 'timeout', status};
  if (text.length > maxBytes) return {ok: false, reason: 'too-large', status};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {ok: false, reason: 'parse', status};
  }
  if (!parse) return {ok: true, status, data: value as T};
  let parsed: T | null;
  try {
    parsed = parse(value);
  } catch {
    parsed = null;
  }
  return parsed === null ? {ok: false, reason: 'invalid', status} : {ok: true, status, data: parsed};
}
