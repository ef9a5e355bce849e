import path from 'node:path';

import {serveStatic as serveFromDisk} from '@hono/node-server/serve-static';
import {Hono, type MiddlewareHandler} from 'hono';
import {etag} from 'hono/etag';
import {serveStatic} from 'hono/serve-static';

import {notFoundPage} from '../core/app';
import type {AssetSource} from '../core/assets';
import {buildFileCache, type FileInfo} from './buildFileCache';

/**
 * The build on Node (docs/deploy.md, "Node as a self-hosting option"). Paths were checked by the app
 * (`buildPathOf`) before they get here; both handlers refuse `..`, `//` and escapes again.
 */

/** `"<size>-<mtime>"` in base 36, with the coding of a precompressed variant. */
function entityTagOf(info: FileInfo, file: string): string {
  const coding = file.endsWith('.br') ? '-br' : file.endsWith('.gz') ? '-gz' : '';
  return `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${coding}"`;
}

/**
 * What this request already knows of a file: the one the handler sent (a variant's own path), for its
 * validators, and the metadata looked at before the handler ran (null: nothing there).
 */
interface FilesEnv {
  Variables: {sent?: {file: string; info: FileInfo}; looked?: {file: string; info: FileInfo | null}};
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
  const cache = buildFileCache();
  const fullPathOf = (relativePath: string): string | null => {
    const full = path.resolve(base, relativePath);
    return !path.isAbsolute(relativePath) && full.startsWith(base + path.sep) ? full : null;
  };
  const source: AssetSource = {
    async read(relativePath) {
      const full = fullPathOf(relativePath);
      const opened = full === null ? null : cache.open(full);
      if (opened === null) return null;
      return opened.body instanceof Uint8Array ? opened.body : new Response(opened.body).bytes();
    },
  };
  const rewriteRequestPath = (requestPath: string): string => requestPath.slice(baseUrl.length - 1);
  // A path ending in `/` names a folder's `index.html`; any other folder was redirected or refused above.
  const fileOf = (requestPath: string): string =>
    rewriteRequestPath(requestPath.endsWith('/') ? `${requestPath}index.html` : requestPath);

  const files = new Hono<FilesEnv>();
  files.use('*', etag(), ifModifiedSince);
  // The validators of the file sent (a variant's own), set before `etag()` and `ifModifiedSince` compare them.
  files.use('*', async (c, next) => {
    await next();
    const sent = c.get('sent');
    if (sent === undefined || !c.res.ok) return;
    c.res.headers.set('ETag', entityTagOf(sent.info, sent.file));
    c.res.headers.set('Last-Modified', new Date(sent.info.mtimeMs).toUTCString());
    if (c.res.status === 200) c.res.headers.set('Content-Length', String(sent.info.size));
  });
  files.get('*', (c, next) => {
    // A route has one URL, as on Workers (`auto-trailing-slash`): `/x` naming a folder with an
    // `index.html`, and `/x/index.html`, are sent to `/x/` (the query kept). The app checked the path.
    const {pathname, search} = new URL(c.req.url);
    if (pathname.endsWith('/index.html')) return c.redirect(`${pathname.slice(0, -'index.html'.length)}${search}`, 301);
    if (pathname.endsWith('/')) return next();
    const full = fullPathOf(decodeURIComponent(pathname.slice(baseUrl.length)));
    if (full === null) return next();
    const info = cache.info(full);
    if (info?.isDir) {
      return cache.info(path.join(full, 'index.html'))?.isFile
        ? c.redirect(`${pathname}/${search}`, 301)
        : c.notFound();
    }
    // Not a folder: the static handler sends it as a file, with the metadata just looked at.
    c.set('looked', {file: full, info});
    return next();
  });
  const fromMemory = serveStatic<FilesEnv>({
    root: base,
    join: (...parts) => path.join(...parts),
    precompressed: true,
    rewriteRequestPath: fileOf,
    // The handler asks for the file, then for the first variant the client accepts that the build has.
    getContent: (file, c) => {
      const looked = c.get('looked');
      const opened = cache.open(file, looked?.file === file ? looked.info : undefined);
      if (opened !== null) c.set('sent', {file, info: opened.info});
      return Promise.resolve(opened?.body ?? null);
    },
  });
  const rangeFromDisk = serveFromDisk<FilesEnv>({
    root: base,
    precompressed: true,
    rewriteRequestPath,
    onFound: (file, c) => {
      const info = cache.info(file);
      if (info !== null) c.set('sent', {file, info});
    },
  });
  files.get('*', (c, next) => (c.req.header('Range') === undefined ? fromMemory(c, next) : rangeFromDisk(c, next)));
  files.notFound(() => notFoundPage(source));
  return {...source, serve: (request) => Promise.resolve(files.fetch(request))};
}
