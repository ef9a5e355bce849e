import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type TeamRoster from '.';

export default defineMdxComponent<typeof TeamRoster>()({
  ...noProps({
    hu: 'A ggteam/*.mdx profilok listája; a kitalált profilok címkével és megjegyzéssel.',
    en: 'The list of ggteam/*.mdx profiles; made-up profiles carry a label and a note.',
  }),
  global: true,
});
