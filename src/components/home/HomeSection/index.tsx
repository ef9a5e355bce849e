import clsx from 'clsx';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface HomeSectionProps {
  /** Id of the section heading; the section is labelled by it (`aria-labelledby`). Unique on the page. */
  id: string;
  /** Text of the section's `<h2>`. */
  title: ReactNode;
  /** Optional short line above the heading. */
  eyebrow?: ReactNode;
  /** Visual tone: `plain` (page background) or `panel` (raised surface). */
  tone?: 'plain' | 'panel';
  className?: string;
  children?: ReactNode;
}

/** Shared frame of the home page sections: a labelled `<section>` with one `<h2>`. */
export default function HomeSection({
  id,
  title,
  eyebrow,
  tone = 'plain',
  className,
  children,
}: HomeSectionProps): ReactNode {
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
