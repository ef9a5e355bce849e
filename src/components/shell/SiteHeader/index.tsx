import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import {type ComponentProps, type ReactNode, useSyncExternalStore} from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';
import MegaMenu from '@site/src/components/shell/MegaMenu';
import MobileMenu, {MOBILE_MENU_ID} from '@site/src/components/shell/MobileMenu';
import {useSitePath} from '@site/src/components/shell/nav/renderedPathname';
import RecordBadge from '@site/src/components/shell/RecordBadge';
import RegionSelector from '@site/src/components/shell/RegionSelector';
import SearchButton from '@site/src/components/shell/SearchButton';
import SubMenuStrip from '@site/src/components/shell/SubMenuStrip';
import UtilityMenu from '@site/src/components/shell/UtilityMenu';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {isHomePath} from '@site/src/lib/linkSafety';

import styles from './styles.module.css';

const SCROLLED_THRESHOLD = 8;

function subscribeToScroll(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = (): void => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, {passive: true});
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > SCROLLED_THRESHOLD,
    () => false,
  );
}

/** Decorative: the link carries the name. */
function LogoImage({path, ...rest}: {path: string} & ComponentProps<'img'>): ReactNode {
  const {logoWidth, logoHeight} = regionalSettings;
  return <img src={useBaseUrl(path)} width={logoWidth} height={logoHeight} alt="" {...rest} />;
}

/** `data-embed-part` marks the parts the embed modes hide (src/css/custom.css, "Embed modes"). */
export default function SiteHeader(): ReactNode {
  const path = useSitePath();
  const home = isHomePath(path);
  const collapsed = useScrolled();

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
              {/* Responsive: the bar is hidden on phones, and a hidden <img> still downloads; this way a phone
                  fetches only the small badge the main row shows, a wider screen the large one. */}
              <RecordBadge />
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
            {/* Opens the menu's dialog by itself, from the first paint (the dialog is its own open state). */}
            <button
              type="button"
              className={styles.toggle}
              aria-label={translate({id: 'MENU_OPEN', message: 'Open menu'})}
              aria-haspopup="dialog"
              {...{commandfor: MOBILE_MENU_ID, command: 'show-modal'}}
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
              <LogoImage
                className={styles.logoDark}
                path={regionalSettings.blackLogoPath}
                loading="lazy"
                decoding="async"
              />
            </Link>
            <MegaMenu path={path} className={styles.mega} />
            {/* On the main bar at every width: from 1244 px the bar holds only the logo and the menu besides it. */}
            <SearchButton className={styles.search} />
            <div className={styles.actions}>
              <RecordBadge />
              <DownloadButton variant="bare" className={styles.signUp}>
                {translate({id: 'SIGN_UP', message: 'Sign up'})}
              </DownloadButton>
              <DownloadButton variant="header" className={styles.download} />
            </div>
          </div>
        </div>
      </header>
      <SubMenuStrip path={path} />
      <MobileMenu />
    </>
  );
}
