// Replaces theme-classic `Layout/Provider`: only the providers this site's pages read. The theme's others
// (colour mode, announcement bar, docs version, navbar) each set state after hydration and re-render the page
// in one long task, for features this site does not have.
import {composeProviders} from '@docusaurus/theme-common';
import {PluginHtmlClassNameProvider, ScrollControllerProvider} from '@docusaurus/theme-common/internal';

export default composeProviders([ScrollControllerProvider, PluginHtmlClassNameProvider]);
