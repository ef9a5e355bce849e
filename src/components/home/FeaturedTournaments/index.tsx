import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import cards from '@site/src/components/home/cards.module.css';
import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection from '@site/src/components/home/HomeSection';

import type mdx from './mdx';
import styles from './styles.module.css';

/** No schedules or prize pools: those live in the client. */
export default function FeaturedTournaments({items, children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="kiemelt-versenyek">
      {children}
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.tag ? <p className={styles.tag}>{item.tag}</p> : null}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={cards.textAboveLink}>{item.text}</p>
            {item.to && item.linkLabel ? (
              <CtaLink to={item.to} variant="plain" className={cards.more}>
                {item.linkLabel}
              </CtaLink>
            ) : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
