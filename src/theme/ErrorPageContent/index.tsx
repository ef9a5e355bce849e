// Replaces theme-classic `ErrorPageContent` (the error boundary around every page's content): our Hungarian crash notice instead of the theme's, which prints the raw error message to visitors.
import type {Props} from '@theme/Error';
import React, {type ReactNode, useEffect} from 'react';

import CrashNotice from '@site/src/components/shell/CrashNotice';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <CrashNotice tryAgain={tryAgain} />;
}
