// Wraps theme-classic `MDXPage` (the original renders the page): adds the page's JSON-LD to <head> (Organization on the home page, BreadcrumbList on nested routes named by the build-time page titles) and the page's canonical link by the spec §2 rule (CanonicalLink).
import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PageTitlesGlobalData} from '@site/plugins/page-titles';
import CanonicalLink from '@site/src/components/CanonicalLink';
import {pageStructuredData, routeOfPermalink, serializeJsonLd} from '@site/src/lib/structuredData';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const titles = (usePluginData('page-titles') as PageTitlesGlobalData | undefined)?.titles ?? {};
  const {permalink, title} = props.content.metadata;
  const site = {url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  const blocks = pageStructuredData(routeOfPermalink(permalink, site.baseUrl), titles, site, title);
  return (
    <>
      {blocks.length > 0 && (
        <Head>
          {blocks.map((block) => (
            <script key={block['@type']} type="application/ld+json">
              {serializeJsonLd(block)}
            </script>
          ))}
        </Head>
      )}
      <MDXPage {...props} />
      {/* After the page: the last rel=canonical rendered is the one react-helmet keeps. */}
      <CanonicalLink pathname={permalink} />
    </>
  );
}
