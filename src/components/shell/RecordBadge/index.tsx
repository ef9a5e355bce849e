import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {CertificateLink} from '@site/src/components/shell/CertificateModal';
import {awardYear, WORLD_RECORD} from '@site/src/data/worldRecord';

import styles from './styles.module.css';

/** Its text names the record and its year, not a vague "record holder" title. */
export default function RecordBadge(): ReactNode {
  const small = useBaseUrl('/img/badge/record-badge-small.svg');
  const large = useBaseUrl('/img/badge/record-badge.svg');
  const label = translate(
    {id: 'RECORD_BADGE_LABEL', message: 'Guinness World Record, {year} – show the details'},
    {year: awardYear(WORLD_RECORD)},
  );
  return (
    <CertificateLink className={clsx(styles.badge, styles.responsive)} aria-label={label} title={label}>
      <picture>
        <source media="(min-width: 768px)" srcSet={large} width={116} height={41} />
        <img className={styles.image} src={small} width={28} height={28} alt="" decoding="async" />
      </picture>
    </CertificateLink>
  );
}
