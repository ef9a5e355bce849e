import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import IllustrationNote from '@site/src/components/content/IllustrationNote';
import ProfileBadge from '@site/src/components/content/ProfileBadge';
import CtaLink from '@site/src/components/home/CtaLink';
import HomeSection, {type SectionContentProps} from '@site/src/components/home/HomeSection';
import {ambassadorNavImage, ambassadorPath} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

import styles from './styles.module.css';

export interface FeaturedAmbassadorsProps extends SectionContentProps {
  /** Label of the link to the whole team (`/ggteam/`). */
  showAllLabel: string;
  showAllTo?: string;
}

/**
 * The brand ambassadors, read at build time from the team pages' front matter (`useAmbassadors`);
 * no name is typed here. Each card links to `/ggteam/<slug>/`; a made-up profile carries its illustration
 * label, and the list a note saying so.
 */
export default function FeaturedAmbassadors({
  id = 'kiemelt-nagykovetek',
  title,
  showAllLabel,
  showAllTo = '/ggteam/',
  children,
}: FeaturedAmbassadorsProps): ReactNode {
  const ambassadors = useAmbassadors();
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <HomeSection id={id} title={title}>
      {children}
      <IllustrationNote ambassadors={ambassadors} />
      {ambassadors.length > 0 ? (
        <ul className={styles.list}>
          {ambassadors.map((ambassador) => (
            <li key={ambassador.slug} className={styles.item}>
              <Link to={ambassadorPath(ambassador.slug)} className={styles.card}>
                <img
                  className={styles.thumb}
                  src={withBaseUrl(ambassadorNavImage(ambassador.slug))}
                  width={192}
                  height={192}
                  alt={ambassador.name}
                  loading="lazy"
                  decoding="async"
                />
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
