import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Visible marker on branch-preview builds (`PREVIEW=1`); production builds render nothing. */
export default function PreviewRibbon(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.isPreview !== true) return null;
  return (
    <div className={styles.ribbon} role="note" data-testid="preview-ribbon">
      {translate({id: 'PREVIEW_RIBBON', message: 'Preview – not the live site'})}
    </div>
  );
}
