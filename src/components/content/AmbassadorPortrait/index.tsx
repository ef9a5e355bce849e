import type {ComponentProps, ReactNode} from 'react';

import LazyImage from '@site/src/components/kit/LazyImage';
import {ambassadorNavImage} from '@site/src/data/ambassador';

/**
 * An ambassador's drawn portrait (`static/img/ggteam/{slug}_nav.svg`, 192×192 vector art, crisp at any size).
 * Next to the ambassador's name in text, so it is decorative for screen readers (empty alt) unless given one;
 * lazy, but `loading="eager"` in the first screen of a profile.
 */
export default function AmbassadorPortrait({slug, ...rest}: {slug: string} & ComponentProps<'img'>): ReactNode {
  return <LazyImage src={ambassadorNavImage(slug)} width={192} height={192} {...rest} />;
}
