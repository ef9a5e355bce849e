// Replaces theme-classic `MDXComponents`: adds the components writers may use in MDX without an import.
import MDXComponents from '@theme-original/MDXComponents';

export default {
  ...MDXComponents,
};
