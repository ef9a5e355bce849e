import type {ReactNode} from 'react';

export default function BrowserOnly({children}: {children: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return children();
}
