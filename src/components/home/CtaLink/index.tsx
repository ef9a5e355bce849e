import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';

import styles from './styles.module.css';

export interface CtaLinkProps {
  /** Internal path with trailing slash, e.g. `/download/`. */
  to: string;
  /** `plain`: none of the button styles, for a link that brings its own (a card's „more” link). */
  variant?: 'primary' | 'secondary' | 'plain';
  className?: string;
  children: ReactNode;
}

/** The download page's route: a CTA to it is a Download control (the one download mechanism). */
export function isDownloadPagePath(to: string): boolean {
  return /^\/download\/?$/.test(to);
}

/**
 * Call-to-action link of the home sections, styled as a button (it navigates, so it stays a link).
 * A CTA to the download page is a Download control: it renders the one DownloadButton (bare, with this
 * look), so it links to `/download/` in the static HTML, is upgraded like every other Download control
 * after hydration and honours the blocked state.
 */
export default function CtaLink({to, variant = 'primary', className, children}: CtaLinkProps): ReactNode {
  const classes = clsx(variant !== 'plain' && [styles.cta, styles[variant]], className);
  if (isDownloadPagePath(to)) {
    return (
      <DownloadButton variant="bare" className={classes}>
        {children}
      </DownloadButton>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
