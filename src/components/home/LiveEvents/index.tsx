import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import {SectionCta} from '@site/src/components/home/CtaLink';
import HomeSection from '@site/src/components/home/HomeSection';
import LazyImage from '@site/src/components/kit/LazyImage';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function LiveEvents({highlights = [], children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="uton-az-elo-versenyekre" tone="panel" className={styles.live}>
      <div className={styles.layout}>
        <LazyImage className={styles.art} src="/img/home/live-events.svg" width={400} height={320} />
        <div>
          {children}
          {highlights.length > 0 ? (
            <ul className={styles.highlights}>
              {highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          ) : null}
          <SectionCta label={section.ctaLabel} to={section.ctaTo} />
        </div>
      </div>
    </HomeSection>
  );
}
