import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import HomeSection from '@site/src/components/home/HomeSection';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function SeoText({id = 'online-poker-a-ggpokeren', title, children}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection id={id} title={title} className={styles.seo}>
      <div className={styles.body}>{children}</div>
    </HomeSection>
  );
}
