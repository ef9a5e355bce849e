import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type DownloadSteps from '.';

export default defineMdxComponent<typeof DownloadSteps>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'A letöltés lépései; a szöveg a code.json-ból jön.',
      labels: {},
    },
    en: {
      summary: 'The download steps; the text comes from code.json.',
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
