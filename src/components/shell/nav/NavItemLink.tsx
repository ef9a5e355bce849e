import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import React, {type MouseEventHandler, type ReactNode} from 'react';

import type {SiteType} from '@site/src/data/navigation';
import {linkTarget, resolveHref} from '@site/src/lib/navigation';

import styles from './styles.module.css';

export interface NavItemLinkProps {
  item: {path: string; siteType: SiteType};
  children: ReactNode;
  className?: string;
  current?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Show the ↗ mark after external links (the screen-reader note is always there). */
  externalMark?: boolean;
}

/**
 * One link of the header menus. Internal items are client-side links; external ones open in a
 * new tab with `rel="noopener noreferrer"` and say so to screen readers. Items whose path fails the
 * link validator render as plain text, never as a link.
 */
export default function NavItemLink({
  item,
  children,
  className,
  current,
  onClick,
  externalMark = true,
}: NavItemLinkProps): ReactNode {
  const href = resolveHref(item);
  if (href === null) return <span className={className}>{children}</span>;
  const external = item.siteType === 'external';
  return (
    <Link
      to={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      {...linkTarget(item)}
    >
      {children}
      {external && (
        <>
          {externalMark && (
            <span className={styles.externalIcon} aria-hidden="true">
              ↗
            </span>
          )}
          <span className="visually-hidden">
            {translate({id: 'OPENS_IN_NEW_TAB', message: '(opens in a new tab)'})}
          </span>
        </>
      )}
    </Link>
  );
}
