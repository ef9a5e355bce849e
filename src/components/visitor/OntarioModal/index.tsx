import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import LazyImage from '@site/src/components/kit/LazyImage';
import Modal, {ModalCloseButton, ModalTitle, useDialogLabels} from '@site/src/components/kit/Modal';
import {useDismissVisitorModal, useRuntimeConfig, useVisitorModal} from '@site/src/components/visitor/VisitorContext';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {MAIN_SITE_REGION_ID} from '@site/src/data/regionIds';
import {ontarioTargetUrl} from '@site/src/lib/ontarioRedirect';

import styles from './styles.module.css';

export interface OntarioDialogProps {
  open: boolean;
  /** Stay on this site (stores closeRM=1 in the default export). */
  onClose: () => void;
  /** null hides the primary button */
  targetHref: string | null;
  variant?: 'regional' | 'main';
}

function Blurbs(): ReactNode {
  const items = [
    {
      key: 'licensed',
      title: translate({id: 'ONTARIO_BLURB_LICENSED_TITLE', message: 'Licensed in Ontario'}),
      text: translate({id: 'ONTARIO_BLURB_LICENSED_TEXT', message: 'Regulated play for players located in Ontario.'}),
    },
    {
      key: 'games',
      title: translate({id: 'ONTARIO_BLURB_GAMES_TITLE', message: 'Your favourite games'}),
      text: translate({id: 'ONTARIO_BLURB_GAMES_TEXT', message: "Texas Hold'em, Omaha and the formats you love."}),
    },
    {
      key: 'rewards',
      title: translate({id: 'ONTARIO_BLURB_REWARDS_TITLE', message: 'Local promotions'}),
      text: translate({id: 'ONTARIO_BLURB_REWARDS_TEXT', message: 'Tournaments and offers made for Ontario.'}),
    },
  ];
  return (
    <ul className={styles.blurbs}>
      {items.map((item) => (
        <li key={item.key} className={styles.blurb}>
          <LazyImage className={styles.blurbIcon} src={`/img/modals/ontario-${item.key}.svg`} width={96} height={96} />
          <h3 className={styles.blurbTitle}>{item.title}</h3>
          <p className={styles.blurbText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function OntarioDialog({open, onClose, targetHref, variant = 'regional'}: OntarioDialogProps): ReactNode {
  const {titleId, descriptionId, labelling} = useDialogLabels();
  const logo = useBaseUrl(regionalSettings.logoPath);
  const main = variant === 'main';
  return (
    <Modal open={open} onClose={onClose} {...labelling} className={styles.dialog}>
      <div className={styles.dialogInner} data-variant={variant} data-testid="ontario-modal">
        <ModalCloseButton
          onClick={onClose}
          label={translate({id: 'ONTARIO_CLOSE', message: 'Close and stay on this site'})}
        />
        <img
          className={styles.logo}
          src={logo}
          width={regionalSettings.logoWidth}
          height={regionalSettings.logoHeight}
          alt={regionalSettings.brandAlias}
          decoding="async"
        />
        <ModalTitle id={titleId} className={styles.title}>
          {main
            ? translate({id: 'ONTARIO_MAIN_TITLE', message: 'Playing from Ontario?'})
            : translate({id: 'ONTARIO_TITLE', message: 'It looks like you are in Ontario'})}
        </ModalTitle>
        <p id={descriptionId} className={styles.description}>
          {main
            ? translate({
                id: 'ONTARIO_MAIN_DESCRIPTION',
                message: 'This site is not available in Ontario. Players located in Ontario play on our Ontario site.',
              })
            : translate({
                id: 'ONTARIO_DESCRIPTION',
                message: 'Players located in Ontario play on our Canadian regional site, made for Ontario.',
              })}
        </p>
        <Blurbs />
        <p className={styles.note}>
          {translate({
            id: 'ONTARIO_OUTSIDE_NOTE',
            message: 'Not in Ontario? Click continue to play on the main site.',
          })}
        </p>
        <div className={styles.actions}>
          {targetHref && (
            <a className={styles.primary} href={targetHref} data-testid="ontario-primary">
              {translate({id: 'ONTARIO_PRIMARY', message: 'Go to the Ontario site'})}
            </a>
          )}
          <button type="button" className={styles.continue} onClick={onClose}>
            {translate({id: 'ONTARIO_CONTINUE', message: 'Continue'})}
          </button>
        </div>
      </div>
    </Modal>
  );
}

export default function OntarioModal(): ReactNode {
  const open = useVisitorModal() === 'ontario';
  const onClose = useDismissVisitorModal();
  const {regionDomains} = useRuntimeConfig();
  const {search} = useLocation();
  return (
    <OntarioDialog
      open={open}
      onClose={onClose}
      targetHref={open ? ontarioTargetUrl({regionDomains, search}) : null}
      variant={regionalSettings.regionId === MAIN_SITE_REGION_ID ? 'main' : 'regional'}
    />
  );
}
