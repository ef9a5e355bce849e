import {translate} from '@docusaurus/Translate';
import React, {type ReactNode, useId} from 'react';

import Modal, {ModalCloseButton, ModalTitle} from '@site/src/components/kit/Modal';
import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

import RecordCertificate from './RecordCertificate';
import RecordSources from './RecordSources';
import styles from './styles.module.css';

/** Formatted once: the record's facts never change while the site runs. */
const FACTS = worldRecordFacts();

/**
 * The certificate pop-up: the record's certificate (631x857 at full size) drawn from its data, the reports that
 * confirm it, and a close button.
 */
export default function CertificateDialog({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className={styles.dialog}>
      <div className={styles.head}>
        <ModalTitle id={titleId} size="small" className={styles.title}>
          {translate({id: 'CERTIFICATE_TITLE', message: 'Guinness World Record'})}
        </ModalTitle>
        <ModalCloseButton
          placement="inline"
          onClick={onClose}
          label={translate({id: 'CERTIFICATE_CLOSE', message: 'Close'})}
        />
      </div>
      <RecordCertificate facts={FACTS} />
      <RecordSources reports={FACTS.reports} />
    </Modal>
  );
}
