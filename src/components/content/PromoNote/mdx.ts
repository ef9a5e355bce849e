import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type PromoNote from '.';

export default defineMdxComponent<typeof PromoNote>()({
  ...noProps({
    hu: 'A promóciók kötelező megjegyzése: korhatár, figyelmeztetés, segítség és a bónuszfeltételek linkje.',
    en: 'The required note on promotions: minimum age, warning, where to get help and the link to the bonus terms.',
  }),
  global: true,
});
