import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({...section.props, showAllLabel: text, showAllTo: z.optional(route)}),
  texts: {
    hu: {
      summary: 'Kiemelt nagykövetek; a lista magától jön.',
      labels: {
        ...section.labels.hu,
        showAllLabel: 'Az „összes” link szövege',
        showAllTo: 'Az „összes” link célja (útvonal)',
      },
    },
    en: {
      summary: 'Featured ambassadors; the list is filled in automatically.',
      labels: {
        ...section.labels.en,
        showAllLabel: 'Text of the “see all” link',
        showAllTo: 'Target of the “see all” link (route)',
      },
    },
  },
  global: false,
  example: {props: {title: 'Játékstílusok közelről', showAllLabel: 'Az összes profil'}},
});
