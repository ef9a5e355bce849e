import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import AmbassadorPortrait from '@site/src/components/content/AmbassadorPortrait';
import ProfileBadge from '@site/src/components/content/ProfileBadge';
import {ambassadorPath, isIllustration} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

import styles from './styles.module.css';

/**
 * A made-up profile says so, so its stories and quotes are never read as a real person's endorsement. A plain box,
 * not a `<header>`: Docusaurus already wraps the MDX `# h1` (`children`) in one, and HTML forbids a header in one.
 */
export default function AmbassadorIntro({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  const ambassador = useAmbassadors().find(({slug}) => withBaseUrl(ambassadorPath(slug)) === pathname);
  if (!ambassador) {
    throw new Error(`<AmbassadorIntro> is only for ambassador profiles (/ggteam/<slug>/), not ${pathname}`);
  }
  return (
    <div className={styles.intro}>
      <AmbassadorPortrait slug={ambassador.slug} className={styles.portrait} loading="eager" />
      <div className={styles.text}>
        <ProfileBadge ambassador={ambassador} className={styles.badge} />
        {children}
        <p className={styles.role}>{ambassador.role}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{translate({id: 'AMBASSADOR_FACT_FORMATS', message: 'Favourite formats'})}</dt>
            <dd>{ambassador.formats.join(', ')}</dd>
          </div>
          <div>
            <dt>{translate({id: 'AMBASSADOR_FACT_STYLE', message: 'Playing style'})}</dt>
            <dd>{ambassador.style}</dd>
          </div>
        </dl>
        {isIllustration(ambassador) ? (
          <p className={styles.note}>
            {translate({
              id: 'AMBASSADOR_ILLUSTRATION_PROFILE_NOTE',
              message:
                'This profile shows a fictional character, for illustration only: its stories and quotes are made up too.',
              description: 'Ambassador profile header: note on a made-up profile',
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
