// Replaces theme-classic `SkipToContent`: the page keeps exactly one skip link, worded with our SKIP_TO_CONTENT string (theme-common's public SkipToContentLink keeps its focus handling).
import React, {type ReactNode} from 'react';
import {SkipToContentLink} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function SkipToContent(): ReactNode {
  return (
    <SkipToContentLink className={styles.skipLink}>
      {translate({id: 'SKIP_TO_CONTENT', message: 'Skip to content'})}
    </SkipToContentLink>
  );
}
