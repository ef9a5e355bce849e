/** The built site as the edge app sees it: `server/node/staticFiles.ts` on Node, `ASSETS` on Workers. */
export interface AssetSource {
  /** Bytes of a build file the app reads itself (`csp.json`, `runtime-config.json`, `404.html`); null when missing. */
  read(relativePath: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /**
   * The runtime's static file server for a GET or HEAD the app let through (without it, every path is a 404).
   * Its headers must be changeable: the app sets the cache rules on them in place.
   */
  serve?(request: Request): Promise<Response>;
}
