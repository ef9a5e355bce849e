import {defineMdxComponent, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type SeoText from '.';

export default defineMdxComponent<typeof SeoText>()({
  schema: z.strictObject({id: sectionId, title: text}),
  texts: {
    hu: {
      summary: 'Hosszú szöveges szakasz ### alcímekkel.',
      labels: {id: 'Horgony (a szakasz azonosítója)', title: 'Cím'},
    },
    en: {
      summary: 'A long text section with ### subheadings.',
      labels: {id: "Anchor (the section's ID)", title: 'Title'},
    },
  },
  global: false,
  example: {props: {title: 'Online póker'}, children: 'Hosszabb szöveg.'},
});
