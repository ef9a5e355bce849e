/**
 * The capacity check: is an agent free? GET the configured queue URL and read `hasCapacity`; any failure
 * or timeout counts as "no agent", silently. Pure: the fetch is injected.
 */
import {fetchJson, type FetchLike} from '../fetchWithTimeout';

/** Timeout of the capacity GET. */
export const CHAT_CAPACITY_TIMEOUT_MS = 5000;

/** The capacity response: `{hasCapacity: boolean}`; anything else is invalid (null). */
export function parseCapacity(value: unknown): {hasCapacity: boolean} | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const hasCapacity = (value as {hasCapacity?: unknown}).hasCapacity;
  return typeof hasCapacity === 'boolean' ? {hasCapacity} : null;
}

/** Asks the queue URL; true only for a valid answer with `hasCapacity: true`. Never rejects. */
export async function requestCapacity(
  url: string,
  options: {timeoutMs: number; signal: AbortSignal; fetchImpl?: FetchLike},
): Promise<boolean> {
  const result = await fetchJson(url, {
    timeoutMs: options.timeoutMs,
    maxBytes: 16 * 1024,
    init: {method: 'GET', cache: 'no-store', credentials: 'omit'},
    signal: options.signal,
    fetchImpl: options.fetchImpl,
    parse: parseCapacity,
  }).catch(() => null);
  return result?.ok === true && result.data.hasCapacity;
}
