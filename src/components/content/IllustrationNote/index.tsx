import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {type Ambassador, isIllustration} from '@site/src/data/ambassador';

import styles from './styles.module.css';

export interface IllustrationNoteProps {
  /** The profiles the list shows; the note appears when any of them is made up. */
  ambassadors: readonly Pick<Ambassador, 'profile'>[];
  className?: string;
}

/** The sentence under a list of profiles that says the people in it are made up. */
export default function IllustrationNote({ambassadors, className}: IllustrationNoteProps): ReactNode {
  if (!ambassadors.some(isIllustration)) return null;
  return (
    <p className={clsx(styles.note, className)}>
      {translate({
        id: 'AMBASSADOR_ILLUSTRATION_NOTE',
        message: 'The profiles show fictional characters, for illustration only.',
        description: 'Note beside a list of ambassador profiles when any of them is made up (team page, home page)',
      })}
    </p>
  );
}
