import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type PromotionList from '.';

export default defineMdxComponent<typeof PromotionList>()({
  ...noProps({
    hu: 'A futó promóciók kártyái a promóciós bejegyzésekből (i18n/hu/collections/promotions/*.yml); a lejártak kimaradnak.',
    en: 'Cards of the current promotions, from the Promotions collection; expired ones are left out.',
  }),
  global: false,
});
