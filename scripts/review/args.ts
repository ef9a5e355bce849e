/** Flags of `npm run review` (docs/reviewers.md): bad input stops the review before anything is built. */
import path from 'node:path';

import {SITE_ROOT as ROOT} from '../../site/paths';
import {parseStrictArgs} from '../check/cli';

const LIGHTHOUSE_ROUTES = 5;

function count(option: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new Error(`A(z) ${option} értéke nemnegatív egész szám legyen, nem „${value}”.`);
  return Number.parseInt(value, 10);
}

export function parseReviewArgs(argv: string[]) {
  const {values} = parseStrictArgs({
    args: argv,
    strict: true,
    options: {
      base: {type: 'string'},
      'base-build': {type: 'string'},
      'head-build': {type: 'string'},
      out: {type: 'string'},
      'preview-url': {type: 'string'},
      lighthouse: {type: 'string'},
    },
  });
  const lighthouseRoutes =
    values.lighthouse === undefined ? LIGHTHOUSE_ROUTES : count('--lighthouse', values.lighthouse);
  if (!values.base) throw new Error('Add meg, mihez képest: npm run review -- --base main');
  const resolved = (dir: string | undefined): string | undefined => (dir === undefined ? undefined : path.resolve(dir));
  return {
    base: values.base,
    baseBuild: resolved(values['base-build']),
    headBuild: resolved(values['head-build']),
    out: resolved(values.out) ?? path.join(ROOT, 'review'),
    previewUrl: values['preview-url'] ?? (process.env.PREVIEW_URL || undefined),
    lighthouseRoutes,
  };
}
