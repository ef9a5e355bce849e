// Replaces theme-classic `Layout/Provider`: only the providers this site's pages read. The theme's also mounts
// color-mode, announcement-bar, docs-version and navbar providers, each of which sets state after hydration
// and re-renders with the rest of the page in one long task; the site has one fixed colour mode, no
// announcement bar, no docs plugin and its own header.
import {composeProviders} from '@docusaurus/theme-common';
import {PluginHtmlClassNameProvider, ScrollControllerProvider} from '@docusaurus/theme-common/internal';

export default composeProviders([ScrollControllerProvider, PluginHtmlClassNameProvider]);
