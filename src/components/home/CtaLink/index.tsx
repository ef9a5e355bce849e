import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface CtaLinkProps {
  /** Internal path with trailing slash, e.g. `/download/`. */
  to: string;
  variant?: 'primary' | 'secondary';
  className?: string;
  children: ReactNode;
}

/** Call-to-action link of the home sections, styled as a button (it navigates, so it stays a link). */
export default function CtaLink({to, variant = 'primary', className, children}: CtaLinkProps): ReactNode {
  return (
    <Link to={to} className={clsx(styles.cta, variant === 'secondary' ? styles.secondary : styles.primary, className)}>
      {children}
    </Link>
  );
}
