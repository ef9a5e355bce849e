import clsx from 'clsx';
import type {ReactNode} from 'react';

import LazyImage from '@site/src/components/kit/LazyImage';

import styles from './styles.module.css';

export interface SectionIntroProps {
  image: string;
  /** The section's class: sets --art-width and --art-width-desktop, and any spacing. */
  className: string;
  children?: ReactNode;
}

export default function SectionIntro({image, className, children}: SectionIntroProps): ReactNode {
  return (
    <div className={clsx(styles.intro, className)}>
      <div className={styles.text}>{children}</div>
      <LazyImage className={styles.art} src={image} width={400} height={320} />
    </div>
  );
}
