import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import type {NavigationBadge, NavigationItem, SiteType} from '@site/src/data/navigation';
import {isCurrentPage, linkTarget, resolveHref, visibleChildren} from '@site/src/lib/navigation';

import ExternalMark, {EXTERNAL_PAGES_LANGUAGE} from './ExternalMark';
import styles from './styles.module.css';

/** A data key cannot be a literal here: the data tests prove every key exists in `i18n/hu/code.json`. */
export function navLabel(langKey: string): string {
  return translate({id: langKey, message: langKey});
}

/** Its class is `badge-{value}`, so the theme styles each badge kind by its value. */
export function NavBadge({badge}: {badge?: NavigationBadge | null}): ReactNode {
  if (!badge) return null;
  const text = {
    new: translate({id: 'NAV_BADGE_NEW', message: 'New'}),
    hot: translate({id: 'NAV_BADGE_HOT', message: 'Hot'}),
    live: translate({id: 'NAV_BADGE_LIVE', message: 'Live'}),
  }[badge];
  return (
    <span className={clsx(styles.badge, styles[`badge-${badge}`], `badge-${badge}`)} data-badge={badge}>
      {text}
    </span>
  );
}

export interface NavItemLinkProps {
  item: {path: string; siteType: SiteType; langKey: string; badge?: NavigationBadge | null};
  path: string;
  className?: string;
  /** Show the ↗ arrow after external links (the language mark, where due, and the screen-reader note always are). */
  externalMark?: boolean;
}

/** An item whose path fails the link validator renders as plain text, never as a link. */
export default function NavItemLink({item, path, className, externalMark = true}: NavItemLinkProps): ReactNode {
  const href = resolveHref(item);
  const children = (
    <>
      {navLabel(item.langKey)}
      <NavBadge badge={item.badge} />
    </>
  );
  if (href === null) return <span className={className}>{children}</span>;
  const external = item.siteType === 'external';
  return (
    <Link
      to={href}
      className={className}
      aria-current={isCurrentPage(item, path) ? 'page' : undefined}
      // The brand's main site, where every external item points, is in English.
      hrefLang={external ? EXTERNAL_PAGES_LANGUAGE : undefined}
      {...linkTarget(item)}
    >
      {children}
      {external && <ExternalMark arrow={externalMark} />}
    </Link>
  );
}

export function NavTree({
  item,
  path,
  classes,
}: {
  item: NavigationItem;
  path: string;
  classes: {list: string; item?: string; link: string; subList: string; subLink: string};
}): ReactNode {
  return (
    <ul className={classes.list}>
      {visibleChildren(item).map((child) => {
        const grandChildren = visibleChildren(child);
        return (
          <li key={`${child.langKey}-${child.path}`} className={classes.item}>
            <NavItemLink item={child} path={path} className={classes.link} />
            {grandChildren.length > 0 && (
              <ul className={classes.subList}>
                {grandChildren.map((grandChild) => (
                  <li key={`${grandChild.langKey}-${grandChild.path}`}>
                    <NavItemLink item={grandChild} path={path} className={classes.subLink} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
