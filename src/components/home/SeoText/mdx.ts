import {defineMdxComponent, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type SeoText from '.';

export default defineMdxComponent<typeof SeoText>()({
  schema: z.strictObject({id: sectionId, title: text}),
  labels: {id: 'Horgony (a szakasz azonosítója)', title: 'Cím'},
  summary: 'Hosszú szöveges szakasz ### alcímekkel.',
  global: false,
  example: {props: {title: 'Online póker'}, children: 'Hosszabb szöveg.'},
});
