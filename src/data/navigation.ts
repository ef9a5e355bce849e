/**
 * The main menu. `external` items point at the brand's main domain (English pages this regional site does not
 * have) and carry the menus' "English page" mark.
 */

import {publishedOnly} from './regionPages';

/** `compliance` = a localised legal path. */
export type SiteType = 'contents' | 'external' | 'compliance';

/** The value is also its style class (`badge-new` …). */
export type NavigationBadge = 'new' | 'hot' | 'live';

export interface NavigationItem {
  /** `/x/y/` for contents, an absolute https URL for external, a bare slug for compliance. */
  path: string;
  langKey: string;
  siteType: SiteType;
  /** The item opens a mega panel instead of being a link. */
  showSubArea: boolean;
  isShow: boolean;
  isRoot: boolean;
  badge: NavigationBadge | null;
  children: NavigationItem[];
}

type ItemInit = Pick<NavigationItem, 'path' | 'langKey'> & Partial<Omit<NavigationItem, 'path' | 'langKey'>>;

export function navigationItem(init: ItemInit): NavigationItem {
  return {
    siteType: init.path.startsWith('https:') ? 'external' : 'contents',
    showSubArea: false,
    isShow: true,
    isRoot: false,
    badge: null,
    children: [],
    ...init,
  };
}

const page = navigationItem;

function section(init: ItemInit, children: NavigationItem[] = []): NavigationItem {
  return page({isRoot: true, showSubArea: true, children, ...init});
}

/** The team item's panel lists the ambassadors (from `useAmbassadors()`), not `children`. */
export const TEAM_LANG_KEY = 'NAV_TEAM';

export const navigation: NavigationItem[] = publishedOnly<NavigationItem>([
  section({path: '/poker-games/', langKey: 'NAV_HOW_TO_PLAY'}, [
    page({
      path: '/poker-games/',
      langKey: 'NAV_POKER_GAMES',
      children: [
        page({path: '/poker-games/texas-holdem/', langKey: 'NAV_TEXAS_HOLDEM'}),
        page({path: '/poker-games/omaha/', langKey: 'NAV_OMAHA'}),
        page({path: '/poker-games/short-deck/', langKey: 'NAV_SHORT_DECK', badge: 'hot'}),
      ],
    }),
    page({path: '/download/', langKey: 'NAV_DOWNLOAD'}),
    page({path: '/house-rules/', langKey: 'NAV_HOUSE_RULES'}),
  ]),
  page({path: '/promotions/', langKey: 'NAV_PROMOTIONS', isRoot: true}),
  section({path: '/ggteam/', langKey: TEAM_LANG_KEY}),
  page({path: '/tournaments/', langKey: 'NAV_TOURNAMENTS', isRoot: true}),
  page({path: 'https://ggpoker.com/wsop/', langKey: 'NAV_WSOP', isRoot: true}),
  page({path: 'https://ggpoker.com/blog/', langKey: 'NAV_BLOG', isRoot: true}),
  section({path: '/funds/real-money-poker/', langKey: 'NAV_CASH_GAMES'}, [
    page({path: '/funds/real-money-poker/', langKey: 'NAV_REAL_MONEY_POKER'}),
    page({path: 'https://ggpoker.com/poker-games/rush-and-cash/', langKey: 'NAV_RUSH_AND_CASH'}),
    page({path: 'https://ggpoker.com/poker-games/all-in-or-fold/', langKey: 'NAV_ALL_IN_OR_FOLD'}),
  ]),
  section({path: '/streamer-mode/', langKey: 'NAV_UNIQUE_FEATURES'}, [
    page({path: '/streamer-mode/', langKey: 'NAV_STREAMER_MODE', badge: 'new'}),
    page({path: 'https://ggpoker.com/pokercraft/', langKey: 'NAV_POKERCRAFT'}),
  ]),
  section({path: '/funds/', langKey: 'NAV_FUNDS'}, [
    page({path: '/funds/', langKey: 'NAV_FUNDS_OVERVIEW'}),
    page({path: '/funds/deposit-withdrawal/', langKey: 'NAV_DEPOSIT_WITHDRAWAL'}),
    // Listed under cash games; kept here hidden so the funds section still knows the page.
    page({path: '/funds/real-money-poker/', langKey: 'NAV_REAL_MONEY_POKER', isShow: false}),
    page({path: '/withdrawal-policy/', langKey: 'NAV_WITHDRAWAL_POLICY'}),
    page({path: '/payment-details-policy/', langKey: 'NAV_PAYMENT_DETAILS_POLICY'}),
  ]),
  page({path: 'https://ggpoker.com/promotions/fish-buffet/', langKey: 'NAV_LOYALTY', isRoot: true}),
  section({path: '/poker-school/', langKey: 'NAV_POKER_SCHOOL'}, [
    page({path: '/poker-school/', langKey: 'NAV_POKER_SCHOOL_OVERVIEW'}),
    page({path: '/poker-school/how-to-play-poker/', langKey: 'NAV_HOW_TO_PLAY_POKER'}),
    page({path: '/poker-school/poker-hand-rankings/', langKey: 'NAV_HAND_RANKINGS'}),
    page({path: '/poker-school/how-to-play-texas-holdem-poker/', langKey: 'NAV_HOW_TO_PLAY_HOLDEM'}),
    page({path: '/poker-school/how-to-play-omaha-poker/', langKey: 'NAV_HOW_TO_PLAY_OMAHA'}),
    page({path: '/poker-school/basic-poker-strategy-tips/', langKey: 'NAV_STRATEGY_TIPS'}),
    page({path: '/poker-school/poker-hands-odds/', langKey: 'NAV_HAND_ODDS'}),
    page({path: '/poker-school/poker-terms/', langKey: 'NAV_POKER_TERMS'}),
  ]),
]);
