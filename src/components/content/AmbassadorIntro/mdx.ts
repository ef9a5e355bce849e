import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type AmbassadorIntro from '.';

export default defineMdxComponent<typeof AmbassadorIntro>()({
  ...noProps({
    hu: 'Egy nagykövetoldal nyitó része portréval; a szöveg a címkék közé kerül.',
    en: 'The opening of an ambassador page, with the portrait; the text goes between the tags.',
  }),
  global: true,
  example: {props: {}, children: '# Kovács Bence', onlyOn: '/ggteam/kovacs-bence/'},
});
