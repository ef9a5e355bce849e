/** Hungary, site id GGPHU: the first regional site. */
import {hu} from '../languages/hu';
import type {RegionConfig} from '../regionConfig';
import {operatorFacts} from './operatorFacts';
import {regionNames} from './regionNames';

const NBSP = '\u00a0';

export const GGPHU: RegionConfig = {
  id: 'GGPHU',
  locale: 'hu',
  htmlLang: 'hu-HU',
  localeLabel: 'Magyar',
  siteUrl: 'https://www.ggpoker.hu',
  title: 'GGPoker Magyarország',
  tagline: 'Online póker magyarul',
  regionCountryCode: 'HU',
  brandAlias: 'GGPoker',
  // The header logo keeps the footer logo's 180x48 proportions at 120x32.
  logoPath: '/img/logo/logo.svg',
  blackLogoPath: '/img/logo/logo-black.svg',
  logoWidth: 120,
  logoHeight: 32,
  isSupportRegionSelector: true,
  isSupportChat: true,
  flags: {
    isOntarioIgaming: false,
    isRequireConvertCanonical: false,
  },
  notation: {dollars: `{n}${NBSP}$`, playMoney: `{n}${NBSP}P`},
  runtime: {
    regionContentsHost: 'https://www.ggpoker.hu',
    desktopInstallerBaseUrl: 'https://download.ggpoker.hu/installer/',
    geolocationRules: {
      US: {ruleType: 'BLOCKED'},
      CAON: {ruleType: 'BLOCKED'},
      FR: {ruleType: 'WARNING'},
      ES: {ruleType: 'WARNING'},
      IT: {ruleType: 'WARNING'},
      PT: {ruleType: 'WARNING'},
      AU: {ruleType: 'WARNING'},
    },
    chatLanguage: 'hu',
    chatConfigName: 'GGPHU_Messaging',
  },
  spelling: {dictionary: 'hu_HU', debianPackage: 'hunspell-hu', allowlistFile: 'scripts/spelling/allowlist.txt'},
  texts: hu,
  regionNames,
  minimumAge: 18,
  operatorFacts,
};
