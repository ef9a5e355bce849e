import {defineMdxComponent, route} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({section: route}),
  texts: {
    hu: {
      summary: 'Egy szakasz oldalainak listája a navigációs adatokból (a menü ugyanezt mutatja).',
      labels: {section: 'A szakasz útvonala'},
    },
    en: {
      summary: 'A list of the pages of a section, from the navigation data (the menu shows the same).',
      labels: {section: 'Route of the section'},
    },
  },
  global: false,
  example: {props: {section: '/poker-school/'}},
});
