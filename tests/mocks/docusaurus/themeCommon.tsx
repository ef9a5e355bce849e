import type {ReactNode} from 'react';

// Test stand-in for the few `@docusaurus/theme-common` exports the site uses.
export function PageMetadata(_props: {title?: string; description?: string}): ReactNode {
  return null;
}
