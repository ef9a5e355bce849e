import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type HandRankingsTable from '.';

export default defineMdxComponent<typeof HandRankingsTable>()({
  ...noProps({
    hu: 'A kézrangsor kombinációi és valószínűségei, kódból számolva.',
    en: 'The combinations and probabilities of the hand rankings, calculated in code.',
  }),
  global: false,
});
