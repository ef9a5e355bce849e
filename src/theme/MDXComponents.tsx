// Replaces theme-classic `MDXComponents`: the elements our MDX uses, plus the components writers may use without an import.
// The theme's map is not spread on purpose: its `code`/`pre` pull the Prism code-block highlighter and its
// admonitions their icon set into every page, and no page of this site has code blocks or admonitions.
import type {ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DownloadSteps from '@site/src/components/DownloadSteps';
import AccountHints from '@site/src/components/AccountHints';
import SystemRequirements from '@site/src/components/SystemRequirements';
import FaqList from '@site/src/components/FaqList';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

export default {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  a: MDXA,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  // Inline `code` renders as a plain element (no highlighter).
  code: (props: ComponentProps<'code'>) => <code {...props} />,
  pre: (props: ComponentProps<'pre'>) => <pre {...props} />,
  table: ScrollableTable,
  DownloadSteps,
  AccountHints,
  SystemRequirements,
  FaqList,
};
