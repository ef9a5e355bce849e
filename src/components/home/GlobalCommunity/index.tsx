import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import cards from '@site/src/components/home/cards.module.css';
import HomeSection from '@site/src/components/home/HomeSection';
import SectionIntro from '@site/src/components/home/SectionIntro';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function GlobalCommunity({items, children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="globalis-kozosseg">
      <SectionIntro image="/img/home/community.svg" className={styles.intro}>
        {children}
      </SectionIntro>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <h3 className={cards.cardTitle}>{item.title}</h3>
            <p className={cards.textAboveLink}>{item.text}</p>
            <Link to={item.to} className={cards.more}>
              {item.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
