import {translate} from '@docusaurus/Translate';
import React, {createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState} from 'react';

import Modal, {ModalCloseButton, ModalTitle} from '@site/src/components/kit/Modal';
import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

import RecordCertificate from './RecordCertificate';
import RecordSources from './RecordSources';
import styles from './styles.module.css';

export interface CertificateModalApi {
  open: () => void;
}

const NO_PROVIDER: CertificateModalApi = {open: () => undefined};
const CertificateModalContext = createContext<CertificateModalApi>(NO_PROVIDER);

/** Opens the world-record certificate pop-up (header badge, footer banner). */
export function useCertificateModal(): CertificateModalApi {
  return useContext(CertificateModalContext);
}

/** Formatted once: the record's facts never change while the site runs. */
const FACTS = worldRecordFacts();

/**
 * The certificate pop-up: the record's certificate (631x857 at full size) drawn from its data, the reports that
 * confirm it, and a close button.
 */
function CertificateModal({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
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

/** Provides `useCertificateModal()` and renders the one certificate pop-up of the site. */
export function CertificateModalProvider({children}: {children: ReactNode}): ReactNode {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<CertificateModalApi>(() => ({open: () => setOpen(true)}), []);
  return (
    <CertificateModalContext.Provider value={api}>
      {children}
      <CertificateModal open={isOpen} onClose={close} />
    </CertificateModalContext.Provider>
  );
}
