import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type DownloadSteps from '.';

export default defineMdxComponent<typeof DownloadSteps>()({
  ...noProps({
    hu: 'A letöltés lépései; a szöveg a code.json-ból jön.',
    en: 'The download steps; the text comes from code.json.',
  }),
  global: true,
});
