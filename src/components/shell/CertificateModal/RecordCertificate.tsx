import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import type {WorldRecordFacts} from '@site/src/lib/worldRecordFacts';

import styles from './certificate.module.css';

/** A fact of the certificate: its label and value. */
function Fact({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The world-record certificate as text, 631x857 at full size: who certified the record, its title, the event,
 * the day, the prize pool and the entries, all from the record's data. Our own artwork with no third-party logo
 * and no signature, and it says it summarises the title rather than copying the official certificate.
 */
export default function RecordCertificate({facts}: {facts: WorldRecordFacts}): ReactNode {
  return (
    <div className={styles.certificate} data-testid="record-certificate">
      <div className={styles.sheet}>
        <p className={styles.issuer}>{facts.issuer}</p>
        <svg className={styles.seal} aria-hidden="true" focusable="false" viewBox="-50 -50 100 100">
          <circle r="46" fill="none" stroke="currentColor" strokeWidth="4" />
          <circle r="38" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="4 4" />
          <path d="M0-24l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="currentColor" />
        </svg>
        <p className={styles.heading}>
          {translate({id: 'CERTIFICATE_HEADING', message: 'World record', description: 'Certificate: main heading'})}
        </p>
        <p className={styles.recordTitle}>{facts.title}</p>
        <p className={styles.originalTitle} lang="en">
          „{facts.originalTitle}”
        </p>
        <dl className={styles.facts}>
          <Fact label={translate({id: 'CERTIFICATE_EVENT', message: 'Event', description: 'Certificate: label'})}>
            {translate(
              {
                id: 'CERTIFICATE_EVENT_TEXT',
                message: '{name} (event {number}, {buyIn} buy-in)',
                description: 'Certificate: the event; {name} in English, {buyIn} an amount',
              },
              {name: facts.eventName, number: facts.eventNumber, buyIn: facts.buyIn},
            )}
          </Fact>
          <Fact label={translate({id: 'CERTIFICATE_VENUE', message: 'Played on', description: 'Certificate: label'})}>
            {facts.venue}
          </Fact>
          <Fact label={translate({id: 'CERTIFICATE_DATE', message: 'Final table', description: 'Certificate: label'})}>
            {facts.date}
          </Fact>
          <Fact
            label={translate({id: 'CERTIFICATE_PRIZE_POOL', message: 'Prize pool', description: 'Certificate: label'})}
          >
            {facts.prizePool}
          </Fact>
          <Fact label={translate({id: 'CERTIFICATE_ENTRIES', message: 'Entries', description: 'Certificate: label'})}>
            {facts.entries}
          </Fact>
          <Fact
            label={translate({
              id: 'CERTIFICATE_AWARDED_BY',
              message: 'Title awarded by',
              description: 'Certificate: label of the issuer and the year',
            })}
          >
            {facts.issuer}, {facts.awardYear}
          </Fact>
        </dl>
        <p className={styles.disclaimer}>
          {translate({
            id: 'CERTIFICATE_SUMMARY_NOTE',
            message: 'A summary of the title’s facts, not a copy of the official certificate.',
            description: 'Certificate: small print saying this is our summary',
          })}
        </p>
      </div>
    </div>
  );
}
