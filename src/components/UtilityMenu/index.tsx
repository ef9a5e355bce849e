import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {utilityMenu, type UtilityMenuItem} from '@site/src/data/utilityMenu';
import {isCurrentPage, visibleChildren, visibleItems} from '@site/src/lib/navigation';
import NavItemLink from '@site/src/components/SiteHeader/NavItemLink';
import {navLabel} from '@site/src/components/SiteHeader/label';
import {useSitePath} from '@site/src/components/SiteHeader/useSitePath';
import styles from './styles.module.css';

export interface UtilityMenuProps {
  /** `bar`: a row in the header (items with children open a small disclosure); `list`: stacked, children shown (mobile menu). */
  variant: 'bar' | 'list';
  items?: UtilityMenuItem[];
  className?: string;
}

function ItemLink({item, path, className}: {item: UtilityMenuItem; path: string; className: string}): ReactNode {
  return (
    <NavItemLink item={item} className={className} current={isCurrentPage(item, path)}>
      {navLabel(item.langKey)}
    </NavItemLink>
  );
}

/** A bar item with children: an APG disclosure (button + list), closed by Escape, blur or an outside click. */
function Disclosure({item, path}: {item: UtilityMenuItem; path: string}): ReactNode {
  const hydrated = useIsBrowser();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [path]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <li
      ref={rootRef}
      className={clsx(styles.item, styles.hasChildren)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {navLabel(item.langKey)}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul
        id={id}
        className={clsx(styles.dropdown, open && styles.dropdownOpen)}
        hidden={hydrated ? !open : undefined}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {visibleChildren(item).map((child) => (
          <li key={child.langKey}>
            <ItemLink item={child} path={path} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Utility links (spec §2): items with `isShow`, optional children; external ones open in a new tab. */
export default function UtilityMenu({variant, items = utilityMenu, className}: UtilityMenuProps): ReactNode {
  const path = useSitePath();
  const shown = visibleItems(items);
  if (shown.length === 0) return null;
  return (
    <nav
      className={clsx(styles.nav, variant === 'bar' ? styles.variantBar : styles.variantList, className)}
      aria-label={translate({id: 'NAV_UTILITY_LABEL', message: 'Utility menu'})}
    >
      <ul className={styles.list}>
        {shown.map((item) => {
          const children = visibleChildren(item);
          if (children.length > 0 && variant === 'bar') {
            return <Disclosure key={item.langKey} item={item} path={path} />;
          }
          if (children.length > 0) {
            return (
              <li key={item.langKey} className={styles.item}>
                <span className={styles.groupTitle}>{navLabel(item.langKey)}</span>
                <ul className={styles.groupList}>
                  {children.map((child) => (
                    <li key={child.langKey}>
                      <ItemLink item={child} path={path} className={styles.link} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          return (
            <li key={item.langKey} className={styles.item}>
              <ItemLink item={item} path={path} className={styles.link} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
