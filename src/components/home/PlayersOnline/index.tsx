import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import HomeSection from '@site/src/components/home/HomeSection';

import type mdx from './mdx';
import styles from './styles.module.css';

/** No live player count: the static page cannot know one and must not invent it. */
export default function PlayersOnline({formatsTitle, formats, children, ...section}: MdxProps<typeof mdx>): ReactNode {
  return (
    <HomeSection {...section} defaultId="jatekosok-a-vilag-minden-tajarol">
      <div className={styles.layout}>
        <div className={styles.text}>{children}</div>
        <div className={styles.formats}>
          <h3 className={styles.formatsTitle}>{formatsTitle}</h3>
          <ul className={styles.chips}>
            {formats.map((format) => (
              <li key={format.label}>
                {format.to ? (
                  <Link to={format.to} className={styles.chip}>
                    {format.label}
                  </Link>
                ) : (
                  <span className={styles.chip}>{format.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HomeSection>
  );
}
