/**
 * Consent concern: the locale cookie, and the consent manager and analytics scripts, planned once the
 * runtime config and the visitor's country are known (GDPR countries get the consent banner first; the
 * `clean` and `lighthouse` query flags leave scripts out). The plan is in `src/lib/thirdParty.ts`.
 */
import {useEffect, useRef} from 'react';

import {readLocaleCookie, writeLocaleCookie} from '@site/src/lib/cookies';
import {detectLocale} from '@site/src/lib/localeDetection';
import {planThirdParty} from '@site/src/lib/thirdParty';

import {useGeo} from './geo';
import {useRuntimeConfig} from './runtimeConfig';
import {useVisitorSettled} from './visitorRules';

export interface SiteLocales {
  currentLocale: string;
  locales: string[];
  defaultLocale: string;
}

/** Remembers the page's locale in the locale cookie when detection agrees with it (as the i18n layer does). */
export function rememberLocale({currentLocale, locales, defaultLocale}: SiteLocales): void {
  const cookie = readLocaleCookie(locales);
  const {locale} = detectLocale({
    cookie,
    browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
    locales,
    defaultLocale,
  });
  if (!cookie && locale === currentLocale) writeLocaleCookie(currentLocale, locales);
}

/** Starts the third-party scripts once, when config and geo have both settled. */
export function useThirdPartyScripts(): void {
  const settled = useVisitorSettled();
  const config = useRuntimeConfig();
  const geo = useGeo();
  const started = useRef(false);
  useEffect(() => {
    if (!settled || started.current) return;
    started.current = true;
    const steps = planThirdParty({
      ids: config.thirdParty,
      gdprCountries: config.gdprCountries,
      country: geo?.country ?? null,
      region: geo?.region ?? null,
      search: window.location.search,
    });
    if (steps.length === 0) return;
    import('./thirdPartyDom').then((dom) => dom.runThirdPartySteps(steps)).catch(() => undefined);
  }, [settled, config, geo]);
}
