import {defineMdxComponent, route, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type FeaturedAmbassadors from '.';

export default defineMdxComponent<typeof FeaturedAmbassadors>()({
  schema: z.strictObject({id: sectionId, title: text, showAllLabel: text, showAllTo: z.optional(route)}),
  labels: {
    id: 'Horgony (a szakasz azonosítója)',
    title: 'Cím',
    showAllLabel: 'Az „összes” link szövege',
    showAllTo: 'Az „összes” link célja (útvonal)',
  },
  summary: 'Kiemelt nagykövetek; a lista magától jön.',
  global: false,
  example: {props: {title: 'Játékstílusok közelről', showAllLabel: 'Az összes profil'}},
});
