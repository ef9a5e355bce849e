/** Small links beside the main menu; a `compliance` path is a bare slug resolved to the localised route. */
import type {NavigationItem} from './navigation';
import {publishedOnly} from './regionPages';

export type UtilityMenuItem = Pick<NavigationItem, 'path' | 'langKey' | 'siteType' | 'isShow'> & {
  children?: UtilityMenuItem[];
};

export const utilityMenu: UtilityMenuItem[] = publishedOnly<UtilityMenuItem>([
  {path: 'responsible-gaming', langKey: 'UTIL_RESPONSIBLE_GAMING', siteType: 'compliance', isShow: true},
  {
    path: '/about-us/',
    langKey: 'UTIL_ABOUT',
    siteType: 'contents',
    isShow: true,
    children: [
      {path: '/about-us/', langKey: 'UTIL_ABOUT_US', siteType: 'contents', isShow: true},
      {path: '/affiliate-program/', langKey: 'UTIL_AFFILIATE', siteType: 'contents', isShow: true},
      {path: '/contact/', langKey: 'UTIL_CONTACT', siteType: 'contents', isShow: true},
    ],
  },
  {path: 'https://ggpoker.com/support/', langKey: 'UTIL_SUPPORT', siteType: 'external', isShow: true},
  // The VIP shop is not offered on the Hungarian site yet; kept so the flag is honoured.
  {path: 'https://ggpoker.com/vip-shop/', langKey: 'UTIL_VIP_SHOP', siteType: 'external', isShow: false},
]);
