import {
  createDownloadLinkClient,
  DOWNLOAD_CACHE_PREFIX,
  DOWNLOAD_CACHE_TTL_MS,
  type DownloadLinkRequest,
  type KeyValueStorage,
} from '@site/src/lib/downloadLinkResolver';
import type {FetchLike} from '@site/src/lib/fetchWithTimeout';

const REQUEST: DownloadLinkRequest = {brandAlias: 'GGPoker', platform: 'ios', country: 'HU'};
const GOOD = {
  links: [
    {type: 2, url: 'https://dl.example.com/ios'},
    {type: 6, url: 'https://dl.example.com/ios-alt'},
  ],
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json'},
  });
}

function memoryStorage(): KeyValueStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('download link client', () => {
  it('asks with brand, platform and country and caches under them', async () => {
    const storage = memoryStorage();
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => jsonResponse(GOOD));
    await createDownloadLinkClient({endpoint: '/api/download-url', fetchImpl, storage: () => storage}).resolve(REQUEST);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/download-url?brandAlias=GGPoker&platform=ios&country=HU',
      expect.anything(),
    );
    expect([...storage.data.keys()]).toEqual([`${DOWNLOAD_CACHE_PREFIX}GGPoker|ios|HU`]);
  });

  it('makes one request per key, shared by concurrent and later callers', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => jsonResponse(GOOD));
    const client = createDownloadLinkClient({endpoint: '/api/download-url', fetchImpl});
    const results = await Promise.all([client.resolve(REQUEST), client.resolve(REQUEST), client.resolve({...REQUEST})]);
    await client.resolve(REQUEST);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/download-url?brandAlias=GGPoker&platform=ios&country=HU');
    for (const result of results) {
      expect(result).toEqual({primary: 'https://dl.example.com/ios', alternative: 'https://dl.example.com/ios-alt'});
    }

    await client.resolve({...REQUEST, platform: 'android'});
    await client.resolve({...REQUEST, country: 'AT'});
    await client.resolve({...REQUEST, brandAlias: 'Other'});
    await client.resolve({...REQUEST, country: 'AT'});
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('stores answers in sessionStorage and a new page session reuses them without a request', async () => {
    const storage = memoryStorage();
    const fetchImpl = jest.fn(async () => jsonResponse(GOOD));
    const first = createDownloadLinkClient({endpoint: '/api/download-url', fetchImpl, storage: () => storage});
    await first.resolve(REQUEST);
    expect(storage.data.has(`${DOWNLOAD_CACHE_PREFIX}GGPoker|ios|HU`)).toBe(true);

    const second = createDownloadLinkClient({endpoint: '/api/download-url', fetchImpl, storage: () => storage});
    expect(await second.resolve(REQUEST)).toEqual({
      primary: 'https://dl.example.com/ios',
      alternative: 'https://dl.example.com/ios-alt',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('ignores an expired or tampered stored answer', async () => {
    const storage = memoryStorage();
    const key = `${DOWNLOAD_CACHE_PREFIX}GGPoker|ios|HU`;
    const fetchImpl = jest.fn(async () => jsonResponse(GOOD));
    let now = 1_000_000;
    storage.setItem(
      key,
      JSON.stringify({
        primary: 'https://old.example.com/',
        alternative: null,
        savedAt: now - DOWNLOAD_CACHE_TTL_MS - 1,
      }),
    );
    const client = createDownloadLinkClient({endpoint: '/e', fetchImpl, storage: () => storage, now: () => now});
    expect((await client.resolve(REQUEST))?.primary).toBe('https://dl.example.com/ios');

    storage.setItem(key, JSON.stringify({primary: 'javascript:alert(1)', alternative: null, savedAt: now}));
    now += 1;
    const next = createDownloadLinkClient({endpoint: '/e', fetchImpl, storage: () => storage, now: () => now});
    expect((await next.resolve(REQUEST))?.primary).toBe('https://dl.example.com/ios');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps working when storage throws', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(GOOD));
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const client = createDownloadLinkClient({endpoint: '/e', fetchImpl, storage: () => broken});
    expect((await client.resolve(REQUEST))?.primary).toBe('https://dl.example.com/ios');
    const noStorage = createDownloadLinkClient({
      endpoint: '/e',
      fetchImpl,
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    expect((await noStorage.resolve(REQUEST))?.primary).toBe('https://dl.example.com/ios');
  });

  describe('falls back (null) silently', () => {
    let errorSpy: jest.SpyInstance;
    let warnSpy: jest.SpyInstance;
    beforeEach(() => {
      errorSpy = jest.spyOn(console, 'error');
      warnSpy = jest.spyOn(console, 'warn');
    });
    afterEach(() => {
      expect(errorSpy).not.toHaveBeenCalled();
      expect(warnSpy).not.toHaveBeenCalled();
      errorSpy.mockRestore();
      warnSpy.mockRestore();
      jest.useRealTimers();
    });

    it('on a timeout (5 s unless told otherwise)', async () => {
      const timeout = jest.spyOn(AbortSignal, 'timeout');
      const fetchImpl: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const started = Date.now();
      expect(await createDownloadLinkClient({endpoint: '/e', fetchImpl, timeoutMs: 50}).resolve(REQUEST)).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
      const failing: FetchLike = async () => {
        throw new TypeError('Failed to fetch');
      };
      await createDownloadLinkClient({endpoint: '/e', fetchImpl: failing}).resolve(REQUEST);
      expect(timeout).toHaveBeenLastCalledWith(5000);
      timeout.mockRestore();
    });

    it.each([404, 500, 503])('on HTTP %p', async (status) => {
      const storage = memoryStorage();
      const client = createDownloadLinkClient({
        endpoint: '/e',
        fetchImpl: async () => jsonResponse({error: 'x'}, status),
        storage: () => storage,
      });
      expect(await client.resolve(REQUEST)).toBeNull();
      expect(storage.data.size).toBe(0);
    });

    it.each([
      ['not JSON', '<html>oops</html>'],
      ['wrong shape', JSON.stringify({links: {type: 2}})],
      ['no usable link', JSON.stringify({links: [{type: 2, url: 'javascript:alert(1)'}]})],
      ['too large', JSON.stringify({links: [], pad: 'x'.repeat(20_000)})],
    ])('on a malformed body (%s)', async (_label, body) => {
      const client = createDownloadLinkClient({endpoint: '/e', fetchImpl: async () => jsonResponse(body)});
      expect(await client.resolve(REQUEST)).toBeNull();
    });

    it('on a network error, and does not ask again for the same key', async () => {
      const fetchImpl = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      const client = createDownloadLinkClient({endpoint: '/e', fetchImpl});
      expect(await client.resolve(REQUEST)).toBeNull();
      expect(await client.resolve(REQUEST)).toBeNull();
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});
