import {translate} from '@docusaurus/Translate';
import React, {type ReactNode, useId} from 'react';

import {dialogCommandProps} from '@site/src/components/kit/dialogCommand';
import {ModalCloseButton, ModalTitle} from '@site/src/components/kit/Modal';
import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

import {CERTIFICATE_DIALOG_ID} from './dialogId';
import RecordCertificate from './RecordCertificate';
import RecordSources from './RecordSources';
import styles from './styles.module.css';

/** Formatted once: the record's facts never change while the site runs. */
const FACTS = worldRecordFacts();

/**
 * The certificate pop-up, a native modal `<dialog>` in every page's HTML, so the record badge opens it before,
 * during and after the app's load (`CertificateLink`): the record's certificate (631x857 at full size) drawn
 * from its data, the reports that confirm it, and a close button. Escape, the close button and a tap beside it
 * close it (`closedby="any"`), with focus back on the badge.
 */
export default function CertificateDialog(): ReactNode {
  const titleId = useId();
  return (
    <dialog id={CERTIFICATE_DIALOG_ID} className={styles.dialog} aria-labelledby={titleId} closedby="any">
      <div className={styles.head}>
        <ModalTitle id={titleId} size="small" className={styles.title}>
          {translate({id: 'CERTIFICATE_TITLE', message: 'Guinness World Record'})}
        </ModalTitle>
        <ModalCloseButton
          placement="inline"
          commandProps={dialogCommandProps(CERTIFICATE_DIALOG_ID, 'close')}
          label={translate({id: 'CERTIFICATE_CLOSE', message: 'Close'})}
        />
      </div>
      <RecordCertificate facts={FACTS} />
      <RecordSources reports={FACTS.reports} />
    </dialog>
  );
}
