import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {LEGAL} from '@site/src/data/legal';
import {region} from '@site/src/data/region';
import {isRegionPage} from '@site/src/data/regionPages';

import styles from './styles.module.css';

/** The wording the law asks of every offer; the offer's own sentence goes between the age and the warning. */
export function StatutoryWording({children}: {children?: ReactNode}): ReactNode {
  const age = String(region.minimumAge);
  const helpName = <Translate id="STATUTORY_HELP_LINK">Responsible gaming</Translate>;
  return (
    <>
      <span className={styles.age}>
        <Translate id="STATUTORY_AGE_BADGE" values={{age}}>
          {'{age}+'}
        </Translate>
      </span>{' '}
      <Translate id="STATUTORY_AGE" values={{age}}>
        {'For players aged {age} and over only.'}
      </Translate>{' '}
      {children ? <>{children} </> : null}
      <Translate id="STATUTORY_HARMS">Gambling too much can lead to addiction.</Translate>{' '}
      <Translate id="STATUTORY_HELP">Play responsibly – limits, self-exclusion and help:</Translate>{' '}
      {isRegionPage(LEGAL.responsibleGamingPath) ? <Link to={LEGAL.responsibleGamingPath}>{helpName}</Link> : helpName}
      <Translate id="STATUTORY_HELP_END">.</Translate>
    </>
  );
}

/** On its own where a link to the bonus terms would not fit: the bonus terms page, a play-money promotion card. */
export default function StatutoryNotice({children}: {children?: ReactNode}): ReactNode {
  return (
    <p className={styles.note}>
      <StatutoryWording>{children}</StatutoryWording>
    </p>
  );
}
