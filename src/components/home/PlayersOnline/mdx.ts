import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    formatsTitle: text,
    formats: z.array(z.strictObject({label: text, to: z.optional(route)})),
  }),
  texts: {
    hu: {
      summary: 'A játékosközösség és a kliensben elérhető játékformák.',
      labels: {
        ...section.labels.hu,
        formatsTitle: 'A játékformák címe',
        formats: {label: 'Játékformák', fields: {label: 'Név', to: 'Link célja (útvonal)'}},
      },
    },
    en: {
      summary: 'The player community and the game formats available in the client.',
      labels: {
        ...section.labels.en,
        formatsTitle: 'Title of the game formats',
        formats: {label: 'Game formats', fields: {label: 'Name', to: 'Link target (route)'}},
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
