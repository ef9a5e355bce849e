// Replaces theme-classic `Root` (a no-op wrapper): site-wide providers, global modals and quick buttons live here.
import React, {type ReactNode} from 'react';
import PreviewRibbon from '@site/src/components/PreviewRibbon';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <PreviewRibbon />
      {children}
    </>
  );
}
