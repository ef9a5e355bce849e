import {existsSync} from 'node:fs';
import path from 'node:path';

import {SITE_ROOT} from '../../../site/paths';
import {pageRule} from '../../../src/lib/check/context';
import {linkFindings} from '../../../src/lib/check/rules/linkTargets';

/**
 * Internal links point at a route the site has (absolute, with the trailing slash) and, with `#anchor`, at an
 * anchor that route has; links to static files (`/img/x.svg`) at a file that exists in a static folder.
 */
export const linksRule = pageRule('links', (context, page) =>
  linkFindings(context, page, (file) => existsSync(path.join(SITE_ROOT, 'static', file))),
);
