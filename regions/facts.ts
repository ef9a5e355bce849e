/**
 * Every region's operator facts, by site id, as the region configs give them. The pages read them through
 * `src/data/operatorFacts.ts`, which reads this module. In the bundles this module is the built region's own
 * facts file and the region configs carry none (`plugins/region`): the facts travel only with the pages that
 * show one, not in the main bundle or the boot script of every page.
 */
import {REGIONS} from './index';
import type {RegionOperatorFacts} from './operatorFacts';

export const REGION_FACTS: Readonly<Record<string, RegionOperatorFacts>> = Object.fromEntries(
  Object.entries(REGIONS).map(([id, config]) => [id, config.operatorFacts]),
);
