// Replaces theme-classic `MDXComponents`: adds the components writers may use in MDX without an import.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
