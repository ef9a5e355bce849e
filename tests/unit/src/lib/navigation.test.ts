import {navigation, navigationItem as item} from '@site/src/data/navigation';
import {
  findActiveRoot,
  flattenVisible,
  isCurrentPage,
  linkTarget,
  panelId,
  resolveHref,
  showsSubMenuStrip,
  visibleChildren,
} from '@site/src/lib/navigation';

describe('route names and the sub-menu strip rule', () => {
  it('hides the strip only on routes whose name starts with index', () => {
    expect(showsSubMenuStrip('/')).toBe(false);
    expect(showsSubMenuStrip('/?x=1#top')).toBe(false);
    expect(showsSubMenuStrip('/index-x/')).toBe(false);
    expect(showsSubMenuStrip('/poker-school/poker-hand-rankings/')).toBe(true);
    expect(showsSubMenuStrip('/download/')).toBe(true);
  });
});

describe('active root section', () => {
  it('finds the section of a page by its deepest matching item', () => {
    expect(findActiveRoot(navigation, '/poker-school/poker-hand-rankings/')?.langKey).toBe('NAV_POKER_SCHOOL');
    expect(findActiveRoot(navigation, '/poker-games/omaha/')?.langKey).toBe('NAV_HOW_TO_PLAY');
    expect(findActiveRoot(navigation, '/funds/deposit-withdrawal/')?.langKey).toBe('NAV_FUNDS');
    expect(findActiveRoot(navigation, '/ggteam/kovacs-bence/')?.langKey).toBe('NAV_TEAM');
  });

  it('prefers an exact visible match over a shorter prefix, and ignores hidden items', () => {
    // /funds/real-money-poker/ is an exact (visible) child of cash games, a hidden child of funds.
    expect(findActiveRoot(navigation, '/funds/real-money-poker/')?.langKey).toBe('NAV_CASH_GAMES');
    const tree = [
      item({path: '/a/', langKey: 'A', isRoot: true, children: [item({path: '/a/b/', langKey: 'AB', isShow: false})]}),
      item({path: '/c/', langKey: 'C', isRoot: true, children: [item({path: '/a/b/', langKey: 'CB'})]}),
    ];
    expect(findActiveRoot(tree, '/a/b/')?.langKey).toBe('C');
    expect(findActiveRoot(tree, '/a/x/')?.langKey).toBe('A');
  });

  it('has no section on the home page or outside the menu', () => {
    expect(findActiveRoot(navigation, '/')).toBeNull();
    expect(findActiveRoot(navigation, '/cookie-policy/')).toBeNull();
  });
});

describe('visible children', () => {
  it('drops hidden items and flattens depth-first', () => {
    const root = item({
      path: '/r/',
      langKey: 'R',
      children: [
        item({path: '/r/a/', langKey: 'A', children: [item({path: '/r/a/x/', langKey: 'AX'})]}),
        item({path: '/r/b/', langKey: 'B', isShow: false}),
        item({path: '/r/c/', langKey: 'C'}),
      ],
    });
    expect(visibleChildren(root).map((child) => child.langKey)).toEqual(['A', 'C']);
    expect(flattenVisible(root).map((child) => child.langKey)).toEqual(['A', 'AX', 'C']);
  });
});

describe('links', () => {
  it('resolves by site type through the link validator', () => {
    expect(resolveHref({path: '/funds/', siteType: 'contents'})).toBe('/funds/');
    expect(resolveHref({path: 'responsible-gaming', siteType: 'compliance'})).toBe('/responsible-gaming/');
    expect(resolveHref({path: 'https://ggpoker.com/blog/', siteType: 'external'})).toBe('https://ggpoker.com/blog/');
  });

  it('never makes a script URL or an unmarked external URL navigable', () => {
    expect(resolveHref({path: 'javascript:alert(1)', siteType: 'external'})).toBeNull();
    expect(resolveHref({path: 'https://evil.example/', siteType: 'contents'})).toBeNull();
  });

  it('opens external items in a new tab without opener', () => {
    expect(linkTarget({siteType: 'external'})).toEqual({target: '_blank', rel: 'noopener noreferrer'});
    expect(linkTarget({siteType: 'contents'})).toEqual({});
  });

  it('knows the current page and builds stable panel ids', () => {
    expect(isCurrentPage({path: '/funds/', siteType: 'contents'}, '/funds/')).toBe(true);
    expect(isCurrentPage({path: '/funds/', siteType: 'contents'}, '/funds/deposit-withdrawal/')).toBe(false);
    expect(panelId({langKey: 'NAV_POKER_SCHOOL'})).toBe('mega-panel-nav-poker-school');
  });
});
