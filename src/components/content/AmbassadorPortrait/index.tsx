import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import {ambassadorNavImage} from '@site/src/data/ambassador';

export interface AmbassadorPortraitProps {
  slug: string;
  className?: string;
  /** The portrait sits in the first screen of a profile: load it at once. */
  eager?: boolean;
}

/**
 * An ambassador's drawn portrait (`static/img/ggteam/{slug}_nav.svg`, 192×192 vector art, crisp at any size).
 * Always next to the ambassador's name in text, so it is decorative for screen readers (empty alt).
 */
export default function AmbassadorPortrait({slug, className, eager = false}: AmbassadorPortraitProps): ReactNode {
  return (
    <img
      className={className}
      src={useBaseUrl(ambassadorNavImage(slug))}
      width={192}
      height={192}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
