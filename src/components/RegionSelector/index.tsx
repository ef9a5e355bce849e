import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {regions as allRegions, findRegion, type Region} from '@site/src/data/regions';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {sanitizeHref} from '@site/src/lib/linkSafety';
import {isHome} from '@site/src/lib/navigation';
import {createRegionPopup} from '@site/src/lib/regionPopup';
import {useSitePath} from '@site/src/components/SiteHeader/useSitePath';
import styles from './styles.module.css';

export type RegionSelectorVariant = 'header' | 'footer' | 'side';

export interface RegionSelectorProps {
  variant: RegionSelectorVariant;
  className?: string;
  /** Defaults to the site's data; tests pass their own. */
  regions?: Region[];
  currentRegionId?: string;
  supported?: boolean;
}

interface InnerProps {
  variant: RegionSelectorVariant;
  className?: string;
  regions: Region[];
  current: Region | undefined;
}

function Flag({region}: {region: Region}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <img
      className={styles.flag}
      src={withBaseUrl(region.imagePath)}
      width={24}
      height={16}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
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

function RegionList({regions, current, titleId}: {regions: Region[]; current: Region | undefined; titleId: string}): ReactNode {
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
}

/**
 * Header variant on the home page: opens on hover or a press, closes 500 ms after pointer and
 * focus have left (timer logic in `src/lib/regionPopup`), Escape closes at once.
 */
function HoverSelector({className, regions, current}: InnerProps): ReactNode {
  const hydrated = useIsBrowser();
  const [open, setOpen] = useState(false);
  const [controller] = useState(() => createRegionPopup({onChange: setOpen}));
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const titleId = useId();

  useEffect(() => () => controller.dispose(), [controller]);

  return (
    <div
      ref={rootRef}
      className={clsx(styles.selector, styles.header, className)}
      data-variant="header"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') controller.hover();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') controller.leave();
      }}
      onFocus={() => controller.focusIn()}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) controller.leave();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && controller.isOpen()) {
          event.preventDefault();
          controller.close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => controller.press()}
      >
        <ButtonContent current={current} />
      </button>
      <div
        id={popupId}
        className={clsx(styles.popup, open && styles.popupOpen)}
        hidden={hydrated ? !open : undefined}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) controller.close();
        }}
      >
        <RegionList regions={regions} current={current} titleId={titleId} />
      </div>
    </div>
  );
}

/** Footer and side-menu variant: opens on click, closes on an outside click or Escape. */
function ClickSelector({variant, className, regions, current}: InnerProps): ReactNode {
  const hydrated = useIsBrowser();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={clsx(styles.selector, styles[variant], className)}
      data-variant={variant}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Handled here, so an enclosing modal stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        <ButtonContent current={current} />
      </button>
      <div
        id={popupId}
        className={clsx(styles.popup, open && styles.popupOpen)}
        hidden={hydrated ? !open : undefined}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        <RegionList regions={regions} current={current} titleId={titleId} />
      </div>
    </div>
  );
}

/**
 * Region selector (spec §2). Header: on the home page a button with the current country and
 * language opening the regions popup; elsewhere a plain link to the localised home page.
 * Footer / side: a click-to-open list. Renders nothing when the region does not support it.
 */
export default function RegionSelector({
  variant,
  className,
  regions = allRegions,
  currentRegionId = regionalSettings.regionId,
  supported = regionalSettings.isSupportRegionSelector,
}: RegionSelectorProps): ReactNode {
  const path = useSitePath();
  if (!supported) return null;
  const current = findRegion(currentRegionId) ?? regions.find((region) => region.id === currentRegionId);
  if (variant === 'header' && !isHome(path)) {
    return (
      <Link to="/" className={clsx(styles.homeLink, className)} data-variant="header-home">
        {translate({id: 'REGION_SELECTOR_HOME', message: 'Home'})}
      </Link>
    );
  }
  if (variant === 'header') {
    return <HoverSelector variant={variant} className={className} regions={regions} current={current} />;
  }
  return <ClickSelector variant={variant} className={className} regions={regions} current={current} />;
}
