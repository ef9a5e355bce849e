// Replaces theme-classic `MDXComponents`: the elements our MDX uses, plus the components writers may use without an import
// (`global: true` in a component's `mdx.ts`; `npm run generate` lists them in `src/components/mdxGlobals.generated.ts`).
// The theme's map is not spread on purpose: its `code`/`pre` pull the Prism highlighter and its admonitions their
// icon set into every page, and no page has code blocks, admonitions or <details> (the FAQ is `FaqList`).
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';
import type {ComponentProps} from 'react';

import ScrollableTable from '@site/src/components/kit/ScrollableTable';
import {globalMdxComponents} from '@site/src/components/mdxGlobals.generated';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

export default {
  Head,
  a: MDXA,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  ...Object.fromEntries(HEADINGS.map((as) => [as, (props: HeadingProps) => <MDXHeading as={as} {...props} />])),
  table: ScrollableTable,
  ...globalMdxComponents,
};
