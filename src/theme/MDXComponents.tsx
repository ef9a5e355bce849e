// Replaces theme-classic `MDXComponents`: adds the components writers may use in MDX without an import.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DownloadSteps from '@site/src/components/DownloadSteps';
import AccountHints from '@site/src/components/AccountHints';
import SystemRequirements from '@site/src/components/SystemRequirements';
import FaqList from '@site/src/components/FaqList';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  DownloadSteps,
  AccountHints,
  SystemRequirements,
  FaqList,
};
