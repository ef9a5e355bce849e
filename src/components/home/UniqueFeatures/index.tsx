import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import cards from '@site/src/components/home/cards.module.css';
import HomeSection from '@site/src/components/home/HomeSection';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function UniqueFeatures({items, children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="egyedi-funkciok" tone="panel">
      {children}
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <span className={styles.icon} aria-hidden="true" />
            <div>
              <h3 className={cards.itemTitle}>{item.title}</h3>
              <p className={cards.text}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
