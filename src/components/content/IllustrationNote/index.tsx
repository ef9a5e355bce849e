import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {type Ambassador, isIllustration} from '@site/src/data/ambassador';

import styles from './styles.module.css';

export default function IllustrationNote({
  ambassadors,
}: {
  ambassadors: readonly Pick<Ambassador, 'profile'>[];
}): ReactNode {
  if (!ambassadors.some(isIllustration)) return null;
  return (
    <p className={styles.note}>
      {translate({
        id: 'AMBASSADOR_ILLUSTRATION_NOTE',
        message: 'The profiles show fictional characters, for illustration only.',
        description: 'Note beside a list of ambassador profiles when any of them is made up (team page, home page)',
      })}
    </p>
  );
}
