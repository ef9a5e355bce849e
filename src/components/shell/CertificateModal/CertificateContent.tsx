import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import RecordSources from '@site/src/components/content/WorldRecordFacts/RecordSources';
import {certificateRows, certificateSummaryNote} from '@site/src/components/content/WorldRecordFacts/rows';
import {ModalCloseButton, ModalTitle} from '@site/src/components/kit/Modal';
import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

import certificate from './certificate.module.css';
import {CERTIFICATE_DIALOG_ID, CERTIFICATE_TITLE_ID} from './dialogId';
import styles from './styles.module.css';

/** Formatted once: the record's facts never change while the site runs. */
const FACTS = worldRecordFacts();

/**
 * The certificate is our own artwork drawn from the record's data, with no third-party logo and no signature, and
 * it says it summarises the title rather than copying the official certificate.
 */
export default function CertificateContent(): ReactNode {
  return (
    <>
      <div className={styles.head}>
        <ModalTitle id={CERTIFICATE_TITLE_ID} size="small" className={styles.title}>
          {translate({id: 'CERTIFICATE_TITLE', message: 'Guinness World Record'})}
        </ModalTitle>
        <ModalCloseButton
          placement="inline"
          commandProps={{commandfor: CERTIFICATE_DIALOG_ID, command: 'close'}}
          label={translate({id: 'CERTIFICATE_CLOSE', message: 'Close'})}
        />
      </div>
      <div className={certificate.certificate} data-testid="record-certificate">
        <div className={certificate.sheet}>
          <p className={certificate.issuer}>{FACTS.issuer}</p>
          <svg className={certificate.seal} aria-hidden="true" focusable="false" viewBox="-50 -50 100 100">
            <circle r="46" fill="none" stroke="currentColor" strokeWidth="4" />
            <circle r="38" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="4 4" />
            <path d="M0-24l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="currentColor" />
          </svg>
          <p className={certificate.heading}>
            {translate({id: 'CERTIFICATE_HEADING', message: 'World record', description: 'Certificate: main heading'})}
          </p>
          <p className={certificate.recordTitle}>{FACTS.title}</p>
          <p className={certificate.originalTitle} lang="en">
            „{FACTS.originalTitle}”
          </p>
          <dl className={certificate.facts}>
            {certificateRows(FACTS).map((row) => (
              <div key={row.label} className={certificate.fact}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className={certificate.disclaimer}>{certificateSummaryNote()}</p>
        </div>
      </div>
      <RecordSources
        reports={FACTS.reports}
        classes={{box: styles.sources, label: styles.sourcesLabel, list: styles.sourceList}}
      />
    </>
  );
}
