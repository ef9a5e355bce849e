import type {ComponentProps, ReactNode} from 'react';

import LazyImage from '@site/src/components/kit/LazyImage';
import {ambassadorNavImage} from '@site/src/data/ambassador';

/** Decorative (empty alt) unless given one: it stands next to the ambassador's name in text. */
export default function AmbassadorPortrait({slug, ...rest}: {slug: string} & ComponentProps<'img'>): ReactNode {
  return <LazyImage src={ambassadorNavImage(slug)} width={192} height={192} {...rest} />;
}
