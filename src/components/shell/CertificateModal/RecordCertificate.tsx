import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {certificateRows, certificateSummaryNote} from '@site/src/components/content/WorldRecordFacts/rows';
import type {WorldRecordFacts} from '@site/src/lib/worldRecordFacts';

import styles from './certificate.module.css';

/**
 * The world-record certificate as text, 631x857 at full size: who certified the record, its title, the event,
 * the day, the prize pool and the entries, all from the record's data. Our own artwork with no third-party logo
 * and no signature, and it says it summarises the title rather than copying the official certificate.
 */
export default function RecordCertificate({facts}: {facts: WorldRecordFacts}): ReactNode {
  return (
    <div className={styles.certificate} data-testid="record-certificate">
      <div className={styles.sheet}>
        <p className={styles.issuer}>{facts.issuer}</p>
        <svg className={styles.seal} aria-hidden="true" focusable="false" viewBox="-50 -50 100 100">
          <circle r="46" fill="none" stroke="currentColor" strokeWidth="4" />
          <circle r="38" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="4 4" />
          <path d="M0-24l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="currentColor" />
        </svg>
        <p className={styles.heading}>
          {translate({id: 'CERTIFICATE_HEADING', message: 'World record', description: 'Certificate: main heading'})}
        </p>
        <p className={styles.recordTitle}>{facts.title}</p>
        <p className={styles.originalTitle} lang="en">
          „{facts.originalTitle}”
        </p>
        <dl className={styles.facts}>
          {certificateRows(facts).map((row) => (
            <div key={row.label} className={styles.fact}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.disclaimer}>{certificateSummaryNote()}</p>
      </div>
    </div>
  );
}
