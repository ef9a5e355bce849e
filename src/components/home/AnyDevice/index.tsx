import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection, {type SectionContentProps} from '@site/src/components/home/HomeSection';

import styles from './styles.module.css';

export interface AnyDeviceProps extends SectionContentProps {
  platforms: {
    name: string;
    /** Minimum requirements, as the spec gives them. */
    requirements: string;
  }[];
  ctaLabel?: string;
  ctaTo?: string;
}

/** "Play on any device": the supported platforms with their minimum requirements and a download link. */
export default function AnyDevice({
  id = 'jatek-barmilyen-eszkozon',
  title,
  platforms,
  ctaLabel,
  ctaTo,
  children,
}: AnyDeviceProps): ReactNode {
  const image = useBaseUrl('/img/home/devices.svg');
  return (
    <HomeSection id={id} title={title}>
      <div className={styles.layout}>
        <div>
          {children}
          <dl className={styles.platforms}>
            {platforms.map((platform) => (
              <div key={platform.name} className={styles.platform}>
                <dt>{platform.name}</dt>
                <dd>{platform.requirements}</dd>
              </div>
            ))}
          </dl>
          {ctaLabel && ctaTo ? <CtaLink to={ctaTo}>{ctaLabel}</CtaLink> : null}
        </div>
        <img className={styles.art} src={image} width={480} height={320} alt="" loading="lazy" decoding="async" />
      </div>
    </HomeSection>
  );
}
