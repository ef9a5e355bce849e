import {
  fetchLatestBuildId,
  isChunkLoadError,
  isNewerBuild,
  isOwnChunkUrl,
  mayReload,
  parseLatestBuild,
  parseReloadGuard,
  RELOAD_GUARD_KEY,
  reloadOnce,
  type StorageLike,
} from '@site/src/lib/buildFreshness';
import type {FetchLike} from '@site/src/lib/fetchWithTimeout';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & {store: Record<string, string>} {
  const store = {...initial};
  return {store, getItem: (k) => store[k] ?? null, setItem: (k, v) => void (store[k] = v)};
}

describe('build freshness', () => {
  it('asks for the latest build with a timestamp query', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => {
      throw new Error('offline');
    });
    await fetchLatestBuildId('/', 1700000000000.5, fetchImpl);
    expect(fetchImpl.mock.calls[0][0]).toBe('/builds/latest.json?t=1700000000000');
  });

  it('parses latest.json strictly', () => {
    expect(parseLatestBuild({id: 'k2x9-1a'})).toBe('k2x9-1a');
    for (const bad of [null, [], {id: 1}, {id: ''}, {id: '../x'}, {id: 'a'.repeat(65)}, {id: '<script>'}]) {
      expect(parseLatestBuild(bad)).toBeNull();
    }
  });

  it('detects a newer build only between two valid ids', () => {
    expect(isNewerBuild('a', 'b')).toBe(true);
    expect(isNewerBuild('a', 'a')).toBe(false);
    expect(isNewerBuild(null, 'b')).toBe(false);
    expect(isNewerBuild('a', null)).toBe(false);
  });

  it('fetches the latest id and falls back silently', async () => {
    const answer =
      (body: string, status = 200): FetchLike =>
      async () =>
        ({status, headers: {get: () => null}, text: async () => body, body: null}) as unknown as Response;
    expect(await fetchLatestBuildId('/', 1, answer('{"id":"b2"}'))).toBe('b2');
    expect(await fetchLatestBuildId('/', 1, answer('nope'))).toBeNull();
    expect(await fetchLatestBuildId('/', 1, answer('{"id":"b2"}', 500))).toBeNull();
    expect(
      await fetchLatestBuildId('/', 1, async () => {
        throw new Error('offline');
      }),
    ).toBeNull();
  });

  describe('reload guard: once per path within 10 s', () => {
    it('allows the first reload and records it', () => {
      const storage = memoryStorage();
      const reload = jest.fn();
      expect(reloadOnce({path: '/funds/', now: 1000, storage: () => storage, reload})).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(parseReloadGuard(storage.store[RELOAD_GUARD_KEY])).toEqual({path: '/funds/', at: 1000});
    });

    it('refuses a second reload of the same path within the window', () => {
      const storage = memoryStorage();
      const reload = jest.fn();
      reloadOnce({path: '/funds/', now: 1000, storage: () => storage, reload});
      expect(reloadOnce({path: '/funds/', now: 10999, storage: () => storage, reload})).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(reloadOnce({path: '/funds/', now: 11000, storage: () => storage, reload})).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    });

    it('allows another path', () => {
      expect(mayReload({path: '/a/', at: 1000}, '/b/', 1001)).toBe(true);
    });

    it('treats a clock that went back as a new window', () => {
      expect(mayReload({path: '/a/', at: 5000}, '/a/', 1000)).toBe(true);
    });

    it('never reloads without storage (no loop protection)', () => {
      const reload = jest.fn();
      expect(reloadOnce({path: '/', now: 1, storage: () => null, reload})).toBe(false);
      const throwing: StorageLike = {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceeded');
        },
      };
      expect(reloadOnce({path: '/', now: 1, storage: () => throwing, reload})).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });

    it('ignores a tampered guard', () => {
      for (const raw of ['x', '{"path":1,"at":2}', 'null', '{"path":"/","at":"1"}', 'a'.repeat(5000)]) {
        expect(parseReloadGuard(raw)).toBeNull();
      }
    });
  });

  it('recognises chunk load failures', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: /assets/js/123.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('knows our own chunk URLs', () => {
    expect(isOwnChunkUrl('/assets/js/1.abc.js', '/', 'https://www.ggpoker.hu')).toBe(true);
    expect(isOwnChunkUrl('https://www.ggpoker.hu/assets/css/styles.css', '/', 'https://www.ggpoker.hu')).toBe(true);
    expect(isOwnChunkUrl('https://cdn.segment.com/assets/x.js', '/', 'https://www.ggpoker.hu')).toBe(false);
    expect(isOwnChunkUrl('/img/logo.svg', '/', 'https://www.ggpoker.hu')).toBe(false);
  });
});
