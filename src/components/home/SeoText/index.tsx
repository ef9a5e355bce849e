import type {ReactNode} from 'react';

import HomeSection from '@site/src/components/home/HomeSection';

import styles from './styles.module.css';

export interface SeoTextProps {
  id?: string;
  title: string;
  /** The long text, written in MDX with `###` subheadings, paragraphs, lists and links. */
  children: ReactNode;
}

/** The long informational text at the end of the home page, set for comfortable reading. */
export default function SeoText({id = 'online-poker-a-ggpokeren', title, children}: SeoTextProps): ReactNode {
  return (
    <HomeSection id={id} title={title} className={styles.seo}>
      <div className={styles.body}>{children}</div>
    </HomeSection>
  );
}
