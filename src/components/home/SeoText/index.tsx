import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import HomeSection from '@site/src/components/home/HomeSection';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function SeoText({children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="online-poker-a-ggpokeren" className={styles.seo}>
      <div className={styles.body}>{children}</div>
    </HomeSection>
  );
}
