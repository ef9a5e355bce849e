import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';

import AmbassadorPortrait from '@site/src/components/content/AmbassadorPortrait';
import IllustrationNote from '@site/src/components/content/IllustrationNote';
import ProfileBadge from '@site/src/components/content/ProfileBadge';
import type {MdxProps} from '@site/src/components/defineMdxComponent';
import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection from '@site/src/components/home/HomeSection';
import {ambassadorPath} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

import type mdx from './mdx';
import styles from './styles.module.css';

export default function FeaturedAmbassadors({
  showAllLabel,
  showAllTo = '/ggteam/',
  children,
  ...section
}: MdxProps<typeof mdx>): ReactNode {
  const ambassadors = useAmbassadors();
  return (
    <HomeSection {...section} defaultId="kiemelt-nagykovetek">
      {children}
      <IllustrationNote ambassadors={ambassadors} />
      {ambassadors.length > 0 ? (
        <ul className={styles.list}>
          {ambassadors.map((ambassador) => (
            <li key={ambassador.slug} className={styles.item}>
              <Link to={ambassadorPath(ambassador.slug)} className={styles.card}>
                <AmbassadorPortrait slug={ambassador.slug} className={styles.thumb} alt={ambassador.name} />
                <span className={styles.name} aria-hidden="true">
                  {ambassador.name}
                </span>
                <ProfileBadge ambassador={ambassador} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <CtaLink to={showAllTo} variant="secondary">
        {showAllLabel}
      </CtaLink>
    </HomeSection>
  );
}
