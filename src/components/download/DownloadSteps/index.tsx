import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';
import useDownloadLink from '@site/src/components/download/useDownloadLink';
import CopyLinkButton from '@site/src/components/kit/CopyLinkButton';
import {NEEDS_HYDRATION} from '@site/src/components/kit/StaticContent';
import {region} from '@site/src/data/region';

import styles from './styles.module.css';

const SYSTEM_REQUIREMENTS_ANCHOR = `#${region.texts.systemRequirementsAnchor}`;

function steps() {
  return [
    {
      title: translate({id: 'DOWNLOAD_STEP_1_TITLE', message: 'Download and install'}),
      text: translate({
        id: 'DOWNLOAD_STEP_1_TEXT',
        message: 'The button below picks the version for your device. Run the installer and follow its steps.',
      }),
    },
    {
      title: translate({id: 'DOWNLOAD_STEP_2_TITLE', message: 'Create a free account'}),
      text: translate({
        id: 'DOWNLOAD_STEP_2_TEXT',
        message: 'Open the client, choose sign-up, and enter your email address and a password.',
      }),
    },
    {
      title: translate({id: 'DOWNLOAD_STEP_3_TITLE', message: 'Start playing'}),
      text: translate({
        id: 'DOWNLOAD_STEP_3_TEXT',
        message: 'Log in, pick a table or a tournament, and play your first hand.',
      }),
    },
  ];
}

/** Step 1's second link is the system requirements until an alternative comes: nothing moves when it is upgraded. */
export default function DownloadSteps(): ReactNode {
  const {href, external, alternativeHref, blocked} = useDownloadLink();
  const showAlternative = alternativeHref !== null && !blocked;

  return (
    // The app upgrades the links and highlights the visitor's platform when it starts (the first tap, click or
    // key); before that the static links work and a Download tap is held for the app and replayed (src/boot/).
    <ol className={styles.steps} {...NEEDS_HYDRATION}>
      {steps().map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
            {index === 0 && (
              <div className={styles.actions}>
                <DownloadButton variant="primary" />
                {external && <CopyLinkButton href={href} className={styles.secondary} />}
                {showAlternative ? (
                  <a className={styles.secondary} href={alternativeHref}>
                    {translate({id: 'DOWNLOAD_ALTERNATIVE_LINK', message: 'Alternative download'})}
                  </a>
                ) : (
                  <a className={styles.secondary} href={SYSTEM_REQUIREMENTS_ANCHOR}>
                    {translate({id: 'DOWNLOAD_REQUIREMENTS_LINK', message: 'System requirements'})}
                  </a>
                )}
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
