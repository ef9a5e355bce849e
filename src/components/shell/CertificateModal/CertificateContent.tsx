import {translate} from '@docusaurus/Translate';
import React, {type ReactNode} from 'react';

import RecordSources from '@site/src/components/content/WorldRecordFacts/RecordSources';
import {dialogCommandProps} from '@site/src/components/kit/dialogCommand';
import {ModalCloseButton, ModalTitle} from '@site/src/components/kit/Modal';
import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

import {CERTIFICATE_DIALOG_ID, CERTIFICATE_TITLE_ID} from './dialogId';
import RecordCertificate from './RecordCertificate';
import styles from './styles.module.css';

/** Formatted once: the record's facts never change while the site runs. */
const FACTS = worldRecordFacts();

/**
 * What the certificate dialog shows: a title bar with the close button, the record's certificate (631x857 at full
 * size) drawn from its data, and the reports that confirm it. Rendered into every page's HTML by the build; the
 * app keeps that HTML and loads this code only where a page lacks it (`CertificateDialog`).
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
          commandProps={dialogCommandProps(CERTIFICATE_DIALOG_ID, 'close')}
          label={translate({id: 'CERTIFICATE_CLOSE', message: 'Close'})}
        />
      </div>
      <RecordCertificate facts={FACTS} />
      <RecordSources
        reports={FACTS.reports}
        classes={{box: styles.sources, label: styles.sourcesLabel, list: styles.sourceList}}
      />
    </>
  );
}
