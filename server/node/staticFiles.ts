import {type Stats, statSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {serveStatic} from '@hono/node-server/serve-static';
import {Hono, type MiddlewareHandler} from 'hono';
import {etag} from 'hono/etag';

import {notFoundPage} from '../core/app';
import type {AssetSource} from '../core/assets';

/**
 * The build on Node: `@hono/node-server`'s static handler (content types, the build's `.br`/`.gz` variants
 * chosen from `Accept-Encoding`, `Content-Length`, single byte ranges → 206/416, path checks), every file
 * streamed from disk, so a rebuild is served at once. Nothing is compressed per request. Each answer carries a
 * strong entity tag per representation from the file's size and mtime (a range the tag of the whole file) and
 * `Last-Modified`; `If-None-Match` (by `hono/etag`) and `If-Modified-Since` are answered with 304. A directory
 * asked for without its trailing slash is sent to it (301) when it holds an `index.html`, as on Workers. Paths
 * were checked by the app (`requestPath.ts`) before they get here; the handler refuses `..`, `//` and escapes
 * again.
 */

/** The file's metadata, or null when nothing is there. */
function statOf(file: string): Stats | null {
  try {
    return statSync(file, {throwIfNoEntry: false}) ?? null;
  } catch (error) {
    // A name longer than the file system allows (a path segment over 255 bytes) names nothing either.
    if ((error as NodeJS.ErrnoException).code === 'ENAMETOOLONG') return null;
    throw error;
  }
}

/** `"<size>-<mtime>"` in base 36, with the coding of a precompressed variant. */
function entityTagOf(info: Stats, file: string): string {
  const coding = file.endsWith('.br') ? '-br' : file.endsWith('.gz') ? '-gz' : '';
  return `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${coding}"`;
}

/** The file the handler sent (a variant's own path), for its validators. */
interface FilesEnv {
  Variables: {sent: {file: string; info: Stats}};
}

/**
 * `If-Modified-Since` (RFC 9110, 13.1.3): 304 when the file is no newer than the date, for a GET or HEAD
 * without `If-None-Match` (which takes precedence); the 304 keeps only the tag, as `hono/etag`'s does.
 */
const ifModifiedSince: MiddlewareHandler = async (c, next) => {
  await next();
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  const modified = Date.parse(c.res.headers.get('Last-Modified') ?? '');
  if (c.res.status !== 200 || c.req.header('If-None-Match') !== undefined || !(modified <= since)) return;
  const tag = c.res.headers.get('ETag');
  await c.res.body?.cancel();
  c.res = new Response(null, {status: 304, headers: tag === null ? {} : {ETag: tag}});
};

export function nodeBuild(root: string, baseUrl = '/'): AssetSource {
  const base = path.resolve(root);
  const fullPathOf = (relativePath: string): string | null => {
    const full = path.resolve(base, relativePath);
    return !path.isAbsolute(relativePath) && full.startsWith(base + path.sep) ? full : null;
  };
  const source: AssetSource = {
    async read(relativePath) {
      const full = fullPathOf(relativePath);
      return full === null
        ? null
        : readFile(full).then(
            (bytes) => new Uint8Array(bytes),
            () => null,
          );
    },
  };

  const files = new Hono<FilesEnv>();
  files.use('*', etag(), ifModifiedSince);
  // The validators of the file sent (a variant's own), set before `etag()` and `ifModifiedSince` compare them.
  files.use('*', async (c, next) => {
    await next();
    const sent = c.get('sent') as FilesEnv['Variables']['sent'] | undefined;
    if (sent === undefined || !c.res.ok) return;
    c.res.headers.set('ETag', entityTagOf(sent.info, sent.file));
    c.res.headers.set('Last-Modified', new Date(sent.info.mtimeMs).toUTCString());
  });
  files.get('*', (c, next) => {
    // A route has one URL, as on Workers (`auto-trailing-slash`): `/x` naming a folder with an
    // `index.html`, and `/x/index.html`, are sent to `/x/` (the query kept). The app checked the path.
    const {pathname, search} = new URL(c.req.url);
    if (pathname.endsWith('/index.html')) return c.redirect(`${pathname.slice(0, -'index.html'.length)}${search}`, 301);
    const full = pathname.endsWith('/') ? null : fullPathOf(decodeURIComponent(pathname.slice(baseUrl.length)));
    if (full === null || !statOf(full)?.isDirectory()) return next();
    return statOf(path.join(full, 'index.html'))?.isFile() ? c.redirect(`${pathname}/${search}`, 301) : c.notFound();
  });
  files.get(
    '*',
    serveStatic<FilesEnv>({
      root: base,
      precompressed: true,
      // A path ending in `/` names a folder's `index.html`; any other folder was redirected or refused above.
      rewriteRequestPath: (requestPath) =>
        (requestPath.endsWith('/') ? `${requestPath}index.html` : requestPath).slice(baseUrl.length - 1),
      onFound: (file, c) => {
        const info = statOf(file);
        if (info !== null) c.set('sent', {file, info});
      },
    }),
  );
  files.notFound(() => notFoundPage(source));
  return {...source, serve: (request) => Promise.resolve(files.fetch(request))};
}
