import clsx from 'clsx';
import {type ReactNode, useId} from 'react';

import styles from './styles.module.css';

/** A column's header text; `{num: text}` for a column of numbers (right-aligned, not wrapping). */
export type PokerTableColumn = string | {num: string};

export interface PokerTableFrameProps {
  /** Visible caption; it also names the scrolling region. */
  caption: ReactNode;
  columns: readonly PokerTableColumn[];
  children: ReactNode;
  /** `top` suits rows with multi-line cells (header cells then sit on the bottom line). */
  cellAlign?: 'middle' | 'top';
  className?: string;
}

export const numCell: string = styles.num;

export default function PokerTableFrame({
  caption,
  columns,
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
        <thead>
          <tr>
            {columns.map((column) => {
              const label = typeof column === 'string' ? column : column.num;
              return (
                <th key={label} scope="col" className={typeof column === 'string' ? undefined : numCell}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
