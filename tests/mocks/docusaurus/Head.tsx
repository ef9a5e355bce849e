import type {ReactNode} from 'react';

// Test stand-in for `@docusaurus/Head`: head tags are not rendered in jsdom tests.
export default function Head(_props: {children?: ReactNode}): ReactNode {
  return null;
}
