// Wraps theme-classic `MDXPage` (the original renders the page): keeps the content's server HTML unhydrated on the first load (StaticContent), adds the page's JSON-LD to <head> (src/lib/structuredData decides which blocks: WebSite and Organization on the home page; WebPage, CollectionPage, Article or ProfilePage plus a BreadcrumbList elsewhere) and the page's canonical link by the canonical-link rule (CanonicalLink).
import Head from '@docusaurus/Head';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type MDXPageType from '@theme/MDXPage';
import MDXPage from '@theme-original/MDXPage';
import React, {type ReactNode} from 'react';

import StaticContent from '@site/src/components/kit/StaticContent';
import PreviewEditLink from '@site/src/components/shell/PreviewRibbon/EditLink';
import CanonicalLink from '@site/src/components/visitor/CanonicalLink';
import {ambassadorPath, isIllustration} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';
import {pageStructuredData, routeOfPermalink, serializeJsonLd} from '@site/src/lib/structuredData';
import type {PageTitlesGlobalData} from '@site/src/lib/structuredData/schema';

type Props = WrapperProps<typeof MDXPageType>;
type Content = Props['content'];

const withStatic = new WeakMap<Content, Content>();

/** The page's MDX content inside `StaticContent`, with the loader's fields (metadata, toc, …) kept; one per page. */
function staticContentOf(Content: Content): Content {
  let wrapped = withStatic.get(Content);
  if (!wrapped) {
    const render = (): ReactNode => (
      <StaticContent>
        <Content />
      </StaticContent>
    );
    wrapped = Object.assign(render, Content);
    withStatic.set(Content, wrapped);
  }
  return wrapped;
}

export default function MDXPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const titles = (usePluginData('page-titles') as PageTitlesGlobalData | undefined)?.titles ?? {};
  const ambassadors = useAmbassadors();
  const {permalink, title, description, frontMatter} = props.content.metadata;
  const site = {url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  const route = routeOfPermalink(permalink, site.baseUrl);
  // The page's own social image, else the site default (the same one SiteMetadata puts in og:image).
  const image = frontMatter.image ?? (siteConfig.themeConfig.image as string | undefined);
  const person = ambassadors.find((ambassador) => ambassadorPath(ambassador.slug) === route);
  const blocks = pageStructuredData(
    {
      route,
      title,
      description,
      image: image ? `/${image.replace(/^\/+/, '')}` : undefined,
      siteName: siteConfig.title,
      personName: person?.name,
      personContracted: person !== undefined && !isIllustration(person),
    },
    titles,
    site,
  );
  return (
    <>
      <Head>
        {blocks.map((block) => (
          <script key={block['@type']} type="application/ld+json">
            {serializeJsonLd(block)}
          </script>
        ))}
      </Head>
      <MDXPage {...props} content={staticContentOf(props.content)} />
      {/* Previews only: a link to this page's MDX source. */}
      <PreviewEditLink source={props.content.metadata.source} />
      {/* After the page: the last rel=canonical rendered is the one react-helmet keeps. */}
      <CanonicalLink pathname={permalink} />
    </>
  );
}
