// Replaces theme-classic `NotFound/Content`: every unmatched path shows our one error page with the 404 content (its canonical link names the home page, not `/404.html/`).
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CanonicalLink from '@site/src/components/CanonicalLink';
import ErrorPage from '@site/src/components/ErrorPage';
import type {IndexMeta} from '@site/plugins/index-meta';

export default function NotFoundContent(): ReactNode {
  // Spec §2: the error page's title and description are the home page's meta texts.
  const meta = usePluginData('index-meta') as IndexMeta;
  const home = useBaseUrl('/');
  return (
    <>
      <PageMetadata title={meta.title} description={meta.description} />
      {/*
        The error page has no URL of its own: it is served for every unmatched path (404.html), so a
        canonical naming the requested path or `/404.html/` would be wrong. It names the home page, the
        same for every path and visitor (the theme emits a canonical on every page, so leaving ours out
        would leave `/404.html/`).
      */}
      <CanonicalLink pathname={home} />
      <ErrorPage statusCode={404} />
    </>
  );
}
