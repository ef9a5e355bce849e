// Replaces theme-classic `Root` (a no-op wrapper): site-wide providers, global modals and quick buttons live here.
import React, {type ReactNode} from 'react';
import PreviewRibbon from '@site/src/components/PreviewRibbon';
import {CertificateModalProvider} from '@site/src/components/CertificateModal';
import Toasts from '@site/src/components/Toasts';
import QuickButtons from '@site/src/components/QuickButtons';
import {VisitorContextProvider} from '@site/src/components/VisitorContext';
import RegionWarningModal from '@site/src/components/RegionWarningModal';
import OntarioModal from '@site/src/components/OntarioModal';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <VisitorContextProvider>
      <CertificateModalProvider>
        <PreviewRibbon />
        {children}
        <Toasts />
        <QuickButtons />
        <RegionWarningModal />
        <OntarioModal />
      </CertificateModalProvider>
    </VisitorContextProvider>
  );
}
