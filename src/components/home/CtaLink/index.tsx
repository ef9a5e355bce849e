import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';

import styles from './styles.module.css';

export interface CtaLinkProps {
  to: string;
  variant?: 'primary' | 'secondary' | 'plain';
  className?: string;
  children: ReactNode;
}

export function isDownloadPagePath(to: string): boolean {
  return /^\/download\/?$/.test(to);
}

/** A button-styled link (it navigates); a CTA to the download page is a Download control like every other. */
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

/** A home section's optional button: shown only when the writer gave both its text and its route. */
export function SectionCta({label, to, className}: {label?: string; to?: string; className?: string}): ReactNode {
  return label && to ? (
    <CtaLink to={to} className={className}>
      {label}
    </CtaLink>
  ) : null;
}
