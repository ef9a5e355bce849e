import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type WorldRecordFacts from '.';

export default defineMdxComponent<typeof WorldRecordFacts>()({
  ...noProps({
    hu: 'A világrekord adatai táblázatban és a megerősítő források, a worldRecord adatokból (a /world-record/ oldalon).',
    en: "The world record's details in a table, with the sources that confirm them, from the world record data (on the /world-record/ page).",
  }),
  global: false,
});
