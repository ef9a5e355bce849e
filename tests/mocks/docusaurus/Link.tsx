import React, {type AnchorHTMLAttributes, type ReactNode} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; children?: ReactNode};

/** Test stand-in for `@docusaurus/Link`: a plain anchor, `to` becomes `href`. */
export default function Link({to, href, children, ...rest}: Props): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
