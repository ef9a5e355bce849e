import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ReactNode} from 'react';

import type {ArtworkName} from '@site/src/data/responsiveArtwork';
import {imageUrl, type ResponsiveImageManifest, srcSetOf} from '@site/src/lib/responsiveImages';

export interface ResponsiveImageProps {
  name: ArtworkName;
  alt: string;
  sizes?: string;
  eager?: boolean;
}

export default function ResponsiveImage({name, alt, sizes, eager = false}: ResponsiveImageProps): ReactNode {
  // Partial: a name the build did not process has no entry.
  const manifest = usePluginData('responsive-images') as Partial<ResponsiveImageManifest>;
  const {siteConfig} = useDocusaurusContext();
  const entry = manifest[name];
  if (!entry) throw new Error(`ResponsiveImage: unknown artwork "${name}"`);
  const cdn =
    typeof siteConfig.customFields?.imageCdnBaseUrl === 'string' ? siteConfig.customFields.imageCdnBaseUrl : undefined;
  const toUrl = (path: string) => imageUrl(path, siteConfig.baseUrl, cdn);
  const shownSizes = sizes ?? `(max-width: ${entry.width}px) 100vw, ${entry.width}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(entry, toUrl, 'avif')} sizes={shownSizes} />
      <img
        src={toUrl(entry.fallback)}
        srcSet={srcSetOf(entry, toUrl)}
        sizes={shownSizes}
        width={entry.width}
        height={entry.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
