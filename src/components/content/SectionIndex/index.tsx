import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import {navigation} from '@site/src/data/navigation';
import {sectionPages} from '@site/src/lib/sectionPages';

import type mdx from './mdx';
import styles from './styles.module.css';

/** The menus and the section index pages share the navigation data, so a new page shows up in both. */
export default function SectionIndex({section}: MdxProps<typeof mdx>): ReactNode {
  const pages = sectionPages(navigation, section);
  if (pages.length === 0) throw new Error(`SectionIndex: the navigation data has no pages under ${section}`);
  return (
    <ol className={styles.list}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>{translate({id: page.langKey, message: page.langKey})}</Link>
        </li>
      ))}
    </ol>
  );
}
