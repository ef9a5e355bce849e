import {translate} from '@docusaurus/Translate';

import type {WorldRecordFacts} from '@site/src/lib/worldRecordFacts';

/** One list for the certificate pop-up and the world-record page. */
export function certificateRows(facts: WorldRecordFacts) {
  return [
    {
      label: translate({id: 'CERTIFICATE_EVENT', message: 'Event', description: 'Certificate: label'}),
      value: translate(
        {
          id: 'CERTIFICATE_EVENT_TEXT',
          message: '{name} (event {number}, {buyIn} buy-in)',
          description: 'Certificate: the event; {name} in English, {buyIn} an amount',
        },
        {name: facts.eventName, number: facts.eventNumber, buyIn: facts.buyIn},
      ),
    },
    {
      label: translate({id: 'CERTIFICATE_VENUE', message: 'Played on', description: 'Certificate: label'}),
      value: facts.venue,
    },
    {
      label: translate({id: 'CERTIFICATE_DATE', message: 'Final table', description: 'Certificate: label'}),
      value: facts.date,
    },
    {
      label: translate({id: 'CERTIFICATE_PRIZE_POOL', message: 'Prize pool', description: 'Certificate: label'}),
      value: facts.prizePool,
    },
    {
      label: translate({id: 'CERTIFICATE_ENTRIES', message: 'Entries', description: 'Certificate: label'}),
      value: facts.entries,
    },
    {
      label: translate({
        id: 'CERTIFICATE_AWARDED_BY',
        message: 'Title awarded by',
        description: 'Certificate: label of the issuer and the year',
      }),
      value: `${facts.issuer}, ${facts.awardYear}`,
    },
  ];
}

export function certificateSummaryNote(): string {
  return translate({
    id: 'CERTIFICATE_SUMMARY_NOTE',
    message: 'A summary of the title’s facts, not a copy of the official certificate.',
    description: 'Certificate: small print saying this is our summary',
  });
}
