import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {usePreviewSource} from '.';
import styles from './styles.module.css';

/** On a preview only, so a reviewer can go from what they see straight to the file to change. */
export default function PreviewEditLink({source}: {source: string}): ReactNode {
  const {isPreview, editUrlBase} = usePreviewSource();
  const file = source.replace(/^@site\//, '');
  if (!isPreview || !editUrlBase || !file.endsWith('.mdx')) return null;
  return (
    <a className={styles.editLink} href={`${editUrlBase}${file}`} data-testid="preview-edit-link" rel="nofollow">
      {translate({id: 'PREVIEW_EDIT_LINK', message: 'Szerkesztés'})}
    </a>
  );
}
