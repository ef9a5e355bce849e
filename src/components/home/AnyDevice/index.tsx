import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import {SectionCta} from '@site/src/components/home/CtaLink';
import HomeSection from '@site/src/components/home/HomeSection';
import LazyImage from '@site/src/components/kit/LazyImage';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function AnyDevice({platforms, children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="jatek-barmilyen-eszkozon">
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
          <SectionCta label={section.ctaLabel} to={section.ctaTo} />
        </div>
        <LazyImage className={styles.art} src="/img/home/devices.svg" width={480} height={320} />
      </div>
    </HomeSection>
  );
}
