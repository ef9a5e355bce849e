// Replaces theme-classic `Root` (a no-op wrapper): site-wide providers, global modals and quick buttons live here.
import React, {type ReactNode} from 'react';
import PreviewRibbon from '@site/src/components/PreviewRibbon';
import {CertificateModalProvider} from '@site/src/components/CertificateModal';
import Toasts from '@site/src/components/Toasts';
import QuickButtons from '@site/src/components/QuickButtons';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <CertificateModalProvider>
      <PreviewRibbon />
      {children}
      <Toasts />
      <QuickButtons />
    </CertificateModalProvider>
  );
}
