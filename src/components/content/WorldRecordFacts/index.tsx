import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

import RecordSources from './RecordSources';
import {certificateRows, certificateSummaryNote} from './rows';

/** Where the record badge leads without JavaScript; a plain table, with no stylesheet of its own on every page. */
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
