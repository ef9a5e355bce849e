import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** What a preview build was made from (see `src/siteEnv.ts`). */
export function usePreviewSource() {
  const fields = useDocusaurusContext().siteConfig.customFields ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    isPreview: fields.isPreview === true,
    branch: text(fields.previewBranch),
    commit: text(fields.previewCommit),
    editUrlBase: text(fields.editUrlBase),
  };
}

/** So a reviewer knows which version they are looking at. */
export default function PreviewRibbon(): ReactNode {
  const {isPreview, branch, commit} = usePreviewSource();
  if (!isPreview) return null;
  return (
    <div className={styles.ribbon} role="note" data-testid="preview-ribbon">
      {translate({id: 'PREVIEW_RIBBON', message: 'Preview – not the live site'})}
      {branch && (
        <>
          {' · '}
          <span data-testid="preview-branch">{branch}</span>
        </>
      )}
      {commit && (
        <>
          {' · '}
          <code data-testid="preview-commit">{commit}</code>
        </>
      )}
    </div>
  );
}
