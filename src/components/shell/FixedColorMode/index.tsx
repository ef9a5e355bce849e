import Head from '@docusaurus/Head';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {ReactNode} from 'react';

/**
 * Docusaurus sets `<html data-theme>` from its inline script alone; a site with one colour mode names it in the
 * server HTML, so its colours apply from the first paint and without script.
 */
export default function FixedColorMode(): ReactNode {
  const {colorMode} = useThemeConfig();
  if (!colorMode.disableSwitch || colorMode.respectPrefersColorScheme) return null;
  return (
    <Head>
      {/* eslint-disable-next-line jsx-a11y/html-has-lang -- Head merges attributes: the theme's own <html lang> stays */}
      <html data-theme={colorMode.defaultMode} />
    </Head>
  );
}
