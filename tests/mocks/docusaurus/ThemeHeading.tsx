import type {ComponentProps, ReactNode} from 'react';

// Test stand-in for `@theme/Heading`: the heading element with its id (no hash link, no anchor collection).
export default function Heading({
  as: As,
  ...props
}: ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'}): ReactNode {
  return <As {...props} />;
}
