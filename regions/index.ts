/**
 * Every region this codebase builds, by site id. A region is its folder here plus its content folder
 * `i18n/<locale>/`; adding one is a folder and a line below (steps: docs/maintainers.md, "A new region").
 */
import {GGPCA} from './GGPCA/region';
import {GGPHU} from './GGPHU/region';
import type {RegionConfig} from './regionConfig';

export const REGIONS: Readonly<Record<string, RegionConfig>> = {GGPHU, GGPCA};

/** The region built when `REGION` is not set. */
export const DEFAULT_REGION_ID = 'GGPHU';
