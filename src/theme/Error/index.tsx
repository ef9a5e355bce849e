// Replaces core's fallback `Error` (the outermost error boundary, for a crash outside a page's content, e.g. in the header): our Hungarian crash notice with its own title, instead of core's hard-coded English texts and raw error message. It renders without the layout, which may be what crashed.
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Error';
import ErrorPageContent from '@theme/ErrorPageContent';
import React, {type ReactNode} from 'react';

export default function Error(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>{translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'})}</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
