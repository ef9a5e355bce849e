import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';

import {footerConfig} from '@site/src/data/footer';
import {canonicalUrl} from '@site/src/lib/canonical';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

/**
 * The page's canonical link (and `og:url`, which names the same URL), by the canonical-link rule
 * (src/lib/canonical.ts) from build-time inputs only, for `pathname`, the page's route with the base URL (`/x/y/`):
 * an MDX page's permalink, or the home page's. theme-classic's SiteMetadata
 * emits both for every page from the location; react-helmet keeps one `rel="canonical"` and one
 * `og:url`, the last rendered, and a page's own <Head> renders after SiteMetadata (which sits above the
 * routes), so these replace the theme's. Mounted once per page: by the MDXPage wrapper (every content
 * page is MDX). The error page has none (src/theme/SiteMetadata).
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
