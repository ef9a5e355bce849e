/**
 * Regional settings of the site being built (Hungary, GGPHU, unless `REGION` names another): the values
 * components read (logo, brand alias, region selector and chat switches…), taken from the active region's folder in
 * `regions/`, with its site id as `regionId`.
 */
import {region} from './region';

export const regionalSettings = {...region, regionId: region.id};
