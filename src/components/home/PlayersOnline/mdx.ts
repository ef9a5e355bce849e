import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    formatsTitle: text,
    formats: z.array(z.strictObject({label: text, to: z.optional(route)})),
  }),
  texts: {
    summary: {
      hu: 'A játékosközösség és a kliensben elérhető játékformák.',
      en: 'The player community and the game formats available in the client.',
    },
    labels: {
      ...section.labels,
      formatsTitle: {hu: 'A játékformák címe', en: 'Title of the game formats'},
      formats: {
        hu: {label: 'Játékformák', fields: {label: 'Név', to: 'Link célja (útvonal)'}},
        en: {label: 'Game formats', fields: {label: 'Name', to: 'Link target (route)'}},
      },
    },
  },
  global: false,
  example: {
    props: {
      title: 'Játékosok a világ minden tájáról',
      formatsTitle: 'Formátumok',
      formats: [{label: 'Omaha', to: '/poker-games/omaha/'}],
    },
  },
});
