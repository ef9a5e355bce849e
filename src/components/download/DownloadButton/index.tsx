import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import React, {type AnchorHTMLAttributes, type MouseEvent, type ReactNode} from 'react';

import useDownloadLink from '@site/src/components/download/useDownloadLink';

import styles from './styles.module.css';

export interface DownloadButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  className?: string;
  /**
   * `header`: compact, in the header bar; `block`: full width (mobile menu); `primary`: a large call to
   * action; `bare`: no button styles, for controls that bring their own (Sign Up, quick DOWNLOAD).
   */
  variant?: 'header' | 'block' | 'primary' | 'bare';
  /** The label; "Download" by default. */
  children?: ReactNode;
}

/**
 * The one Download control: every Download button, Sign Up link and the quick DOWNLOAD button render it,
 * so they all use the one mechanism (`useDownloadLink`). The static HTML links to the download page;
 * after hydration the href becomes the store link or the installer for the visitor's device, and while
 * downloads are blocked by a region rule it leads home and a click is sent home.
 */
export default function DownloadButton({
  className,
  variant = 'primary',
  children,
  onClick,
  ...rest
}: DownloadButtonProps): ReactNode {
  const link = useDownloadLink();
  const classes = clsx(variant !== 'bare' && [styles.button, styles[variant]], className);
  const label = children ?? translate({id: 'DOWNLOAD_BUTTON', message: 'Download'});
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    link.onClick(event);
  };
  const common = {
    ...rest,
    className: classes,
    onClick: handleClick,
    'data-download-button': '',
    'data-download-source': link.source,
  };

  // A store or installer link: a plain anchor in the same tab (an installer just starts downloading).
  if (link.external) {
    return (
      <a href={link.href} {...common}>
        {label}
      </a>
    );
  }
  return (
    <Link to={link.href} {...common}>
      {label}
    </Link>
  );
}
