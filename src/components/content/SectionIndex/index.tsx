import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import {navigation} from '@site/src/data/navigation';
import {sectionPages} from '@site/src/lib/sectionPages';

import type mdx from './mdx';
import styles from './styles.module.css';

/**
 * The pages of a section as a numbered list of links, in menu order, from the navigation data: the menus and
 * the section index pages share one list, so a new page added there (`npm run new`) shows up in both.
 */
export default function SectionIndex({section}: MdxProps<typeof mdx>): ReactNode {
  const pages = sectionPages(navigation, section);
  if (pages.length === 0) throw new Error(`SectionIndex: the navigation data has no pages under ${section}`);
  return (
    <ol className={styles.list}>
      {pages.map((page) => (
        <li key={page.path}>
          {/* The menu's label of the page: its `langKey` in code.json, as the menus show it. */}
          <Link to={page.path}>{translate({id: page.langKey, message: page.langKey})}</Link>
        </li>
      ))}
    </ol>
  );
}
