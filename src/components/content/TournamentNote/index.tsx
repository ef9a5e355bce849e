import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import StatutoryNotice from '@site/src/components/content/StatutoryNotice';

/** Not the bonus note: the bonus terms do not cover tournaments. */
export default function TournamentNote(): ReactNode {
  return (
    <StatutoryNotice>
      <Translate id="TOURNAMENT_NOTE_TEXT">
        Check the tournament's rules and prize table in the client's tournament lobby before you register.
      </Translate>
    </StatutoryNotice>
  );
}
