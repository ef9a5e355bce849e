import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type AmbassadorIntro from '.';

export default defineMdxComponent<typeof AmbassadorIntro>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'Egy nagykövetoldal nyitó része portréval; a szöveg a címkék közé kerül.',
  global: true,
  example: {props: {}, children: '# Kovács Bence', onlyOn: '/ggteam/kovacs-bence/'},
});
