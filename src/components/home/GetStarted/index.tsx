import type {ReactNode} from 'react';

import cards from '@site/src/components/home/cards.module.css';
import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection, {type SectionContentProps} from '@site/src/components/home/HomeSection';

import styles from './styles.module.css';

export interface GetStartedProps extends SectionContentProps {
  /** The three steps of getting started: download and install, create a free account, start playing. */
  steps: {title: string; text: string}[];
  ctaLabel: string;
  ctaTo: string;
}

/** "Get started": numbered steps and the download link. */
export default function GetStarted({
  id = 'kezdj-hozza',
  title,
  steps,
  ctaLabel,
  ctaTo,
  children,
}: GetStartedProps): ReactNode {
  return (
    <HomeSection id={id} title={title} tone="panel">
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
