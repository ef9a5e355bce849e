import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {AnchorHTMLAttributes, MouseEvent, ReactNode} from 'react';

import useDownloadLink from '@site/src/components/download/useDownloadLink';
import {NEEDS_HYDRATION} from '@site/src/components/kit/StaticContent';

import styles from './styles.module.css';

export interface DownloadButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** `bare`: no button styles, for controls that bring their own (Sign Up, quick DOWNLOAD). */
  variant?: 'header' | 'block' | 'primary' | 'bare';
}

/** The one Download control: every Download button, Sign Up link and quick DOWNLOAD renders it. */
export default function DownloadButton({
  className,
  variant = 'primary',
  children,
  onClick,
  ...rest
}: DownloadButtonProps): ReactNode {
  const link = useDownloadLink();
  const history = useHistory();
  const classes = clsx(variant !== 'bare' && [styles.button, styles[variant]], className);
  const label = children ?? translate({id: 'DOWNLOAD_BUTTON', message: 'Download'});
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    link.onClick(event);
    // A page of this site opens in the single-page app; a modified click opens a new tab, as the browser does.
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link.external && !event.defaultPrevented && plain) {
      event.preventDefault();
      history.push(link.href);
    }
  };

  // Always the same `<a>`: the href changes in place when the link is upgraded after hydration. Swapping a
  // router link for a plain anchor would replace the element and drop the focus of a keyboard user who
  // has already tabbed to it.
  return (
    <a
      {...rest}
      {...NEEDS_HYDRATION}
      href={link.href}
      className={classes}
      onClick={handleClick}
      data-download-button=""
      data-download-source={link.source}
      // Read by the boot script, which replays a tap made before the app ran once the link is final.
      data-download-ready={link.settled ? 'true' : undefined}
    >
      {label}
    </a>
  );
}
