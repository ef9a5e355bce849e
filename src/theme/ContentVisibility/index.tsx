// Replaces theme-classic `ContentVisibility` with nothing: this site has no draft or unlisted pages, and the
// theme's banner would ship its admonition component and stylesheet to every page.
const ContentVisibility = (): null => null;
export default ContentVisibility;
