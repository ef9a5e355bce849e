import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type AccountHints from '.';

export default defineMdxComponent<typeof AccountHints>()({
  ...noProps({hu: 'Tanácsok a fiók létrehozásához.', en: 'Tips for creating an account.'}),
  global: true,
});
