import {fetchJson, type FetchLike} from '@site/src/lib/fetchWithTimeout';

function response(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return {
    status,
    headers: {get: (name: string) => headers[name.toLowerCase()] ?? null},
    text: async () => body,
    body: null,
  } as unknown as Response;
}

const ok =
  (body: string, status = 200): FetchLike =>
  async () =>
    response(body, status);

describe('fetchJson', () => {
  it('returns the parsed and validated JSON', async () => {
    const result = await fetchJson('/x', {
      fetchImpl: ok('{"a":1}'),
      parse: (v) => ((v as {a: number}).a === 1 ? 'yes' : null),
    });
    expect(result).toEqual({ok: true, status: 200, data: 'yes'});
  });

  it('reports a non-2xx status without throwing', async () => {
    expect(await fetchJson('/x', {fetchImpl: ok('oops', 500)})).toEqual({ok: false, reason: 'status', status: 500});
    expect(await fetchJson('/x', {fetchImpl: ok('', 404)})).toMatchObject({ok: false, reason: 'status'});
  });

  it('reports a non-JSON body as parse', async () => {
    expect(await fetchJson('/x', {fetchImpl: ok('<html>gateway</html>')})).toMatchObject({ok: false, reason: 'parse'});
  });

  it('reports a wrong shape as invalid, also when the validator throws', async () => {
    expect(await fetchJson('/x', {fetchImpl: ok('[]'), parse: () => null})).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await fetchJson('/x', {
        fetchImpl: ok('{}'),
        parse: () => {
          throw new Error('bad');
        },
      }),
    ).toMatchObject({ok: false, reason: 'invalid'});
  });

  it('reports a network error', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await fetchJson('/x', {fetchImpl: failing})).toEqual({ok: false, reason: 'network'});
  });

  it('reports too-large bodies, by header or by length', async () => {
    const big = JSON.stringify('x'.repeat(2000));
    expect(await fetchJson('/x', {fetchImpl: ok(big), maxBytes: 1000})).toMatchObject({ok: false, reason: 'too-large'});
    const declared: FetchLike = async () => response('{}', 200, {'content-length': '999999999'});
    expect(await fetchJson('/x', {fetchImpl: declared, maxBytes: 1000})).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
  });

  it('times out a fetch that never answers, even if it ignores the signal', async () => {
    const never: FetchLike = () => new Promise<Response>(() => undefined);
    expect(await fetchJson('/x', {fetchImpl: never, timeoutMs: 20})).toEqual({ok: false, reason: 'timeout'});
  });

  it('times out a body that never ends', async () => {
    const slowBody: FetchLike = async () =>
      ({
        status: 200,
        headers: {get: () => null},
        text: () => new Promise<string>(() => undefined),
        body: null,
      }) as unknown as Response;
    expect(await fetchJson('/x', {fetchImpl: slowBody, timeoutMs: 20})).toMatchObject({ok: false, reason: 'timeout'});
  });

  it('passes an abort signal to fetch and aborts it on timeout', async () => {
    let seen: AbortSignal | undefined;
    const watching: FetchLike = (_url, init) => {
      seen = init?.signal ?? undefined;
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    expect(await fetchJson('/x', {fetchImpl: watching, timeoutMs: 10})).toMatchObject({ok: false, reason: 'timeout'});
    expect(seen?.aborted).toBe(true);
  });

  it('honours an outer abort signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const never: FetchLike = () => new Promise<Response>(() => undefined);
    expect(await fetchJson('/x', {fetchImpl: never, signal: controller.signal})).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
  });

  it('times out and honours an outer signal in a browser without AbortSignal.any and .timeout', async () => {
    const {any, timeout} = AbortSignal;
    Object.assign(AbortSignal, {any: undefined, timeout: undefined});
    try {
      const never: FetchLike = () => new Promise<Response>(() => undefined);
      expect(await fetchJson('/x', {fetchImpl: never, timeoutMs: 10})).toMatchObject({ok: false, reason: 'timeout'});
      const outer = new AbortController();
      const pending = fetchJson('/x', {fetchImpl: never, signal: outer.signal});
      outer.abort();
      expect(await pending).toMatchObject({ok: false, reason: 'timeout'});
    } finally {
      Object.assign(AbortSignal, {any, timeout});
    }
  });

  it('sends Accept: application/json and keeps caller headers', async () => {
    let headers: Record<string, string> | undefined;
    const spy: FetchLike = async (_url, init) => {
      headers = init?.headers as Record<string, string>;
      return response('{}');
    };
    await fetchJson('/x', {fetchImpl: spy, init: {headers: {'X-Test': '1'}}});
    expect(headers).toEqual({Accept: 'application/json', 'X-Test': '1'});
  });

  it('reports network when no fetch exists', async () => {
    const original = globalThis.fetch;
    // @ts-expect-error simulate an environment without fetch
    delete globalThis.fetch;
    try {
      expect(await fetchJson('/x')).toEqual({ok: false, reason: 'network'});
    } finally {
      globalThis.fetch = original;
    }
  });

  it('returns a body that reads "timeout" as the body, not as a timeout', async () => {
    expect(await fetchJson('/x', {fetchImpl: ok('"timeout"')})).toEqual({ok: true, status: 200, data: 'timeout'});
  });
});
