// Replaces theme-classic `NotFound/Content`: every unmatched path shows our one error page with the 404 content.
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import ErrorPage from '@site/src/components/ErrorPage';
import type {IndexMeta} from '@site/plugins/index-meta';

export default function NotFoundContent(): ReactNode {
  // Spec §2: the error page's title and description are the home page's meta texts.
  const meta = usePluginData('index-meta') as IndexMeta;
  return (
    <>
      <PageMetadata title={meta.title} description={meta.description} />
      <ErrorPage statusCode={404} />
    </>
  );
}
