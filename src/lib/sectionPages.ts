import type {NavigationItem} from '@site/src/data/navigation';

/**
 * The visible pages of this site under a section in the navigation data, in menu order, without the section's
 * own page. The section is the first item (at any depth) with path `section` and children.
 */
export function sectionPages(items: readonly NavigationItem[], section: string): NavigationItem[] {
  const found = findSection(items, section);
  if (!found) return [];
  return found.children.filter((child) => child.isShow && child.siteType === 'contents' && child.path !== section);
}

function findSection(items: readonly NavigationItem[], section: string): NavigationItem | undefined {
  for (const item of items) {
    if (item.path === section && item.children.length > 0) return item;
    const nested = findSection(item.children, section);
    if (nested) return nested;
  }
  return undefined;
}
