import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type PreflopOddsTable from '.';

export default defineMdxComponent<typeof PreflopOddsTable>()({
  ...noProps({
    hu: 'Előflop párharcok esélyei, kódból számolva.',
    en: 'The odds of preflop matchups, calculated in code.',
  }),
  global: false,
});
