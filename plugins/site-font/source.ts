import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';

/**
 * The site's one typeface, Inter (SIL Open Font License, static/fonts/inter/OFL.txt), as its authors publish it
 * (the `inter-ui` package: the whole variable font, every script). Everything the site draws in Inter comes from
 * these files: the per-region web font subset (`subset.ts`) and the words inside drawings (plugins/svg-outlines).
 */
export const INTER_SOURCE = {
  normal: path.join(SITE_ROOT, 'node_modules/inter-ui/variable/InterVariable.woff2'),
  italic: path.join(SITE_ROOT, 'node_modules/inter-ui/variable/InterVariable-Italic.woff2'),
} as const;

export type FontStyle = keyof typeof INTER_SOURCE;

/**
 * Inter's optical-size axis pinned to its text design (14), the cut the site has always shown; the display cut
 * would change every heading's letters and add to the file.
 */
export const OPTICAL_SIZE = 14;

/** The weights the stylesheets use (regular text to the heaviest heading): the web font keeps only this range. */
export const WEIGHT_RANGE = {min: 400, max: 800} as const;

/** The family name the stylesheets and drawings give the site's font. */
export const SITE_FONT_FAMILY = 'Inter Variable';
