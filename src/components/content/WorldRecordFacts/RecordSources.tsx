import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import type {WorldRecordFacts} from '@site/src/lib/worldRecordFacts';

/** `classes` for the pop-up's look; the record's own page leaves them out and gets the content styles. */
export default function RecordSources({
  reports,
  classes = {},
}: {
  reports: WorldRecordFacts['reports'];
  classes?: {box?: string; label?: string; list?: string};
}): ReactNode {
  const newTab = translate({id: 'FOOTER_NEW_TAB', message: '(opens in a new tab)'});
  return (
    <div className={classes.box}>
      <p className={classes.label}>
        {translate({
          id: 'CERTIFICATE_SOURCES',
          message: 'Sources',
          description: 'Certificate pop-up: label before the reports that confirm the record',
        })}
      </p>
      <ul className={classes.list}>
        {reports.map((report) => (
          <li key={report.url}>
            <a href={report.url} target="_blank" rel="noopener noreferrer">
              {report.publisher}
              <span className="visually-hidden">{` ${newTab}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
