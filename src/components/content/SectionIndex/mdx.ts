import {defineMdxComponent, route} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({section: route}),
  texts: {
    summary: {
      hu: 'Egy szakasz oldalainak listája a navigációs adatokból (a menü ugyanezt mutatja).',
      en: 'A list of the pages of a section, from the navigation data (the menu shows the same).',
    },
    labels: {
      section: {hu: 'A szakasz útvonala', en: 'Route of the section'},
    },
  },
  global: false,
  example: {props: {section: '/poker-school/'}},
});
