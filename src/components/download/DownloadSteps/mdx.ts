import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type DownloadSteps from '.';

export default defineMdxComponent<typeof DownloadSteps>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'A letöltés lépései; a szöveg a code.json-ból jön.',
  global: true,
  example: {props: {}},
});
