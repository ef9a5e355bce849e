// Replaces theme-classic `AnnouncementBar` with nothing: the site configures no announcement bar, and the
// theme's component (with its stylesheet and storage reads) would be in every page's bundle regardless.
const AnnouncementBar = (): null => null;
export default AnnouncementBar;
