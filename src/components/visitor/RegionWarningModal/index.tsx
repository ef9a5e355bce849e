import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {type ReactNode, useRef} from 'react';

import Modal, {ModalCloseButton, ModalTitle, useDialogLabels} from '@site/src/components/kit/Modal';
import {useDismissVisitorModal, useVisitorModal} from '@site/src/components/visitor/VisitorContext';

import styles from './styles.module.css';

export default function RegionWarningModal(): ReactNode {
  const open = useVisitorModal() === 'warning';
  const onClose = useDismissVisitorModal();
  const {titleId, descriptionId, labelling} = useDialogLabels();
  const okRef = useRef<HTMLButtonElement>(null);
  const icon = useBaseUrl('/img/modals/region-warning.svg');
  return (
    <Modal open={open} onClose={onClose} {...labelling} className={styles.dialog} initialFocusRef={okRef}>
      <ModalCloseButton
        onClick={onClose}
        label={translate({id: 'REGION_WARNING_CLOSE', message: 'Close the notice'})}
      />
      <img className={styles.icon} src={icon} width={96} height={96} alt="" decoding="async" />
      <ModalTitle id={titleId} className={styles.title}>
        {translate({id: 'REGION_WARNING_TITLE', message: 'Not available in your country'})}
      </ModalTitle>
      <div id={descriptionId} className={styles.description}>
        <p>
          {translate({
            id: 'REGION_WARNING_DESCRIPTION',
            message: 'We do not offer real money gambling in the country you are in.',
          })}
        </p>
        <p>
          {translate({
            id: 'REGION_WARNING_INFORMATIONAL',
            message: 'This website is for information only; signing up is not possible from your country.',
          })}
        </p>
      </div>
      <button ref={okRef} type="button" className={styles.ok} onClick={onClose}>
        {translate({id: 'REGION_WARNING_OK', message: 'OK'})}
      </button>
    </Modal>
  );
}
