import React, {type ReactNode} from 'react';

import type {NavigationItem} from '@site/src/data/navigation';
import {isCurrentPage, visibleChildren} from '@site/src/lib/navigation';

import {navLabel} from './label';
import NavBadge from './NavBadge';
import NavItemLink from './NavItemLink';

export interface NavTreeClasses {
  list: string;
  item?: string;
  link: string;
  subList: string;
  subLink: string;
}

/** A section's visible sub-items and their visible children, as nested link lists (mega panel, mobile accordion). */
export default function NavTree({
  item,
  path,
  classes,
}: {
  item: NavigationItem;
  path: string;
  classes: NavTreeClasses;
}): ReactNode {
  return (
    <ul className={classes.list}>
      {visibleChildren(item).map((child) => {
        const grandChildren = visibleChildren(child);
        return (
          <li key={`${child.langKey}-${child.path}`} className={classes.item}>
            <NavItemLink item={child} className={classes.link} current={isCurrentPage(child, path)}>
              {navLabel(child.langKey)}
              <NavBadge badge={child.badge} />
            </NavItemLink>
            {grandChildren.length > 0 && (
              <ul className={classes.subList}>
                {grandChildren.map((grandChild) => (
                  <li key={`${grandChild.langKey}-${grandChild.path}`}>
                    <NavItemLink
                      item={grandChild}
                      className={classes.subLink}
                      current={isCurrentPage(grandChild, path)}
                    >
                      {navLabel(grandChild.langKey)}
                      <NavBadge badge={grandChild.badge} />
                    </NavItemLink>
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
