import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {readSiteEnv} from '../../src/siteEnv';
import {devServerMiddleware} from '../dev-api/devServer';
import {ADMIN_DIR, type AdminFile, adminFiles, type AdminSite} from './adminFiles';

/** The repository and origin the editor works with, from the site's settings. */
export function adminSiteOf(context: LoadContext): AdminSite {
  return {repository: readSiteEnv(process.env).githubRepository, origin: new URL(context.siteConfig.url).origin};
}

/** Writes `/admin/` into a build (called by `plugins/post-build` before its pass over the build). */
export async function writeAdminFiles(outDir: string, site: AdminSite): Promise<void> {
  for (const [relative, file] of await adminFiles(site, outDir)) {
    const target = path.join(outDir, ADMIN_DIR, relative);
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, file.body);
  }
}

/**
 * The writers' editor (Decap CMS) at `/admin/`: the build gets it from `plugins/post-build`; this plugin answers
 * it on the dev server, made again on each load so a change shows on reload. Not a route: in no sitemap, `noindex`.
 */
export default function writersEditorPlugin(context: LoadContext): Plugin {
  const site = adminSiteOf(context);
  const prefix = `${context.baseUrl}${ADMIN_DIR}/`;
  let files: Promise<Map<string, AdminFile>> | null = null;
  return {
    name: 'writers-editor',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return devServerMiddleware('ggphu-admin', (request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (url === prefix.slice(0, -1)) {
          response.statusCode = 301;
          response.setHeader('Location', prefix);
          response.end();
          return;
        }
        if (!url.startsWith(prefix)) {
          next();
          return;
        }
        const relative = url.slice(prefix.length) || 'index.html';
        // The page is made again on each load; its files are read from that run.
        if (relative === 'index.html' || !files) {
          files = adminFiles({...site, origin: `http://${request.headers.host ?? 'localhost'}`});
        }
        files
          .then((all) => {
            const file = all.get(relative);
            if (!file) {
              response.statusCode = 404;
              response.end('Not found');
              return;
            }
            response.setHeader('Content-Type', file.type);
            response.setHeader('Cache-Control', 'no-store');
            response.end(file.body);
          })
          .catch(next);
      });
    },
  };
}
