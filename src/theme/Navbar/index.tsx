// Replaces theme-classic `Navbar` wholesale (not on the safe-swizzle list): the site header in src/components/shell/SiteHeader, built on public APIs only.
export {default} from '@site/src/components/shell/SiteHeader';
