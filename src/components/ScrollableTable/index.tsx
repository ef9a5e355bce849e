import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Every MDX table: wide tables scroll inside their own keyboard-focusable region instead of pushing the
 * page sideways on a 375 px screen.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label={translate({id: 'TABLE_SCROLL_REGION', message: 'Scrollable table'})}
      tabIndex={0}>
      <table {...props} />
    </div>
  );
}
