import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import type {WorldRecordFacts} from '@site/src/lib/worldRecordFacts';

import styles from './styles.module.css';

/** The independent reports that confirm the record, each opening in a new tab. */
export default function RecordSources({reports}: {reports: WorldRecordFacts['reports']}): ReactNode {
  const newTab = translate({id: 'FOOTER_NEW_TAB', message: '(opens in a new tab)'});
  return (
    <div className={styles.sources}>
      <p className={styles.sourcesLabel}>
        {translate({
          id: 'CERTIFICATE_SOURCES',
          message: 'Sources',
          description: 'Certificate pop-up: label before the reports that confirm the record',
        })}
      </p>
      <ul className={styles.sourceList}>
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
