import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection, {type SectionContentProps} from '@site/src/components/home/HomeSection';

import styles from './styles.module.css';

export interface LiveEventsProps extends SectionContentProps {
  eyebrow?: string;
  /** Key facts shown as short badges (e.g. the WSOP Express entry and ticket values). */
  highlights?: string[];
  ctaLabel?: string;
  ctaTo?: string;
}

/** The route to live series events (WSOP): online qualifiers leading to live tickets. */
export default function LiveEvents({
  id = 'uton-az-elo-versenyekre',
  title,
  eyebrow,
  highlights = [],
  ctaLabel,
  ctaTo,
  children,
}: LiveEventsProps): ReactNode {
  const image = useBaseUrl('/img/home/live-events.svg');
  return (
    <HomeSection id={id} title={title} eyebrow={eyebrow} tone="panel" className={styles.live}>
      <div className={styles.layout}>
        <img className={styles.art} src={image} width={400} height={320} alt="" loading="lazy" decoding="async" />
        <div>
          {children}
          {highlights.length > 0 ? (
            <ul className={styles.highlights}>
              {highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          ) : null}
          {ctaLabel && ctaTo ? <CtaLink to={ctaTo}>{ctaLabel}</CtaLink> : null}
        </div>
      </div>
    </HomeSection>
  );
}
