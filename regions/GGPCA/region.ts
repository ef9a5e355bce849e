/**
 * Canada, site id GGPCA: English (en-CA). Ontario's visitors are this site's own, so the Ontario modal never
 * shows here (`src/lib/geolocation.ts`) and Ontario is not blocked; the footer carries the iGaming logo.
 */
import {en} from '../languages/en';
import type {RegionConfig} from '../regionConfig';
import {operatorFacts} from './operatorFacts';
import {regionNames} from './regionNames';

export const GGPCA: RegionConfig = {
  id: 'GGPCA',
  locale: 'en-CA',
  htmlLang: 'en-CA',
  localeLabel: 'English',
  siteUrl: 'https://www.ggpoker.ca',
  title: 'GGPoker Canada',
  tagline: 'Online poker in Canada',
  regionCountryCode: 'CA',
  brandAlias: 'GGPoker',
  logoPath: '/img/logo/ca/logo.svg',
  blackLogoPath: '/img/logo/ca/logo-black.svg',
  logoWidth: 120,
  logoHeight: 32,
  isSupportRegionSelector: true,
  isSupportChat: true,
  flags: {
    isOntarioIgaming: true,
    isRequireConvertCanonical: false,
  },
  notation: {dollars: '${n}', playMoney: '{n} play chips'},
  runtime: {
    regionContentsHost: 'https://www.ggpoker.ca',
    desktopInstallerBaseUrl: 'https://download.ggpoker.ca/installer/',
    geolocationRules: {
      US: {ruleType: 'BLOCKED'},
      FR: {ruleType: 'WARNING'},
      ES: {ruleType: 'WARNING'},
      IT: {ruleType: 'WARNING'},
      PT: {ruleType: 'WARNING'},
      AU: {ruleType: 'WARNING'},
    },
    chatLanguage: 'en',
    chatConfigName: 'GGPCA_Messaging',
  },
  spelling: {
    dictionary: 'en_CA',
    debianPackage: 'hunspell-en-ca',
    allowlistFile: 'regions/GGPCA/spelling-allowlist.txt',
  },
  texts: en,
  regionNames,
  minimumAge: 19,
  operatorFacts,
};
