import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';

/**
 * True when the location matches one of the site's routes. Docusaurus ends its route table with the
 * catch-all `*` that renders NotFound (for `/404.html` at build time and any unknown path at run time).
 */
export function isSiteRoute(pathname: string): boolean {
  return routes.some(
    (route) =>
      route.path !== '*' && matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}) !== null,
  );
}
