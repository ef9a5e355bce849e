/**
 * The built site as the edge app sees it, one per runtime: `server/node/staticFiles.ts` on Node (`serveStatic` of
 * `@hono/node-server`), the Static Assets binding `ASSETS` on Workers (`server/worker/index.ts`).
 */
export interface AssetSource {
  /** Bytes of a build file the app reads itself (`csp.json`, `runtime-config.json`, `404.html`); null when missing. */
  read(relativePath: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /**
   * The runtime's static file server for a GET or HEAD the app let through: the file (a route's
   * `index.html` included) with its validators, 304 and content coding; a 301 for a route without its
   * trailing slash; the 404 page with status 404 for anything else. Without it, every path is a 404. Its
   * headers must be changeable: the app sets the cache rules on them in place.
   */
  serve?(request: Request): Promise<Response>;
}
