/** The built region's settings as components read them, with its site id as `regionId`. */
import {region} from './region';

export const regionalSettings = {...region, regionId: region.id};
