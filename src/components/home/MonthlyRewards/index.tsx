import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import cards from '@site/src/components/home/cards.module.css';
import {SectionCta} from '@site/src/components/home/CtaLink';
import HomeSection from '@site/src/components/home/HomeSection';
import SectionIntro from '@site/src/components/home/SectionIntro';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function MonthlyRewards({items, children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="havi-jutalmak" tone="panel">
      <SectionIntro image="/img/home/rewards.svg" className={styles.intro}>
        {children}
      </SectionIntro>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.highlight ? <p className={styles.highlight}>{item.highlight}</p> : null}
            <h3 className={cards.cardTitle}>{item.title}</h3>
            <p className={cards.text}>{item.text}</p>
          </li>
        ))}
      </ul>
      <SectionCta label={section.ctaLabel} to={section.ctaTo} className={styles.actions} />
    </HomeSection>
  );
}
