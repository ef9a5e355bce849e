import {readFileSync} from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';

import {PAGES_PATH} from '../../site/paths';
import {pageFiles, routeOfPage} from '../../site/routes';

export interface SourcePage {
  /** Path relative to the pages folder, e.g. `funds/index.mdx`. */
  file: string;
  /** The route the file builds to, e.g. `/funds/`. */
  route: string;
  data: Record<string, unknown>;
  body: string;
}

/** Every MDX page of the site with its front matter; the route is the file's, as these tests always read it. */
export function readSourcePages(): SourcePage[] {
  return pageFiles().map((file) => {
    const {data, content} = matter(readFileSync(path.join(PAGES_PATH, file), 'utf8'));
    return {file, route: routeOfPage(file), data, body: content};
  });
}

/** The routes the site must have, besides one `/ggteam/<slug>/` per ambassador. */
export const REQUIRED_ROUTES = [
  '/',
  '/about-us/',
  '/affiliate-program/',
  '/contact/',
  '/cookie-policy/',
  '/download/',
  '/funds/',
  '/funds/deposit-withdrawal/',
  '/funds/real-money-poker/',
  '/house-rules/',
  '/payment-details-policy/',
  '/poker-games/',
  '/poker-games/omaha/',
  '/poker-games/short-deck/',
  '/poker-games/texas-holdem/',
  '/poker-school/',
  '/poker-school/basic-poker-strategy-tips/',
  '/poker-school/how-to-play-omaha-poker/',
  '/poker-school/how-to-play-poker/',
  '/poker-school/how-to-play-texas-holdem-poker/',
  '/poker-school/poker-hand-rankings/',
  '/poker-school/poker-hands-odds/',
  '/poker-school/poker-terms/',
  '/privacy-policy/',
  '/promotions/',
  '/responsible-gaming/',
  '/streamer-mode/',
  '/terms-conditions/',
  '/tournaments/',
  '/withdrawal-policy/',
  '/network/random-number-generator/',
  '/network/security-ecology-policy/',
  '/network/channeling-solution/',
  '/ggteam/',
] as const;
