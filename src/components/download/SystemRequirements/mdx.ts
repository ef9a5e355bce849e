import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type SystemRequirements from '.';

export default defineMdxComponent<typeof SystemRequirements>()({
  ...noProps({
    hu: 'Rendszerkövetelmények a webhely közös adataiból.',
    en: "System requirements, from the site's shared data.",
  }),
  global: true,
});
