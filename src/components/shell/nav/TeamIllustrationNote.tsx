import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {type Ambassador, isIllustration} from '@site/src/data/ambassador';

export interface TeamIllustrationNoteProps {
  ambassadors: readonly Pick<Ambassador, 'profile'>[];
  className?: string;
}

/**
 * A short list item beside the team's names in the compact menus (mobile accordion, sub-menu strip), where a
 * badge on every name would not fit: it says the profiles are made up. Nothing when every profile is real.
 */
export default function TeamIllustrationNote({ambassadors, className}: TeamIllustrationNoteProps): ReactNode {
  if (!ambassadors.some(isIllustration)) return null;
  return (
    <li className={className}>
      {translate({
        id: 'AMBASSADOR_ILLUSTRATION_MENU_NOTE',
        message: 'Fictional, illustrative profiles',
        description: 'Mobile menu and sub-menu strip: note beside the names of made-up ambassador profiles',
      })}
    </li>
  );
}
