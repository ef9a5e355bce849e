import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ComponentProps, ReactNode} from 'react';

/**
 * An image of the site's static files (`src` a site path; the base URL is added) for below the fold: lazy, decoded
 * off the main thread, sized by its props (no layout shift). Decorative (empty alt) unless it is given one.
 */
export default function LazyImage({src, ...rest}: ComponentProps<'img'> & {src: string}): ReactNode {
  return <img src={useBaseUrl(src)} alt="" loading="lazy" decoding="async" {...rest} />;
}
