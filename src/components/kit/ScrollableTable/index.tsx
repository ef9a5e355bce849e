import {translate} from '@docusaurus/Translate';
import {Children, type ComponentProps, isValidElement, type ReactElement, type ReactNode} from 'react';

import {plainText} from '@site/src/components/kit/plainText';

import styles from './styles.module.css';

/** The texts of the first header row (`thead > tr > th`). */
function headerTexts(children: ReactNode): string[] {
  const rows = Children.toArray(children)
    .filter((child) => isValidElement<{children?: ReactNode}>(child) && child.type === 'thead')
    .flatMap((head) => Children.toArray((head as ReactElement<{children?: ReactNode}>).props.children));
  const firstRow = rows.find((row) => isValidElement<{children?: ReactNode}>(row));
  if (!isValidElement<{children?: ReactNode}>(firstRow)) return [];
  return Children.toArray(firstRow.props.children)
    .filter((cell) => isValidElement(cell) && cell.type === 'th')
    .map((cell) => plainText(cell))
    .filter(Boolean);
}

/**
 * Every MDX table scrolls in its own region rather than push a 375 px page sideways. The region is a landmark, named
 * after the columns: a page with several tables would otherwise list several landmarks of the same name.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const columns = headerTexts(props.children);
  const label =
    columns.length > 0
      ? translate(
          {id: 'TABLE_SCROLL_REGION_COLUMNS', message: 'Scrollable table: {columns}'},
          {columns: columns.join(', ')},
        )
      : translate({id: 'TABLE_SCROLL_REGION', message: 'Scrollable table'});
  return (
    // A scrolling box must be reachable by keyboard to be scrolled without a mouse (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the region is focusable on purpose
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
