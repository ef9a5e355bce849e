import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type OperatorDetails from '.';

export default defineMdxComponent<typeof OperatorDetails>()({
  ...noProps({
    hu: 'Az üzemeltető ismert adatai az operatorFacts adatokból (az ismeretlenek kimaradnak).',
    en: 'The known details of the operator from the operator facts (unknown ones are left out).',
  }),
  global: true,
});
