import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import CtaLink from '@site/src/components/home/CtaLink';
import ResponsiveImage from '@site/src/components/kit/ResponsiveImage';

import type mdx from './mdx';
import styles from './styles.module.css';

/** A plain box, not a `<header>`: Docusaurus already wraps the MDX `# h1` (children) in one; HTML forbids nesting. */
export default function HomeHero(props: MdxProps<typeof mdx>): ReactNode {
  const {ctaLabel, ctaTo, secondaryLabel, secondaryTo, children} = props;
  return (
    <div className={styles.hero}>
      <div className={styles.copy}>
        {children}
        <div className={styles.actions}>
          <CtaLink to={ctaTo}>{ctaLabel}</CtaLink>
          {secondaryLabel && secondaryTo ? (
            <CtaLink to={secondaryTo} variant="secondary">
              {secondaryLabel}
            </CtaLink>
          ) : null}
        </div>
      </div>
      <div className={styles.art}>
        <ResponsiveImage
          name="home-hero"
          alt=""
          eager
          sizes="(min-width: 1244px) 560px, (min-width: 768px) 45vw, 240px"
        />
      </div>
    </div>
  );
}
