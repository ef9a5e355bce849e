import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface DownloadButtonProps {
  className?: string;
  /** `header`: compact, in the header bar; `block`: full width (mobile menu); `primary`: a large call to action. */
  variant?: 'header' | 'block' | 'primary';
}

/**
 * The one Download button. For now it links to the download page; platform-aware installer and
 * store URLs are added here later, so every Download button on the site changes at once.
 */
export default function DownloadButton({className, variant = 'primary'}: DownloadButtonProps): ReactNode {
  return (
    <Link to="/download/" className={clsx(styles.button, styles[variant], className)} data-download-button="">
      {translate({id: 'DOWNLOAD_BUTTON', message: 'Download'})}
    </Link>
  );
}
