// Wraps theme-classic `SiteMetadata`: names the site's one colour mode on `<html>` (`FixedColorMode`).
// On the error page it leaves out the canonical link, `og:url` and the hreflang alternates, which would all name the unmatched path (or `/404.html/`) as if it were a page; every page of the site keeps the theme's metadata unchanged.
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import SiteMetadata from '@theme-original/SiteMetadata';
import React, {type ReactNode} from 'react';

import FixedColorMode from '@site/src/components/shell/FixedColorMode';
import {isSiteRoute} from '@site/src/components/shell/nav/isSiteRoute';

/** The site-wide tags the error page keeps: the social card defaults and the theme's `metadata` list. */
function ErrorPageSiteMetadata(): ReactNode {
  const {metadata, image} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
      </Head>
      {image && <PageMetadata image={image} />}
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}

export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <FixedColorMode />
      {isSiteRoute(pathname) ? <SiteMetadata /> : <ErrorPageSiteMetadata />}
    </>
  );
}
