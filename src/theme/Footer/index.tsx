// Replaces theme-classic `Footer` wholesale with the site footer (spec §2 "Footer"), built only from our components and public APIs.
import React, {type ReactNode} from 'react';
import SiteFooter from '@site/src/components/SiteFooter';

export default function Footer(): ReactNode {
  return <SiteFooter />;
}
