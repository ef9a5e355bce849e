import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ComponentProps, ReactNode} from 'react';

/** For below the fold; decorative (empty alt) unless it is given one. */
export default function LazyImage({src, ...rest}: ComponentProps<'img'> & {src: string}): ReactNode {
  return <img src={useBaseUrl(src)} alt="" loading="lazy" decoding="async" {...rest} />;
}
