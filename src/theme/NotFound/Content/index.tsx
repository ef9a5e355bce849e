// Replaces theme-classic `NotFound/Content`: every unmatched path shows our one error page with the 404 content, under its own title and description and a robots `noindex` (no canonical link: see src/theme/SiteMetadata).
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React, {type ReactNode} from 'react';

import ErrorPage from '@site/src/components/shell/ErrorPage';

export default function NotFoundContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // A preview build already adds `noindex` to every page's head; one robots tag is enough.
  const isPreview = siteConfig.customFields?.isPreview === true;
  return (
    <>
      <PageMetadata
        title={translate({id: 'ERROR_404_TITLE', message: 'Page not found'})}
        description={translate({id: 'ERROR_404_DESCRIPTION', message: 'This page does not exist or has moved.'})}
      />
      {/* The error page is served for every unmatched path: it is never a search result of its own. */}
      {!isPreview && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      <ErrorPage />
    </>
  );
}
