import {defineMdxComponent, route} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type SectionIndex from '.';

export default defineMdxComponent<typeof SectionIndex>()({
  schema: z.strictObject({section: route}),
  labels: {section: 'A szakasz útvonala'},
  summary: 'Egy szakasz oldalainak listája a navigációs adatokból (a menü ugyanezt mutatja).',
  global: false,
  example: {props: {section: '/poker-school/'}},
});
