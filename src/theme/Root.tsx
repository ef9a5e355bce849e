// Replaces theme-classic `Root` (a no-op wrapper): site-wide providers, global modals and quick buttons live here.
import React, {type ReactNode} from 'react';
import PreviewRibbon from '@site/src/components/PreviewRibbon';
import {CertificateModalProvider} from '@site/src/components/CertificateModal';
import Toasts from '@site/src/components/Toasts';
import QuickButtons from '@site/src/components/QuickButtons';
import {VisitorContextProvider} from '@site/src/components/VisitorContext';
import RegionWarningModal from '@site/src/components/RegionWarningModal';
import OntarioModal from '@site/src/components/OntarioModal';
import {SupportChatProvider, useSupportChat} from '@site/src/components/SupportChat';

/** The help chat quick button follows the support chat (hidden without an agent, busy while loading). */
function QuickButtonsWithChat(): ReactNode {
  const chat = useSupportChat();
  return <QuickButtons chatState={chat.buttonState} onChatClick={chat.open} />;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <VisitorContextProvider>
      <SupportChatProvider>
        <CertificateModalProvider>
          <PreviewRibbon />
          {children}
          <Toasts />
          <QuickButtonsWithChat />
          <RegionWarningModal />
          <OntarioModal />
        </CertificateModalProvider>
      </SupportChatProvider>
    </VisitorContextProvider>
  );
}
