import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import HomeSection from '@site/src/components/home/HomeSection';

import styles from './styles.module.css';

export interface CommunityItem {
  title: string;
  text: string;
  /** Internal page the item leads to, with its visible link label. */
  to: string;
  linkLabel: string;
}

export interface GlobalCommunityProps {
  id?: string;
  title: string;
  items: CommunityItem[];
  /** Intro text, written in MDX. */
  children?: ReactNode;
}

/** The global player community: ways to join in, learn and play safely, each with a link. */
export default function GlobalCommunity({
  id = 'globalis-kozosseg',
  title,
  items,
  children,
}: GlobalCommunityProps): ReactNode {
  const image = useBaseUrl('/img/home/community.svg');
  return (
    <HomeSection id={id} title={title}>
      <div className={styles.intro}>
        <div className={styles.text}>{children}</div>
        <img className={styles.art} src={image} width={400} height={320} alt="" loading="lazy" decoding="async" />
      </div>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.cardText}>{item.text}</p>
            <Link to={item.to} className={styles.more}>
              {item.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
