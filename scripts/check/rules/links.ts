import {existsSync} from 'node:fs';
import path from 'node:path';

import {SITE_ROOT} from '../../../site/paths';
import {pageRule} from '../../../src/lib/check/context';
import {linkFindings} from '../../../src/lib/check/rules/linkTargets';

/** `linkFindings`, with the static files on disk. */
export const linksRule = pageRule('links', (context, page) =>
  linkFindings(context, page, (file) => existsSync(path.join(SITE_ROOT, 'static', file))),
);
