// Replaces theme-classic `Navbar` wholesale (not on the safe-swizzle list): the site header in src/components/shell/SiteHeader, built on public APIs only.
import React, {type ReactNode} from 'react';

import SiteHeader from '@site/src/components/shell/SiteHeader';

export default function Navbar(): ReactNode {
  return <SiteHeader />;
}
