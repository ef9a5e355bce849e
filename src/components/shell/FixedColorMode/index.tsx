import Head from '@docusaurus/Head';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {ReactNode} from 'react';

/**
 * On a site with one colour mode (no switch, the system's preference ignored) the server HTML names it:
 * `<html data-theme="dark">` is there before the theme's inline script runs, and where script is off, so Infima's
 * colours for that mode apply from the first paint. Docusaurus sets the attribute from that script alone.
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
