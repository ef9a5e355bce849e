import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {type FigureId, FIGURES} from '@site/src/data/figures';
import * as z from '@site/src/lib/schema';

import type Fig from '.';

const figureIds = Object.keys(FIGURES) as [FigureId, ...FigureId[]];

export default defineMdxComponent<typeof Fig>()({
  schema: z.strictObject({id: z.enum(figureIds), numberOnly: z.optional(z.boolean())}),
  summary: 'Egy szám a figures adatokból, magyar formában (nem kézzel írt ár vagy díj).',
  global: true,
  example: {props: {id: 'welcomeFree'}},
});
