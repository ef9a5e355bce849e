import codeJson from '@site/i18n/hu/code.json';
import {navigation, type NavigationItem, TEAM_LANG_KEY} from '@site/src/data/navigation';
import {utilityMenu, type UtilityMenuItem} from '@site/src/data/utilityMenu';
import {resolveHref, visibleChildren} from '@site/src/lib/navigation';
import {routeExists} from '@site/tests/helpers/routes';

const messages = codeJson as Partial<Record<string, {message?: string}>>;

function walk(items: NavigationItem[], depth = 0): {item: NavigationItem; depth: number}[] {
  return items.flatMap((item) => [{item, depth}, ...walk(item.children, depth + 1)]);
}

function walkUtility(items: UtilityMenuItem[]): UtilityMenuItem[] {
  return items.flatMap((item) => [item, ...walkUtility(item.children ?? [])]);
}

const all = walk(navigation);
const utilityAll = walkUtility(utilityMenu);

describe('src/data/navigation', () => {
  it('has every field of a navigation item with the right type on every item', () => {
    for (const {item} of all) {
      expect(typeof item.path).toBe('string');
      expect(item.langKey).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(['contents', 'external', 'compliance']).toContain(item.siteType);
      expect(typeof item.showSubArea).toBe('boolean');
      expect(typeof item.isShow).toBe('boolean');
      expect(typeof item.isRoot).toBe('boolean');
      expect([null, 'new', 'hot', 'live']).toContain(item.badge);
      expect(Array.isArray(item.children)).toBe(true);
    }
  });

  it('marks exactly the top-level items as roots', () => {
    for (const {item, depth} of all) expect(item.isRoot).toBe(depth === 0);
  });

  it('covers the Hungarian main menu', () => {
    const labels = navigation.map((item) => messages[item.langKey]?.message);
    expect(labels).toEqual([
      'Így játssz',
      'Promóciók',
      'Játékstílusok',
      'Versenyek',
      'WSOP',
      'Blog',
      'Készpénzes játékok',
      'Egyedi funkciók',
      'Pénzügyek',
      'Hűségprogram',
      'Pókeriskola',
    ]);
  });

  it('resolves every langKey to a Hungarian string in code.json', () => {
    const missing = [...all.map(({item}) => item.langKey), ...utilityAll.map((item) => item.langKey)].filter(
      (key) => !messages[key]?.message?.trim(),
    );
    expect(missing).toEqual([]);
  });

  it('points every contents item at a real route', () => {
    for (const {item} of all.filter(({item}) => item.siteType === 'contents')) {
      expect(routeExists(item.path)).toBe(true);
    }
  });

  it('has promotions and tournaments as pages of this site, and only the brand’s English pages as external', () => {
    const byKey = Object.fromEntries(navigation.map((item) => [item.langKey, item]));
    expect(byKey.NAV_PROMOTIONS).toMatchObject({
      path: '/promotions/',
      siteType: 'contents',
      showSubArea: false,
    });
    expect(byKey.NAV_TOURNAMENTS).toMatchObject({
      path: '/tournaments/',
      siteType: 'contents',
      showSubArea: false,
    });
    const external = all.filter(({item}) => item.siteType === 'external').map(({item}) => item.langKey);
    expect(external.sort()).toEqual([
      'NAV_ALL_IN_OR_FOLD',
      'NAV_BLOG',
      'NAV_LOYALTY',
      'NAV_POKERCRAFT',
      'NAV_RUSH_AND_CASH',
      'NAV_WSOP',
    ]);
  });

  it('points every external item at an https URL on the brand domain', () => {
    for (const {item} of all.filter(({item}) => item.siteType === 'external')) {
      const url = new URL(item.path);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toBe('ggpoker.com');
      expect(url.pathname.endsWith('/')).toBe(true);
      expect(resolveHref(item)).toBe(item.path);
    }
  });

  it('gives a panel only to contents roots, and each panel reaches its own section page', () => {
    for (const root of navigation.filter((item) => item.showSubArea)) {
      expect(root.siteType).toBe('contents');
      if (root.langKey === TEAM_LANG_KEY) {
        expect(root.path).toBe('/ggteam/');
        continue;
      }
      const children = visibleChildren(root);
      expect(children.length).toBeGreaterThan(0);
      const reachable = walk(children)
        .filter(({item}) => item.isShow)
        .map(({item}) => item.path);
      expect(reachable).toContain(root.path);
    }
  });

  it('has no children below the third level and no duplicate keys among siblings', () => {
    for (const {depth} of all) expect(depth).toBeLessThanOrEqual(2);
    for (const {item} of [{item: {children: navigation} as NavigationItem}, ...all]) {
      const keys = item.children.map((child) => `${child.langKey}|${child.path}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('src/data/utilityMenu', () => {
  it('has valid items; contents and compliance lead to real routes, external to https', () => {
    for (const item of utilityAll) {
      expect(typeof item.isShow).toBe('boolean');
      const href = resolveHref(item);
      expect(href).not.toBeNull();
      if (item.siteType === 'external') {
        expect(new URL(item.path).protocol).toBe('https:');
      } else {
        expect(routeExists(href!)).toBe(true);
      }
    }
  });

  it('resolves the compliance slug to the localised route', () => {
    const responsible = utilityMenu.find((item) => item.siteType === 'compliance');
    expect(responsible && resolveHref(responsible)).toBe('/responsible-gaming/');
  });
});
