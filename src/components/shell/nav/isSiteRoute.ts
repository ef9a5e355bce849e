import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';

/** Docusaurus ends its route table with the catch-all `*` that renders NotFound: not a site route. */
export function isSiteRoute(pathname: string): boolean {
  return routes.some(
    (route) =>
      route.path !== '*' && matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}) !== null,
  );
}
