import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

import RecordSources from './RecordSources';
import {certificateRows, certificateSummaryNote} from './rows';

/**
 * The world record's facts on a page of their own (`/world-record/`): the record badge and the footer banner
 * link here, so they work without JavaScript; with it they open the certificate pop-up in place.
 * Plain table and list, styled like every content table (no stylesheet of its own on every page).
 */
export default function WorldRecordFacts(): ReactNode {
  const facts = worldRecordFacts();
  return (
    <>
      <table>
        <tbody>
          <tr>
            <th scope="row">
              {translate({id: 'WORLD_RECORD_TITLE_LABEL', message: 'Title', description: 'World-record page: label'})}
            </th>
            <td>
              {facts.title} (<span lang="en">„{facts.originalTitle}”</span>)
            </td>
          </tr>
          {certificateRows(facts).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <small>{certificateSummaryNote()}</small>
      </p>
      <RecordSources reports={facts.reports} />
    </>
  );
}
