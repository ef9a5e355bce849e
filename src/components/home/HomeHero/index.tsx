import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import CtaLink from '@site/src/components/home/CtaLink';
import ResponsiveImage from '@site/src/components/kit/ResponsiveImage';

import type mdx from './mdx';
import styles from './styles.module.css';

/**
 * Jumbotron of the home page. The h1 comes from the MDX children (the page's only `# Heading`), which
 * Docusaurus already wraps in the article's `<header>`; the hero is therefore a plain box (a second
 * `<header>` around it would nest one header in another, which HTML forbids). The artwork is above the fold: it is not lazy,
 * has explicit dimensions (no layout shift) and comes as responsive WebP.
 */
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
