import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import React, {createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState} from 'react';

import Modal, {ModalCloseButton, ModalTitle} from '@site/src/components/kit/Modal';

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

/** The certificate pop-up: the certificate image (631x857) and a close button. */
function CertificateModal({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const titleId = useId();
  const image = useBaseUrl('/img/certificate/world-record-certificate.svg');
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className={styles.dialog}>
      <div className={styles.head}>
        <ModalTitle id={titleId} size="small" className={styles.title}>
          {translate({id: 'CERTIFICATE_TITLE', message: 'World record certificate'})}
        </ModalTitle>
        <ModalCloseButton
          placement="inline"
          onClick={onClose}
          label={translate({id: 'CERTIFICATE_CLOSE', message: 'Close the certificate'})}
        />
      </div>
      <img
        className={styles.image}
        src={image}
        width={631}
        height={857}
        decoding="async"
        alt={translate({
          id: 'CERTIFICATE_IMAGE_ALT',
          message: 'World record certificate: the largest online poker tournament by number of entries',
        })}
      />
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
