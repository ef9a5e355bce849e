// Replaces theme-classic `Footer` wholesale with the site footer, built only from our components and public APIs.
export {default} from '@site/src/components/shell/SiteFooter';
