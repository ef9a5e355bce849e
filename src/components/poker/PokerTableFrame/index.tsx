import clsx from 'clsx';
import React, {type ReactNode, useId} from 'react';

import styles from './styles.module.css';

export interface PokerTableFrameProps {
  /** Visible caption; it also names the scrolling region. */
  caption: ReactNode;
  /** The table's sections: thead, tbody, tfoot. */
  children: ReactNode;
  /**
   * Vertical alignment of the cells. `top` suits rows with multi-line cells
   * (header cells then sit on the bottom line). Default `middle`.
   */
  cellAlign?: 'middle' | 'top';
  /** Extra class on the <table>, for the table's own column styles. */
  className?: string;
}

/** Class for right-aligned, non-wrapping numeric header and data cells. */
export const numCell: string = styles.num;

/**
 * The shared frame of the computed poker tables: a keyboard-focusable region
 * named by the caption that scrolls sideways on narrow screens, and the table
 * with its caption. The tables keep their own data and columns.
 */
export default function PokerTableFrame({
  caption,
  children,
  cellAlign = 'middle',
  className,
}: PokerTableFrameProps): ReactNode {
  const captionId = useId();
  return (
    // A scrollable region must be reachable by keyboard so it can be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.wrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={clsx(styles.table, cellAlign === 'top' ? styles.alignTop : styles.alignMiddle, className)}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
