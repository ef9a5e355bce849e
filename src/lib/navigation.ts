/** Navigation logic for the header, mega menu and sub-menu strip. */
import type {NavigationItem, SiteType} from '@site/src/data/navigation';
import {resolveLink} from '@site/src/lib/linkSafety';

/** The sub-menu strip is shown on every route except the home page and those whose path starts with `index`. */
export function showsSubMenuStrip(path: string): boolean {
  const trimmed = path.split(/[?#]/)[0].replace(/^\/+/, '');
  return trimmed !== '' && !trimmed.startsWith('index');
}

export function visibleChildren<T extends {isShow: boolean; children?: T[]}>(item: T): T[] {
  return (item.children ?? []).filter((child) => child.isShow);
}

export function visibleItems<T extends {isShow: boolean}>(items: readonly T[]): T[] {
  return items.filter((item) => item.isShow);
}

/** Visible descendants in reading order (child, then its visible children), for the strip. */
export function flattenVisible(item: NavigationItem): NavigationItem[] {
  return visibleChildren(item).flatMap((child) => [child, ...flattenVisible(child)]);
}

function matchLength(itemPath: string, current: string): number {
  if (itemPath === current) return itemPath.length + 1; // an exact match beats a prefix of equal length
  if (itemPath !== '/' && current.startsWith(itemPath)) return itemPath.length;
  return 0;
}

function bestMatch(item: NavigationItem, current: string): number {
  if (!item.isShow) return 0;
  const own = item.siteType === 'contents' ? matchLength(item.path, current) : 0;
  return Math.max(own, ...item.children.map((child) => bestMatch(child, current)));
}

/**
 * The visible root whose own or a visible descendant's path matches the page best (exact, then the longest
 * prefix; the first wins a tie). `null` on pages outside the menu (and on `/`).
 */
export function findActiveRoot(tree: readonly NavigationItem[], path: string): NavigationItem | null {
  let best: NavigationItem | null = null;
  let bestLength = 0;
  for (const root of tree) {
    const length = bestMatch(root, path);
    if (length > bestLength) {
      best = root;
      bestLength = length;
    }
  }
  return best;
}

/** True when the item links to exactly the current page (for `aria-current="page"`). */
export function isCurrentPage(item: {path: string; siteType: SiteType}, path: string): boolean {
  return item.siteType !== 'external' && resolveHref(item) === path;
}

/** Where a menu item leads; `null` when it must not be navigable (callers then render no link). */
export function resolveHref(item: {path: string; siteType: SiteType}): string | null {
  return resolveLink(item.path, {siteType: item.siteType})?.href ?? null;
}

/** External items open in a new tab. */
export function linkTarget(item: {siteType: SiteType}): {target?: '_blank'; rel?: 'noopener noreferrer'} {
  return item.siteType === 'external' ? {target: '_blank', rel: 'noopener noreferrer'} : {};
}

/** DOM id for an item's mega panel, stable between server and client. */
export function panelId(item: {langKey: string}): string {
  return `mega-panel-${item.langKey.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
