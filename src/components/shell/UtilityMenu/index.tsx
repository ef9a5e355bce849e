import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {type ReactNode, useId, useRef} from 'react';

import {usePopoverDrive} from '@site/src/components/kit/popover';
import NavItemLink, {navLabel} from '@site/src/components/shell/nav/NavItemLink';
import {useSitePath} from '@site/src/components/shell/nav/renderedPathname';
import {utilityMenu, type UtilityMenuItem} from '@site/src/data/utilityMenu';
import {visibleChildren, visibleItems} from '@site/src/lib/navigation';

import styles from './styles.module.css';

function Dropdown({item, path}: {item: UtilityMenuItem; path: string}): ReactNode {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  usePopoverDrive(list, {resetKey: path});
  return (
    <li className={clsx(styles.item, styles.hasChildren)}>
      <button type="button" className={styles.link} popoverTarget={id}>
        {navLabel(item.langKey)}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul ref={list} id={id} popover="auto" className={styles.dropdown}>
        {visibleChildren(item).map((child) => (
          <li key={child.langKey}>
            <NavItemLink item={child} path={path} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** `bar`: a row in the header, children in a dropdown; `list`: stacked, children shown (mobile menu). */
export default function UtilityMenu({variant, className}: {variant: 'bar' | 'list'; className?: string}): ReactNode {
  const path = useSitePath();
  const shown = visibleItems(utilityMenu);
  if (shown.length === 0) return null;
  return (
    <nav
      className={clsx(styles.nav, variant === 'bar' ? styles.variantBar : styles.variantList, className)}
      aria-label={
        // The list sits in the mobile menu, beside the header's bar on the same page: each has its own name.
        variant === 'bar'
          ? translate({id: 'NAV_UTILITY_LABEL', message: 'Utility menu'})
          : translate({id: 'NAV_MOBILE_UTILITY_LABEL', message: 'Mobile utility menu'})
      }
    >
      <ul className={styles.list}>
        {shown.map((item) => {
          const children = visibleChildren(item);
          if (children.length > 0 && variant === 'bar') {
            return <Dropdown key={item.langKey} item={item} path={path} />;
          }
          if (children.length > 0) {
            return (
              <li key={item.langKey} className={styles.item}>
                <span className={styles.groupTitle}>{navLabel(item.langKey)}</span>
                <ul className={styles.groupList}>
                  {children.map((child) => (
                    <li key={child.langKey}>
                      <NavItemLink item={child} path={path} className={styles.link} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          return (
            <li key={item.langKey} className={styles.item}>
              <NavItemLink item={item} path={path} className={styles.link} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
