import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type AmbassadorIntro from '.';

export default defineMdxComponent<typeof AmbassadorIntro>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'Egy nagykövetoldal nyitó része portréval; a szöveg a címkék közé kerül.',
      labels: {},
    },
    en: {
      summary: 'The opening of an ambassador page, with the portrait; the text goes between the tags.',
      labels: {},
    },
  },
  global: true,
  example: {props: {}, children: '# Kovács Bence', onlyOn: '/ggteam/kovacs-bence/'},
});
