import Link from '@docusaurus/Link';
import React, {type MouseEventHandler, type ReactNode} from 'react';

import type {SiteType} from '@site/src/data/navigation';
import {linkTarget, resolveHref} from '@site/src/lib/navigation';

import ExternalMark, {EXTERNAL_PAGES_LANGUAGE} from './ExternalMark';

export interface NavItemLinkProps {
  item: {path: string; siteType: SiteType};
  children: ReactNode;
  className?: string;
  current?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Show the ↗ arrow after external links (the language mark, where due, and the screen-reader note always are). */
  externalMark?: boolean;
}

/**
 * One link of the header menus. Internal items are client-side links; external ones open in a
 * new tab with `rel="noopener noreferrer"` and carry the English-page mark (`ExternalMark`). Items whose
 * path fails the link validator render as plain text, never as a link.
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
      // The brand's main site, where every external item points, is in English.
      hrefLang={external ? EXTERNAL_PAGES_LANGUAGE : undefined}
      {...linkTarget(item)}
    >
      {children}
      {external && <ExternalMark arrow={externalMark} />}
    </Link>
  );
}
