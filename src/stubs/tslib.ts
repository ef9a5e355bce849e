/**
 * Browser stand-in for `tslib` (see plugins/lean-bundle). The one client module that requires it,
 * `@docusaurus/utils-common` (CommonJS), uses only `__importDefault`; requiring the real package pulled all
 * of tslib (about 10 KB) into every page's main bundle. Same semantics as tslib's helper. A client
 * dependency that needs another helper would fail at run time with "… is not a function" (the e2e crawl
 * fails on any console error), and then belongs here.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
