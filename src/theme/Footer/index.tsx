// Replaces theme-classic `Footer` wholesale with the site footer, built only from our components and public APIs.
import React, {type ReactNode} from 'react';

import SiteFooter from '@site/src/components/shell/SiteFooter';

export default function Footer(): ReactNode {
  return <SiteFooter />;
}
