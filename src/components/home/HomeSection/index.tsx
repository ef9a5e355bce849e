import clsx from 'clsx';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface HomeSectionProps {
  /** The heading's id, which labels the section; unique on the page. A writer's `id` wins over the section's own. */
  id?: string;
  defaultId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  /** `panel`: a raised surface. */
  tone?: 'plain' | 'panel';
  className?: string;
  children?: ReactNode;
}

export default function HomeSection({
  id: writersId,
  defaultId,
  title,
  eyebrow,
  tone = 'plain',
  className,
  children,
}: HomeSectionProps): ReactNode {
  const id = writersId ?? defaultId;
  return (
    <section aria-labelledby={id} className={clsx(styles.section, tone === 'panel' && styles.panel, className)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
