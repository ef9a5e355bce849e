import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection from '@site/src/components/home/HomeSection';

import styles from './styles.module.css';

export interface RewardItem {
  /** Short figure shown large on the card, exactly as the spec gives it (e.g. "$600"). */
  highlight?: string;
  title: string;
  text: string;
}

export interface MonthlyRewardsProps {
  id?: string;
  title: string;
  items: RewardItem[];
  ctaLabel?: string;
  ctaTo?: string;
  /** Intro text, written in MDX. */
  children?: ReactNode;
}

/** Monthly promotions, the welcome bonus and the reward formats, as a grid of cards. */
export default function MonthlyRewards({
  id = 'havi-jutalmak',
  title,
  items,
  ctaLabel,
  ctaTo,
  children,
}: MonthlyRewardsProps): ReactNode {
  const image = useBaseUrl('/img/home/rewards.svg');
  return (
    <HomeSection id={id} title={title} tone="panel">
      <div className={styles.intro}>
        <div className={styles.text}>{children}</div>
        <img className={styles.art} src={image} width={400} height={320} alt="" loading="lazy" decoding="async" />
      </div>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.highlight ? <p className={styles.highlight}>{item.highlight}</p> : null}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.cardText}>{item.text}</p>
          </li>
        ))}
      </ul>
      {ctaLabel && ctaTo ? (
        <div className={styles.actions}>
          <CtaLink to={ctaTo}>{ctaLabel}</CtaLink>
        </div>
      ) : null}
    </HomeSection>
  );
}
