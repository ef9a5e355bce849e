import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {memo, type ReactNode, useId, useRef} from 'react';

import LazyImage from '@site/src/components/kit/LazyImage';
import {usePopoverDrive} from '@site/src/components/kit/popover';
import {useSitePath} from '@site/src/components/shell/nav/renderedPathname';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {findRegion, type Region, regions} from '@site/src/data/regions';
import {HOVER_CLOSE_DELAY_MS} from '@site/src/lib/disclosure';
import {isHomePath, sanitizeHref} from '@site/src/lib/linkSafety';

import styles from './styles.module.css';

function Flag({region}: {region: Region}): ReactNode {
  return <LazyImage className={styles.flag} src={region.imagePath} width={24} height={16} />;
}

function ButtonContent({current}: {current: Region | undefined}): ReactNode {
  return (
    <>
      <span className="visually-hidden">{translate({id: 'REGION_SELECTOR_PREFIX', message: 'Region:'})} </span>
      {current && <Flag region={current} />}
      <span className={styles.country}>{current?.countryName}</span>
      <span className={styles.separator} aria-hidden="true">
        ·
      </span>
      <span className={styles.language}>{current?.languageName}</span>
      <span className={styles.chevron} aria-hidden="true" />
    </>
  );
}

// Memoised: the list depends only on the region data, so a re-render of the selector does not re-render its
// three dozen links and flags.
const RegionList = memo(function RegionList({current, titleId}: {current: Region | undefined; titleId: string}) {
  return (
    <>
      <p id={titleId} className={styles.title}>
        {translate({id: 'REGION_SELECTOR_TITLE', message: 'Regions'})}
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {regions.map((region) => {
          const href = sanitizeHref(region.url, {allowExternal: true});
          if (!href) return null;
          const isCurrent = region.id === current?.id;
          return (
            <li key={region.id}>
              <a
                className={styles.regionLink}
                href={href}
                hrefLang={region.locale}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <Flag region={region} />
                <span className={styles.regionName}>{region.countryName}</span>
                <span className={styles.regionLocale} lang={region.locale}>
                  {region.localeName}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
});

/** In the header, only the home page has the selector; elsewhere a plain link to the localised home page. */
export default function RegionSelector({
  variant,
  className,
  supported = regionalSettings.isSupportRegionSelector,
}: {
  variant: 'header' | 'footer' | 'side';
  className?: string;
  supported?: boolean;
}): ReactNode {
  const path = useSitePath();
  const popup = useRef<HTMLDivElement>(null);
  const drive = usePopoverDrive(popup, {
    hover: variant === 'header' ? {closeDelayMs: HOVER_CLOSE_DELAY_MS} : undefined,
    resetKey: path,
  });
  const popupId = useId();
  const titleId = useId();
  if (!supported) return null;
  const current = findRegion(regionalSettings.regionId);
  if (variant === 'header' && !isHomePath(path)) {
    return (
      <Link to="/" className={clsx(styles.homeLink, className)} data-variant="header-home">
        {translate({id: 'REGION_SELECTOR_HOME', message: 'Home'})}
      </Link>
    );
  }
  return (
    <div className={clsx(styles.selector, styles[variant], className)} data-variant={variant} {...drive.hostProps}>
      <button type="button" className={styles.button} popoverTarget={popupId} onClick={drive.onTriggerClick}>
        <ButtonContent current={current} />
      </button>
      <div ref={popup} id={popupId} popover="auto" className={styles.popup}>
        <RegionList current={current} titleId={titleId} />
      </div>
    </div>
  );
}
