import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The site has no docs plugin: every route is a page under i18n/hu. Kept for the standard layout.
const sidebars: SidebarsConfig = {};

export default sidebars;
