// Replaces theme-classic `Root` (a no-op wrapper): site-wide providers, global modals and quick buttons live here.
import React, {type ReactNode} from 'react';

import Toasts from '@site/src/components/kit/Toasts';
import {CertificateDialog} from '@site/src/components/shell/CertificateModal';
import {RenderedPathnameProvider} from '@site/src/components/shell/nav/RenderedPathnameProvider';
import PreviewRibbon from '@site/src/components/shell/PreviewRibbon';
import QuickButtons from '@site/src/components/shell/QuickButtons';
import {SupportChatProvider, useSupportChat} from '@site/src/components/visitor/SupportChat';
import {VisitorContextProvider} from '@site/src/components/visitor/VisitorContext';
import VisitorModals from '@site/src/components/visitor/VisitorModals';

/** The help chat quick button follows the support chat (hidden without an agent, busy while loading). */
function QuickButtonsWithChat(): ReactNode {
  const chat = useSupportChat();
  return <QuickButtons chatState={chat.buttonState} onChatClick={chat.open} />;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <RenderedPathnameProvider>
      <VisitorContextProvider>
        <SupportChatProvider>
          <PreviewRibbon />
          {children}
          <CertificateDialog />
          <Toasts />
          <QuickButtonsWithChat />
          <VisitorModals />
        </SupportChatProvider>
      </VisitorContextProvider>
    </RenderedPathnameProvider>
  );
}
