/**
 * Build freshness: a newer build (`builds/latest.json`, read hourly) or a chunk that fails to load leads to a
 * reload, at most once per path within 10 s so a broken deployment can never cause a reload loop. A newer build
 * reloads on the next in-site navigation (the page being read is never pulled away); a chunk failure at once.
 */
import {fetchJson, type FetchLike} from './fetchWithTimeout';

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const RELOAD_GUARD_MS = 10 * 1000;
export const RELOAD_GUARD_KEY = 'ggphu:reload-guard';
const BUILD_CHECK_TIMEOUT_MS = 10 * 1000;

const BUILD_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && BUILD_ID.test(value);
}

export function parseLatestBuild(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const {id} = value as {id?: unknown};
  return isBuildId(id) ? id : null;
}

export interface ReloadGuard {
  path: string;
  at: number;
}

export function parseReloadGuard(raw: string | null | undefined): ReloadGuard | null {
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value === null || typeof value !== 'object') return null;
    const {path, at} = value as Record<string, unknown>;
    return typeof path === 'string' && typeof at === 'number' && Number.isFinite(at) ? {path, at} : null;
  } catch {
    return null;
  }
}

/** A reload of `path` is allowed unless the same path was reloaded less than 10 s ago. */
export function mayReload(guard: ReloadGuard | null, path: string, now: number): boolean {
  if (guard?.path !== path) return true;
  const elapsed = now - guard.at;
  return elapsed < 0 || elapsed >= RELOAD_GUARD_MS;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads once: records the guard, then calls `reload`. Returns false when the guard forbids it or the
 * guard cannot be stored (no storage means no loop protection, so no automatic reload). The storage, by
 * default the page's sessionStorage, is looked up inside the guard: a browser that refuses it throws.
 */
export function reloadOnce(options: {
  path: string;
  now: number;
  storage?: () => StorageLike | null;
  reload: () => void;
}): boolean {
  const {path, now, storage = () => sessionStorage, reload} = options;
  try {
    const store = storage();
    if (!store || !mayReload(parseReloadGuard(store.getItem(RELOAD_GUARD_KEY)), path, now)) return false;
    store.setItem(RELOAD_GUARD_KEY, JSON.stringify({path, at: now} satisfies ReloadGuard));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The chunk loader's failures (webpack/Rspack `ChunkLoadError`, CSS chunks, dynamic import). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return (
    /Loading (?:CSS )?chunk [\w-]+ failed/i.test(text) ||
    /Failed to fetch dynamically imported module/i.test(text) ||
    /error loading dynamically imported module/i.test(text) ||
    /Importing a module script failed/i.test(text)
  );
}

/** A failed `<script src>`/`<link href>` is a chunk of ours when it lives under `{baseUrl}assets/`. */
export function isOwnChunkUrl(url: string, baseUrl: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith(`${baseUrl}assets/`);
  } catch {
    return false;
  }
}

/** One hourly check: the latest build id, or null when it cannot be known (silently). */
export async function fetchLatestBuildId(baseUrl: string, now: number, fetchImpl?: FetchLike): Promise<string | null> {
  // The timestamp defeats every cache on the way.
  const result = await fetchJson(`${baseUrl}builds/latest.json?t=${Math.floor(now)}`, {
    timeoutMs: BUILD_CHECK_TIMEOUT_MS,
    maxBytes: 4096,
    parse: parseLatestBuild,
    fetchImpl,
    init: {cache: 'no-store'},
  });
  return result.ok ? result.data : null;
}

/** A newer build exists when latest names another valid id than the running one. */
export function isNewerBuild(currentId: string | null, latestId: string | null): boolean {
  return isBuildId(currentId) && isBuildId(latestId) && currentId !== latestId;
}
