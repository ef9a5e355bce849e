import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';

/** The check names files relative to the site root. */
export const ROOT = SITE_ROOT;
export const STATIC_DIRS = [path.join(ROOT, 'static')];
