import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';

import {serveStatic} from '@hono/node-server/serve-static';
import {Hono} from 'hono';
import {etag} from 'hono/etag';

import {notFoundPage} from '../core/app';
import type {AssetSource} from '../core/assets';

/**
 * The build on Node: files streamed from disk by `@hono/node-server`'s `serveStatic` (content types, the
 * build's `.br`/`.gz` variants chosen from `Accept-Encoding`, single byte ranges → 206/416), `If-None-Match`
 * → 304 by `hono/etag`, and a strong entity tag per representation from the file's size and mtime (so
 * nothing is read to answer a 304, and a range carries the tag of the whole file). A directory asked for
 * without its trailing slash is sent to it (301) when it holds an `index.html`, as on Workers. Paths were checked by the
 * app (`requestPath.ts`) before they get here; `serveStatic` refuses `..`, `//` and escapes again.
 */

async function statOf(file: string): Promise<{size: number; mtimeMs: number; isFile: boolean; isDir: boolean} | null> {
  try {
    const info = await stat(file);
    return {size: info.size, mtimeMs: info.mtimeMs, isFile: info.isFile(), isDir: info.isDirectory()};
  } catch {
    return null;
  }
}

/** `"<size>-<mtime>"` in base 36, with the coding of a precompressed variant. */
function entityTagOf(info: {size: number; mtimeMs: number}, file: string): string {
  const coding = file.endsWith('.br') ? '-br' : file.endsWith('.gz') ? '-gz' : '';
  return `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${coding}"`;
}

export function nodeBuild(root: string, baseUrl = '/'): AssetSource {
  const base = path.resolve(root);
  const fullPathOf = (relativePath: string): string | null => {
    const full = path.resolve(base, relativePath);
    return !path.isAbsolute(relativePath) && full.startsWith(base + path.sep) ? full : null;
  };
  const source: AssetSource = {
    async read(relativePath) {
      const full = fullPathOf(relativePath);
      if (full === null || !(await statOf(full))?.isFile) return null;
      const bytes = await readFile(full);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  };

  const files = new Hono<{Variables: {file: string}}>();
  files.use('*', etag());
  // The tag of the file `serveStatic` sent (a variant's own), set before `etag()` compares it.
  files.use('*', async (c, next) => {
    await next();
    const file = c.get('file') as string | undefined;
    const info = file === undefined ? null : await statOf(file);
    if (file !== undefined && info !== null && c.res.ok) c.res.headers.set('ETag', entityTagOf(info, file));
  });
  files.get('*', async (c, next) => {
    // A route has one URL, as on Workers (`auto-trailing-slash`): `/x` naming a folder with an
    // `index.html`, and `/x/index.html`, are sent to `/x/` (the query kept). The app checked the path.
    const {pathname, search} = new URL(c.req.url);
    if (pathname.endsWith('/index.html')) return c.redirect(`${pathname.slice(0, -'index.html'.length)}${search}`, 301);
    if (pathname.endsWith('/')) return next();
    const full = fullPathOf(decodeURIComponent(pathname.slice(baseUrl.length)));
    if (full !== null && (await statOf(full))?.isDir) {
      return (await statOf(path.join(full, 'index.html')))?.isFile
        ? c.redirect(`${pathname}/${search}`, 301)
        : c.notFound();
    }
    return next();
  });
  files.get(
    '*',
    serveStatic({
      root: base,
      precompressed: true,
      rewriteRequestPath: (requestPath) => requestPath.slice(baseUrl.length - 1),
      onFound: (file, c) => {
        c.set('file', file);
      },
    }),
  );
  files.notFound(() => notFoundPage(source));
  return {...source, serve: (request) => Promise.resolve(files.fetch(request))};
}
