import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import React, {type ReactNode, useEffect, useRef, useState} from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';
import {isPopoverOpen} from '@site/src/components/kit/popover';
import MegaMenu from '@site/src/components/shell/MegaMenu';
import MobileMenu from '@site/src/components/shell/MobileMenu';
import ExternalMark from '@site/src/components/shell/nav/ExternalMark';
import {navLabel} from '@site/src/components/shell/nav/label';
import {useSitePath} from '@site/src/components/shell/nav/useSitePath';
import RecordBadge from '@site/src/components/shell/RecordBadge';
import RegionSelector from '@site/src/components/shell/RegionSelector';
import SubMenuStrip from '@site/src/components/shell/SubMenuStrip';
import UtilityMenu from '@site/src/components/shell/UtilityMenu';
import {navigation} from '@site/src/data/navigation';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {utilityMenu} from '@site/src/data/utilityMenu';
import {isHome, resolveHref, visibleChildren, visibleItems} from '@site/src/lib/navigation';

import styles from './styles.module.css';
import {useScrolled} from './useScrolled';

/** Width from which the full menu shows and the mobile menu is not used (the desktop breakpoint). */
const DESKTOP_QUERY = '(min-width: 1244px)';

/** The id of the menu that works before (and without) JavaScript. */
const MENU_FALLBACK_ID = 'site-menu-fallback';

/**
 * Every menu link as a native popover that the toggle opens by itself (`popovertarget`), so the first tap
 * on a slow phone opens a menu before the page's JavaScript has run, and without JavaScript at all. Once
 * the app runs, the toggle opens the full mobile menu instead (`useMenuFallbackHandOver`).
 */
function MenuFallback(): ReactNode {
  const links: {key: string; href: string; label: string; external: boolean}[] = [];
  const add = (item: {path: string; langKey: string; siteType: 'contents' | 'external' | 'compliance'}): void => {
    const href = resolveHref(item);
    if (href)
      links.push({
        key: `${item.langKey}-${item.path}`,
        href,
        label: navLabel(item.langKey),
        external: item.siteType === 'external',
      });
  };
  for (const root of visibleItems(navigation)) {
    if (!root.showSubArea) add(root);
    for (const child of visibleChildren(root)) {
      add(child);
      visibleChildren(child).forEach(add);
    }
    if (root.showSubArea && visibleChildren(root).length === 0) add(root);
  }
  for (const item of visibleItems(utilityMenu)) {
    const children = visibleChildren(item);
    if (children.length > 0) children.forEach(add);
    else add(item);
  }
  return (
    <div id={MENU_FALLBACK_ID} popover="auto" className={styles.menuFallback}>
      <p className={styles.menuFallbackTitle}>{translate({id: 'MENU_TITLE', message: 'Menu'})}</p>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              {...(link.external ? {target: '_blank', rel: 'noopener noreferrer', hrefLang: 'en'} : {})}
            >
              {link.label}
              {link.external && <ExternalMark arrow={false} />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Once the app runs, the toggle stops opening the popover menu and opens the full one: a popover the visitor
 * opened before that is closed, and the full menu opens in its place.
 */
function useMenuFallbackHandOver(toggle: React.RefObject<HTMLButtonElement | null>, openMenu: () => void): void {
  useEffect(() => {
    toggle.current?.removeAttribute('popovertarget');
    const fallback = document.getElementById(MENU_FALLBACK_ID);
    if (isPopoverOpen(fallback)) {
      fallback?.hidePopover();
      openMenu();
    }
    // Runs once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The logo in one of its two colours, at the region's logo size; decorative (the link carries the name). */
function LogoImage({className, path, lazy = false}: {className: string; path: string; lazy?: boolean}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <img
      className={className}
      src={withBaseUrl(path)}
      width={regionalSettings.logoWidth}
      height={regionalSettings.logoHeight}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
    />
  );
}

/**
 * The site header: logo, main menu, utility links, region selector, sign-up,
 * menu toggle, Download button and the record-holder badge, then the sub-menu strip.
 * Below 1244 px the main bar holds toggle, logo, badge, sign-up (and Download from 768 px); the
 * menu, utility links and region selector are in the mobile menu. From 1244 px a top bar (utility
 * links, region selector, badge, sign-up, Download) scrolls away and the sticky main bar
 * (`--site-header-height`) holds the logo and the full menu. Once scrolled, the header "collapses"
 * to a light bar with the black logo on screens from 768 px. The home page adds the home style.
 * `data-embed-part` marks the parts the embed modes hide (src/css/custom.css, "Embed modes").
 */
export default function SiteHeader(): ReactNode {
  const path = useSitePath();
  const home = isHome(path);
  const collapsed = useScrolled();
  // The mobile menu is open on the page it was opened on: a new page closes it without an extra render.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === path;
  const toggle = useRef<HTMLButtonElement>(null);
  useMenuFallbackHandOver(toggle, () => setMenuOpenOn(path));

  // Growing to the desktop layout closes it too (the toggle is gone there).
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (): void => {
      if (query.matches) setMenuOpenOn(null);
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <>
      <header
        className={clsx(styles.header, home && styles.home, collapsed && styles.collapsed)}
        data-home={home ? 'true' : undefined}
        data-collapsed={collapsed ? 'true' : 'false'}
        data-embed-part="header"
      >
        <div className={styles.topBar} data-embed-part="header-top">
          <div className={styles.topBarInner}>
            <UtilityMenu variant="bar" />
            <div className={styles.topActions}>
              <RegionSelector variant="header" />
              <RecordBadge size="large" />
              <DownloadButton variant="bare" className={styles.signUp}>
                {translate({id: 'SIGN_UP', message: 'Sign up'})}
              </DownloadButton>
              <DownloadButton variant="header" />
            </div>
          </div>
        </div>
        {/* `navbar`: theme-classic's table-of-contents highlighter measures the sticky bar by this class. */}
        <div className={clsx('navbar', styles.mainBar)}>
          <div className={styles.mainBarInner} data-embed-part="header-main">
            <button
              ref={toggle}
              type="button"
              popoverTarget={MENU_FALLBACK_ID}
              className={styles.toggle}
              aria-label={translate({id: 'MENU_OPEN', message: 'Open menu'})}
              aria-haspopup="dialog"
              onClick={() => setMenuOpenOn(path)}
            >
              <span className={styles.toggleIcon} aria-hidden="true" />
            </button>
            <Link
              to="/"
              className={styles.logo}
              data-embed-part="header-logo"
              aria-label={translate({id: 'LOGO_HOME_LABEL', message: 'GGPoker – home page'})}
            >
              <LogoImage className={styles.logoLight} path={regionalSettings.logoPath} />
              {/* The dark logo shows only on the collapsed bar, so it may load late. */}
              <LogoImage className={styles.logoDark} path={regionalSettings.blackLogoPath} lazy />
            </Link>
            <MegaMenu items={navigation} path={path} className={styles.mega} />
            <div className={styles.actions}>
              <RecordBadge size="responsive" />
              <DownloadButton variant="bare" className={styles.signUp}>
                {translate({id: 'SIGN_UP', message: 'Sign up'})}
              </DownloadButton>
              <DownloadButton variant="header" className={styles.download} />
            </div>
          </div>
          <MenuFallback />
        </div>
      </header>
      <SubMenuStrip path={path} />
      <MobileMenu open={menuOpen} onClose={() => setMenuOpenOn(null)} />
    </>
  );
}
