import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({...section.props, showAllLabel: text, showAllTo: z.optional(route)}),
  texts: {
    summary: {
      hu: 'Kiemelt nagykövetek; a lista magától jön.',
      en: 'Featured ambassadors; the list is filled in automatically.',
    },
    labels: {
      ...section.labels,
      showAllLabel: {hu: 'Az „összes” link szövege', en: 'Text of the “see all” link'},
      showAllTo: {hu: 'Az „összes” link célja (útvonal)', en: 'Target of the “see all” link (route)'},
    },
  },
  global: false,
  example: {props: {title: 'Játékstílusok közelről', showAllLabel: 'Az összes profil'}},
});
