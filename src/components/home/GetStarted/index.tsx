import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import cards from '@site/src/components/home/cards.module.css';
import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection from '@site/src/components/home/HomeSection';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function GetStarted({steps, ctaLabel, ctaTo, children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="kezdj-hozza" tone="panel">
      {children}
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={cards.itemTitle}>{step.title}</h3>
            <p className={cards.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      <CtaLink to={ctaTo}>{ctaLabel}</CtaLink>
    </HomeSection>
  );
}
