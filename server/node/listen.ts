import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import path from 'node:path';

import {getRequestListener, type Http2Bindings, type HttpBindings} from '@hono/node-server';

import {createSiteParts} from '../core/site';
import {fileSettingsStore} from './settingsFile';
import {nodeBuild} from './staticFiles';

export interface ListenOptions {
  buildDir: string;
  baseUrl?: string;
  /** 0 picks a free port. */
  port?: number;
  hostname?: string;
  env?: Record<string, string | undefined>;
}

export type RunningServer = Awaited<ReturnType<typeof listen>>;

/** How long an idle kept-alive connection stays open (see where it is set). */
export const KEEP_ALIVE_IDLE_MS = 65_000;

function rawResponse(status: 400 | 431, headers: Record<string, string>): string {
  const reason = status === 400 ? 'Bad Request' : 'Request Header Fields Too Large';
  const lines = Object.entries({
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(reason.length),
    'Cache-Control': 'no-store',
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${reason}`;
}

/**
 * The site's edge app on Node. Requests Node or the adapter refuse before the app sees them (malformed or
 * oversized headers, a bad `Host`, a backslash in the path) are answered here with the same security headers.
 */
export async function listen({
  buildDir,
  baseUrl = '/',
  port = 0,
  hostname = '127.0.0.1',
  env = process.env,
}: ListenOptions) {
  const {app, securityHeaders} = createSiteParts({
    assets: nodeBuild(path.resolve(buildDir), baseUrl),
    baseUrl,
    env,
    settings: fileSettingsStore(env.RUNTIME_SETTINGS_FILE),
  });
  let headers = await securityHeaders();
  const refreshHeaders = (): void => {
    void securityHeaders().then((next) => (headers = next));
  };

  const listener = getRequestListener(
    (request: Request, bindings: HttpBindings | Http2Bindings) => {
      // Node's `headers` keeps only the first of two `Host` lines, so the app would never see the second.
      const hosts = (bindings.incoming as IncomingMessage).headersDistinct.host ?? [];
      if (hosts.length <= 1) return app.fetch(request, bindings);
      // Joined as the Fetch API joins repeated headers; the app's host check refuses it.
      const joined = new Headers(request.headers);
      joined.set('host', hosts.join(', '));
      return app.fetch(new Request(request.url, {method: request.method, headers: joined}), bindings);
    },
    {
      hostname,
      errorHandler: () => {
        refreshHeaders();
        return new Response('Bad Request', {
          status: 400,
          headers: {...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
        });
      },
    },
  );
  const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
  // A client that keeps connections open for reuse (browsers, Playwright's request context) may send its next
  // request on a connection just as the server closes it for being idle, and gets a reset. Node closes idle
  // connections after 5 s, a gap a slow machine easily leaves between two requests of one test; 65 s is longer
  // than that and than the 60 s idle limit of common proxies, which then close first.
  server.keepAliveTimeout = KEEP_ALIVE_IDLE_MS;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    refreshHeaders();
    if (socket.writable) socket.end(rawResponse(error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400, headers));
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  const address = server.address() as AddressInfo;
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  return {
    origin: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
