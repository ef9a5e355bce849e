import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';

import {footerConfig} from '@site/src/data/footer';
import {canonicalUrl} from '@site/src/lib/canonical';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

/**
 * The canonical link and `og:url`, from build-time inputs only. react-helmet keeps the last rendered of each, and a
 * page's own <Head> renders after theme-classic's SiteMetadata, so these replace the theme's.
 */
export default function CanonicalLink({pathname}: {pathname: string}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const href = canonicalUrl({
    pathname,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    locale: i18n.currentLocale,
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales,
    // The build-time default, never the runtime config fetched after hydration: the <head> is the same
    // for every visitor and does not change once the page is running.
    contentsHost: RUNTIME_CONFIG_DEFAULTS.contentsHost,
    requireConvert: footerConfig.isRequireConvertCanonical,
  });
  return (
    <Head>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
    </Head>
  );
}
