import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import type {EntryDates} from '@site/src/lib/collections';
import {offerValidity} from '@site/src/lib/format/offerValidity';

import styles from './styles.module.css';

export interface OfferFact {
  label: string;
  value: string;
}

export interface OfferCardProps {
  /** The entry's slug: the heading's id, so `/promotions/#welcome-bonus` lands on the card. */
  id: string;
  title: string;
  highlight?: string;
  summary: string;
  /** Validity is always added last. */
  facts?: readonly OfferFact[];
  dates?: EntryDates;
  terms?: string;
  to?: string;
  note: ReactNode;
}

export default function OfferCard({
  id,
  title,
  highlight,
  summary,
  facts = [],
  dates,
  terms,
  to,
  note,
}: OfferCardProps): ReactNode {
  return (
    <article className={styles.card}>
      {highlight ? <p className={styles.highlight}>{highlight}</p> : null}
      <Heading as="h2" id={id} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.summary}>{summary}</p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt>
            <Translate id="COLLECTION_VALIDITY">Valid</Translate>
          </dt>
          <dd>
            {dates ? (
              offerValidity(dates.starts, dates.ends)
            ) : (
              <Translate id="COLLECTION_ONGOING">Ongoing, until withdrawn</Translate>
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.links}>
        {terms ? (
          <Link to={terms}>
            <Translate id="COLLECTION_TERMS_LINK">Terms</Translate>
            <span className="visually-hidden"> – {title}</span>
          </Link>
        ) : null}
        {to ? (
          <Link to={to}>
            <Translate id="COLLECTION_MORE_LINK">More</Translate>
            <span className="visually-hidden"> – {title}</span>
          </Link>
        ) : null}
      </p>
      {note}
    </article>
  );
}
