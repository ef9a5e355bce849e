import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type StatutoryNotice from '.';

export default defineMdxComponent<typeof StatutoryNotice>()({
  ...noProps({
    hu: 'A kötelező figyelmeztetés (korhatár, a szerencsejáték ártalmai, segítség) a bónuszfeltételekre mutató link nélkül.',
    en: 'The required warning (minimum age, the harms of gambling, where to get help) without the link to the bonus terms.',
  }),
  global: true,
});
