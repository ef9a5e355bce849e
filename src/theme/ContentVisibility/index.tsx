// Replaces theme-classic `ContentVisibility` with nothing: it shows a banner on draft and unlisted pages, and
// this site publishes neither (a page is in the sitemap or does not exist). The theme's banner would ship its
// admonition component and stylesheet to every page.
const ContentVisibility = (): null => null;
export default ContentVisibility;
